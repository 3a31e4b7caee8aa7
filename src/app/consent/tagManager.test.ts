import { statisticsCookieNames } from './tagManager';

describe('statisticsCookieNames', () => {
  it('finds the statistics cookies of Google tags and leaves the portal cookies alone', () => {
    expect(statisticsCookieNames('sid=abc; _ga=GA1.1.2; csrf_token=x; _ga_ABC123=GS1; _gid=GA1; _gat_UA=1; cookie-consent=1')).toEqual(['_ga', '_ga_ABC123', '_gid', '_gat_UA']);
    expect(statisticsCookieNames('')).toEqual([]);
  });
});
