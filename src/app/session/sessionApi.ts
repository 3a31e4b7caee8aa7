// REST calls of the session (spec 000 §7, auth base /mypages/api/account) and the parsing of
// their replies. Messages for failed logins follow spec 000 §8.
import { apiRequest, NetworkError } from '../http';
import type { LoginCredentials } from '../../rules/login';
import { defaultTiming, type SessionApplicant, type SessionTiming } from './sessionState';

// Hand-written guards rather than zod: this module is on the first page load, where every KB counts.
type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null;
const optString = (v: unknown): string | null => (typeof v === 'string' ? v : null);

function parseApplicant(v: unknown): SessionApplicant | null {
  if (!isObj(v) || typeof v.applicantId !== 'number' || typeof v.name !== 'string') return null;
  const st = v.applicantStatus;
  if (!isObj(st) || typeof st.applicantStatusId !== 'number' || typeof st.name !== 'string') return null;
  return { applicantId: v.applicantId, name: v.name, applicantStatus: { applicantStatusId: st.applicantStatusId, name: st.name }, email: optString(v.email) };
}

function parseTiming(v: unknown): SessionTiming | null {
  if (!isObj(v)) return null;
  const { timeoutSeconds: t, warningSeconds: w } = v;
  return Number.isInteger(t) && (t as number) > 0 && Number.isInteger(w) && (w as number) >= 0 ? { timeoutSeconds: t as number, warningSeconds: w as number } : null;
}

export interface SessionReply {
  applicant: SessionApplicant;
  timing: SessionTiming;
}

function parseSessionReply(body: unknown): SessionReply | null {
  if (!isObj(body) || body.success !== true) return null;
  const applicant = parseApplicant(body.applicant);
  if (!applicant) return null;
  if (body.session !== undefined && !parseTiming(body.session)) return null;
  return { applicant, timing: parseTiming(body.session) ?? defaultTiming };
}

export const LOGIN_MESSAGES = {
  wrongCredentials: 'Fel användare eller lösenord',
  unreachable: 'Server kan inte nås',
  serverError: 'Serverfel - var god försök igen om en liten stund',
} as const;

/** What the login form shows for a failed login. `status` is undefined when the server was not reached. */
export function loginErrorMessage(failure: { status?: number; body?: unknown; networkMessage?: string }): string {
  const { status } = failure;
  if (status === undefined) return `${LOGIN_MESSAGES.unreachable}: ${failure.networkMessage ?? ''}`.trim();
  const body = isObj(failure.body) ? failure.body : {};
  const errorText = optString(body.errorText);
  const list = Array.isArray(body.validationErrors) ? body.validationErrors : [];
  const firstValidation = list.map((v) => (isObj(v) ? optString(v.text) : null)).find(Boolean) ?? null;
  if (status === 401) return LOGIN_MESSAGES.wrongCredentials;
  if (status === 429) return errorText || LOGIN_MESSAGES.serverError;
  if (status === 400) return errorText || firstValidation || LOGIN_MESSAGES.serverError;
  if (status >= 200 && status < 300) return errorText || LOGIN_MESSAGES.wrongCredentials;
  return `${LOGIN_MESSAGES.serverError} (felkod ${status})`;
}

export type LoginOutcome = { ok: true; session: SessionReply } | { ok: false; message: string };

export async function postLogin(credentials: LoginCredentials): Promise<LoginOutcome> {
  try {
    const reply = await apiRequest('/account/login', { method: 'POST', body: credentials });
    const session = reply.status === 200 ? parseSessionReply(reply.body) : null;
    if (session) return { ok: true, session };
    return { ok: false, message: loginErrorMessage({ status: reply.status, body: reply.body }) };
  } catch (error) {
    const networkMessage = error instanceof NetworkError ? error.message : String(error);
    return { ok: false, message: loginErrorMessage({ networkMessage }) };
  }
}

/** GET me's path under the API base. index.html preloads it, so the start-up check's answer is on its way with the page. */
export const ME_PATH = '/account/me';

/** GET me: the session when the reply is 200 and says success; 'anonymous' for any other answer; 'unreachable' without one. */
/** GET me's answer as the page data carries it (src/app/boot/pageData.ts). */
export function meOf(body: unknown): SessionReply | 'anonymous' {
  return parseSessionReply(body) ?? 'anonymous';
}

export async function getMe(): Promise<SessionReply | 'anonymous' | 'unreachable'> {
  try {
    const reply = await apiRequest(ME_PATH);
    return (reply.status === 200 ? parseSessionReply(reply.body) : null) ?? 'anonymous';
  } catch {
    return 'unreachable';
  }
}

export async function postLogout(): Promise<void> {
  await apiRequest('/account/logout', { method: 'POST', body: {} });
}

/** Keep-alive: true only on HTTP 200. */
export async function checkStatus(): Promise<boolean> {
  try {
    const reply = await apiRequest('/status');
    return reply.status === 200;
  } catch {
    return false;
  }
}
