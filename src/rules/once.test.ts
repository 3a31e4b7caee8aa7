import { once } from './once';

describe('once', () => {
  it('builds the value on the first call only, and never before it', () => {
    const build = vi.fn(() => ({ made: true }));
    const value = once(build);
    expect(build).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
  });
});
