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
});
