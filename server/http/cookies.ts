// Cookie names and options in one place.
import type { FastifyReply } from 'fastify';
import type { Config } from '../config';
import { newCsrfToken } from './csrf-token';

export const SESSION_COOKIE = 'sid';
export const CSRF_COOKIE = 'csrf_token';
/** Behind https the CSRF cookie carries the __Host- prefix: Secure, path /, no Domain, so no sibling host can set it. */
export const SECURE_CSRF_COOKIE = `__Host-${CSRF_COOKIE}`;
export const CSRF_HEADER = 'x-csrf-token';

export const csrfCookieName = (config: Config): string => (config.cookieSecure ? SECURE_CSRF_COOKIE : CSRF_COOKIE);

/** A new session: its cookie and a CSRF token bound to it (the token changes at every login). */
export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
    maxAge: config.SESSION_SECONDS,
  });
  setCsrfCookie(reply, config, token);
}

/** The session ends: its cookie goes and the CSRF token is replaced by one bound to no session. */
export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: config.cookieSecure });
  setCsrfCookie(reply, config);
}

/** A fresh CSRF token, bound to the session token when given. */
export function setCsrfCookie(reply: FastifyReply, config: Config, sessionToken?: string): void {
  // Readable by the SPA (double-submit pattern): it echoes the value in the x-csrf-token header.
  reply.setCookie(csrfCookieName(config), newCsrfToken(sessionToken), { path: '/', httpOnly: false, sameSite: 'lax', secure: config.cookieSecure });
}
