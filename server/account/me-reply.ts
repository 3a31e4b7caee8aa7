// What GET /mypages/api/account/me answers, and what the page data carries as the session (server/graphql/page-data):
// the applicant with the session's timing, or success false for a visitor (no session is an answer, not an error).
import type { Config } from '../config';
import type { LoginApplicantView } from './login-applicant-view';

export interface SessionTiming {
  timeoutSeconds: number;
  warningSeconds: number;
}

export type MeReply = { success: true; applicant: LoginApplicantView; session: SessionTiming } | { success: false };

export const sessionTiming = (config: Config): SessionTiming => ({ timeoutSeconds: config.SESSION_SECONDS, warningSeconds: config.SESSION_WARNING_SECONDS });

export function meReply(applicant: LoginApplicantView | null, config: Config): MeReply {
  return applicant ? { success: true, applicant, session: sessionTiming(config) } : { success: false };
}
