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

/** The cookies of one kind of session: its token and its CSRF token. */
export interface SessionCookieNames {
  session: string;
  csrf: string;
}

export const applicantCookieNames = (config: Config): SessionCookieNames => ({ session: SESSION_COOKIE, csrf: csrfCookieName(config) });

/**
 * The back office's own pair, so a staff login never replaces an applicant's session or CSRF token in the same browser
 * (nor the reverse). Behind https both carry the __Host- prefix.
 */
export const staffCookieNames = (config: Config): SessionCookieNames => {
  const prefix = config.cookieSecure ? '__Host-' : '';
  return { session: `${prefix}staff_sid`, csrf: `${prefix}staff_csrf_token` };
};

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

/** A new staff session: its cookie (strict same-site, the staff session's idle time) and a CSRF token bound to it. */
export function setStaffSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  const names = staffCookieNames(config);
  reply.setCookie(names.session, token, { path: '/', httpOnly: true, sameSite: 'strict', secure: config.cookieSecure, maxAge: config.STAFF_SESSION_SECONDS });
  setCsrfCookie(reply, config, token, names.csrf);
}

/** The staff session ends: its cookie goes and its CSRF token is replaced by one bound to no session. */
export function clearStaffSessionCookie(reply: FastifyReply, config: Config): void {
  const names = staffCookieNames(config);
  reply.clearCookie(names.session, { path: '/', httpOnly: true, sameSite: 'strict', secure: config.cookieSecure });
  setCsrfCookie(reply, config, undefined, names.csrf);
}

/** A fresh CSRF token, bound to the session token when given. */
export function setCsrfCookie(reply: FastifyReply, config: Config, sessionToken?: string, cookieName = csrfCookieName(config)): void {
  // Readable by the SPA (double-submit pattern): it echoes the value in the x-csrf-token header.
  reply.setCookie(cookieName, newCsrfToken(sessionToken), { path: '/', httpOnly: false, sameSite: 'lax', secure: config.cookieSecure });
}
