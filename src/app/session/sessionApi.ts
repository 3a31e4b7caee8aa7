// REST calls of the session (spec 000 §7, auth base /mypages/api/account) and the parsing of
// their replies. Messages for failed logins follow spec 000 §8.
import { z } from 'zod/mini';
import { apiRequest, NetworkError } from '../http';
import type { LoginCredentials } from '../../rules/login';
import { defaultTiming, type SessionApplicant, type SessionTiming } from './sessionState';

const applicantSchema = z.object({
  applicantId: z.number(),
  name: z.string(),
  applicantStatus: z.object({ applicantStatusId: z.number(), name: z.string() }),
  email: z.nullish(z.string()),
});

const timingSchema = z.object({
  timeoutSeconds: z.int().check(z.positive()),
  warningSeconds: z.int().check(z.nonnegative()),
});

const sessionReplySchema = z.object({
  success: z.literal(true),
  applicant: applicantSchema,
  session: z.optional(timingSchema),
});

const errorReplySchema = z.object({
  errorText: z.nullish(z.string()),
  validationErrors: z.nullish(z.array(z.object({ code: z.nullish(z.string()), text: z.nullish(z.string()) }))),
});

export interface SessionReply {
  applicant: SessionApplicant;
  timing: SessionTiming;
}

function parseSessionReply(body: unknown): SessionReply | null {
  const parsed = sessionReplySchema.safeParse(body);
  if (!parsed.success) return null;
  const { applicant, session } = parsed.data;
  return { applicant: { ...applicant, email: applicant.email ?? null }, timing: session ?? defaultTiming };
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
  const parsed = errorReplySchema.safeParse(failure.body);
  const errorText = parsed.success ? parsed.data.errorText : null;
  const firstValidation = parsed.success ? parsed.data.validationErrors?.find((v) => v.text)?.text : null;
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

/** GET me: the session when the reply is 200 and says success; 'anonymous' for any other answer; 'unreachable' without one. */
export async function getMe(): Promise<SessionReply | 'anonymous' | 'unreachable'> {
  try {
    const reply = await apiRequest('/account/me');
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
