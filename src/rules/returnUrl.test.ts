import { isSafeReturnUrl, safeReturnPath } from './returnUrl';

describe('isSafeReturnUrl', () => {
  it.each([
    ['/profile', true],
    ['/profile/account?tab=1#settings-contact', true],
    ['/', true],
    ['/mypages/app/profile', true],
    [null, false],
    [undefined, false],
    ['', false],
    ['profile', false],
    ['//evil.example', false],
    ['///evil.example', false],
    ['/\\evil.example', false],
    ['/\\/evil.example', false],
    ['/foo\\bar', false],
    ['https://evil.example', false],
    ['http:/evil.example', false],
    ['javascript:alert(1)', false],
    ['data:text/html,hi', false],
    ['/\t/evil.example', false],
    ['/\n/evil.example', false],
    [' /profile', false],
    ['\\\\evil.example', false],
  ])('%j → %s', (value, expected) => {
    expect(isSafeReturnUrl(value)).toBe(expected);
  });
});

describe('safeReturnPath', () => {
  it.each([
    ['/profile/account', '/profile/account'],
    ['/profile/account?x=1', '/profile/account?x=1'],
    ['/mypages/app/profile/payments', '/profile/payments'],
    ['/mypages/app', '/'],
    ['//evil.example', '/profile'],
    ['https://evil.example/profile', '/profile'],
    ['/login', '/profile'],
    ['/login?returnUrl=/x', '/profile'],
    ['/logout', '/profile'],
    [null, '/profile'],
  ])('%j → %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it('uses the given fallback', () => {
    expect(safeReturnPath('//evil.example', '/')).toBe('/');
  });
});
