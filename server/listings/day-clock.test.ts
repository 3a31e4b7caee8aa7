import { stockholmDayClock } from './day-clock';

describe('stockholmDayClock', () => {
  it.each([
    ['winter, the last millisecond before midnight', '2026-11-22T22:59:59.999Z', '2026-11-22'],
    ['winter, midnight', '2026-11-22T23:00:00.000Z', '2026-11-23'],
    ['summer, the last millisecond before midnight', '2026-06-30T21:59:59.999Z', '2026-06-30'],
    ['summer, midnight', '2026-06-30T22:00:00.000Z', '2026-07-01'],
  ])('%s: each instant asked in turn gets its own day', (_name, iso, day) => {
    const clock = { now: new Date('2026-01-01T12:00:00Z') };
    const today = stockholmDayClock(() => clock.now);
    expect(today()).toBe('2026-01-01');
    clock.now = new Date(iso);
    expect(today()).toBe(day);
  });

  it('follows a clock across midnight minute by minute, and back', () => {
    const clock = { now: new Date('2026-11-22T22:59:30Z') };
    const today = stockholmDayClock(() => clock.now);
    expect(today()).toBe('2026-11-22');
    clock.now = new Date('2026-11-22T22:59:59.999Z');
    expect(today()).toBe('2026-11-22');
    clock.now = new Date('2026-11-22T23:00:00Z');
    expect(today()).toBe('2026-11-23');
    clock.now = new Date('2026-11-22T22:59:59Z');
    expect(today()).toBe('2026-11-22');
  });
});
