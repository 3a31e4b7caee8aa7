import { isBlockInForce, noIndicators, withHeader } from './indicators';

describe('indicators', () => {
  it('has no header when nothing needs attention', () => {
    expect(withHeader(noIndicators).header).toBe(false);
  });
  it.each(Object.keys(noIndicators))('turns the header on for %s', (key) => {
    expect(withHeader({ ...noIndicators, [key]: true }).header).toBe(true);
  });
});

describe('isBlockInForce', () => {
  it.each([
    ['2026-11-01', '2027-05-01', '2026-11-22', true],
    ['2026-11-22', '2026-11-22', '2026-11-22', true],
    ['2026-12-01', '2027-06-01', '2026-11-22', false],
    ['2026-01-01', '2026-07-01', '2026-11-22', false],
  ])('%s..%s on %s → %s', (start, end, today, expected) => {
    expect(isBlockInForce({ start, end }, today)).toBe(expected);
  });
});
