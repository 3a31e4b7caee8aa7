// CSRF tokens bound to the session. Without a session the token is a random nonce; with one it is
// `<nonce>.<HMAC-SHA256 keyed with the session token>`, so a token planted in or read from another browser's session is
// worthless here, and logging in or out changes it. The session token is secret (httpOnly cookie), so no server key is
// needed and every server process agrees.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

function mac(nonce: string, sessionToken: string): string {
  return createHmac('sha256', sessionToken).update(`csrf:${nonce}`).digest('base64url');
}

/** A fresh token, bound to the session when there is one. */
export function newCsrfToken(sessionToken?: string): string {
  const nonce = randomBytes(18).toString('base64url');
  return sessionToken ? `${nonce}.${mac(nonce, sessionToken)}` : nonce;
}

export function sameToken(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && ab.length > 0 && timingSafeEqual(ab, bb);
}

/** Whether a token may be used with this session (any well-formed token when there is no session). */
export function csrfTokenFits(token: string, sessionToken?: string): boolean {
  if (!sessionToken) return token.length > 0;
  const [nonce, given, ...rest] = token.split('.');
  return !!nonce && !!given && rest.length === 0 && sameToken(given, mac(nonce, sessionToken));
}
