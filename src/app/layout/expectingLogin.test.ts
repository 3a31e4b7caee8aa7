// @vitest-environment jsdom
// The header keeps the room of the logged-in controls while the session check runs when a login is to be expected.
import { SESSION_TIMESTAMP_KEY } from '../session/sessionStorage';
import { expectingLogin } from './Header';

describe('expectingLogin', () => {
  afterEach(() => localStorage.clear());

  it.each([
    ['/', false],
    ['/lediga-bostader', false],
    ['/profiles', false],
    ['/profile', true],
    ['/profile/account', true],
    ['/profile/payments', true],
  ])('without a remembered login, %s → %s', (pathname, expected) => {
    expect(expectingLogin(pathname)).toBe(expected);
  });

  it('a remembered login expects one on every page', () => {
    localStorage.setItem(SESSION_TIMESTAMP_KEY, String(Date.now()));
    expect(expectingLogin('/')).toBe(true);
  });
});
