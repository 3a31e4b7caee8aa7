// Session state (spec 000 §3 Session) held in an Apollo reactive var: the only client store
// besides Apollo's cache. Pure setters; the calls to the server live in sessionActions.ts.
import { makeVar } from '@apollo/client';
import { SESSION_TIMEOUT_SECONDS, SESSION_WARNING_SECONDS } from '../../rules/constants';

export interface SessionApplicant {
  applicantId: number;
  name: string;
  applicantStatus: { applicantStatusId: number; name: string };
  email: string | null;
}

export interface SessionTiming {
  timeoutSeconds: number;
  warningSeconds: number;
}

export interface SessionState {
  isAuthenticated: boolean;
  /** The start-up check (GET me) has not answered yet. */
  isLoading: boolean;
  /** A login request is in flight. */
  isAuthenticating: boolean;
  authFailed: boolean;
  isCoApplicant: boolean;
  applicant: SessionApplicant | null;
  errorMessage: string | null;
  timing: SessionTiming;
}

export const COAPPLICANT_STATUS = 'COAPPLICANT';

export const defaultTiming: SessionTiming = {
  timeoutSeconds: SESSION_TIMEOUT_SECONDS,
  warningSeconds: SESSION_WARNING_SECONDS,
};

export const initialSessionState: SessionState = {
  isAuthenticated: false,
  isLoading: true,
  isAuthenticating: false,
  authFailed: false,
  isCoApplicant: false,
  applicant: null,
  errorMessage: null,
  timing: defaultTiming,
};

export const sessionVar = makeVar<SessionState>(initialSessionState);

export function setAuthenticating(): void {
  sessionVar({ ...sessionVar(), isAuthenticating: true, authFailed: false, errorMessage: null });
}

export function setAuthenticated(applicant: SessionApplicant, timing: SessionTiming): void {
  sessionVar({
    isAuthenticated: true,
    isLoading: false,
    isAuthenticating: false,
    authFailed: false,
    isCoApplicant: applicant.applicantStatus.name === COAPPLICANT_STATUS,
    applicant,
    errorMessage: null,
    timing,
  });
}

export function setAuthFailed(errorMessage: string): void {
  sessionVar({ ...initialSessionState, isLoading: false, authFailed: true, errorMessage });
}

export function setLoggedOut(): void {
  sessionVar({ ...initialSessionState, isLoading: false });
}
