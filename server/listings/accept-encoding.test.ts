import { replyEncoding } from './accept-encoding';

describe('replyEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['x-gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['br;q=0, *', 'gzip'],
    ['*', 'br'],
    ['*;q=0', null],
    ['deflate', null],
    ['gzip;q=0.8, br;q=0.8', 'br'],
    ['br;q=nonsense, gzip', 'gzip'],
  ])('%s → %s', (header, expected) => expect(replyEncoding(header)).toBe(expected));

  it('answers alike the second time and past the values it keeps (each new value is read afresh)', () => {
    const odd = Array.from({ length: 100 }, (_, i) => (i % 2 ? `gzip;q=0.${i % 9 + 1}, br;q=0` : `br;q=0.${i % 9 + 1}, x-unknown-${i}`));
    const first = odd.map(replyEncoding);
    expect(odd.map(replyEncoding)).toEqual(first);
    expect(first.filter((e) => e === 'gzip')).toHaveLength(50);
    expect(first.filter((e) => e === 'br')).toHaveLength(50);
  });
});
