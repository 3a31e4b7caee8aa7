import { calibratedCpuSlowdown } from './calibration';

describe('calibratedCpuSlowdown (Lighthouse calculator)', () => {
  it.each([
    [150, 1],
    [800, 2],
    [1050, 2.5],
    [1300, 3],
    [1533, 4],
    [2000, 6.004],
  ])('benchmarkIndex %d → %d×', (index, multiplier) => {
    expect(calibratedCpuSlowdown(index)).toBeCloseTo(multiplier, 2);
  });

  it('gives none for a host too slow to emulate the phone, or no index', () => {
    expect(calibratedCpuSlowdown(149)).toBeNull();
    expect(calibratedCpuSlowdown(Number.NaN)).toBeNull();
  });
});
