import { csrfTokenFits, newCsrfToken, sameToken } from './csrf-token';

describe('CSRF tokens bound to the session', () => {
  const session = 'session-token-a';
  const bound = newCsrfToken(session);
  const anonymous = newCsrfToken();

  it('makes a new token every time', () => {
    expect(newCsrfToken(session)).not.toBe(bound);
    expect(newCsrfToken()).not.toBe(anonymous);
  });

  it.each([
    ['a token bound to this session', bound, session, true],
    ['a token bound to another session', newCsrfToken('session-token-b'), session, false],
    ['a token bound to no session, used with one', anonymous, session, false],
    ['a bound token with its signature changed', `${bound.split('.')[0]}.${'A'.repeat(43)}`, session, false],
    ['a bound token with an extra part', `${bound}.x`, session, false],
    ['an empty token with a session', '', session, false],
    ['any token without a session', anonymous, undefined, true],
    ['a bound token after the session ended', bound, undefined, true],
    ['an empty token without a session', '', undefined, false],
  ] as const)('%s: %s', (_what, token, sessionToken, fits) => {
    expect(csrfTokenFits(token, sessionToken)).toBe(fits);
  });

  it.each([
    ['abc', 'abc', true],
    ['abc', 'abd', false],
    ['abc', 'abcd', false],
    ['', '', false],
  ])('sameToken(%s, %s) is %s', (a, b, same) => {
    expect(sameToken(a, b)).toBe(same);
  });
});
