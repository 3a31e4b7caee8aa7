// The tester's switches: make a step of the Link flow fail or wait, or the Data API (and deleting credentials) answer errors. Set on the
// tester page or as JSON (tests); they stay until changed.
export interface Switches {
  /** Choosing a bank ends the flow with TEMPORARY_ERROR (the bank is down). */
  bankUnavailable: boolean;
  /** The user cancels at the bank's BankID step: the flow ends with USER_CANCELLED. */
  userCancels: boolean;
  /** How long the final validation takes before the redirect, in ms (0–60 000). */
  validationDelayMs: number;
  /** The next N calls of the Data API (and of deleting credentials) answer failStatus. */
  failNextDataCalls: number;
  failStatus: number;
  /** How long the bank's consent runs, in days (provider-consents' sessionExpiryDate); Tink's PSD2 consents run 180. */
  consentDays: number;
}

export const DEFAULT_SWITCHES: Switches = { bankUnavailable: false, userCancels: false, validationDelayMs: 0, failNextDataCalls: 0, failStatus: 503, consentDays: 180 };

export const MAX_CONSENT_DAYS = 365;

export const MAX_VALIDATION_DELAY_MS = 60_000;
const FAIL_STATUSES = [400, 401, 429, 500, 502, 503, 504];

const flag = (v: unknown) => v === true || v === 'true' || v === 'on' || v === '1';
function whole(v: unknown, min: number, max: number): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isInteger(n) && n >= min && n <= max ? n : null;
}

export type SwitchesCheck = { ok: true; switches: Switches } | { ok: false; field: keyof Switches; message: string };

/** Switches from a form (checkboxes absent = off) or JSON (absent = unchanged). */
export function parseSwitches(input: Record<string, unknown>, current: Switches, form: boolean): SwitchesCheck {
  const has = (k: keyof Switches) => input[k] !== undefined;
  const delay = has('validationDelayMs') ? whole(input.validationDelayMs, 0, MAX_VALIDATION_DELAY_MS) : current.validationDelayMs;
  if (delay === null) return { ok: false, field: 'validationDelayMs', message: 'Ange väntetiden i millisekunder, 0–60000.' };
  const count = has('failNextDataCalls') ? whole(input.failNextDataCalls, 0, 100) : current.failNextDataCalls;
  if (count === null) return { ok: false, field: 'failNextDataCalls', message: 'Ange antal anrop, 0–100.' };
  const status = has('failStatus') ? whole(input.failStatus, 400, 599) : current.failStatus;
  if (status === null || !FAIL_STATUSES.includes(status)) return { ok: false, field: 'failStatus', message: `Välj en av statuskoderna ${FAIL_STATUSES.join(', ')}.` };
  const days = has('consentDays') ? whole(input.consentDays, 1, MAX_CONSENT_DAYS) : current.consentDays;
  if (days === null) return { ok: false, field: 'consentDays', message: `Ange antal dagar, 1–${MAX_CONSENT_DAYS}.` };
  const bool = (k: 'bankUnavailable' | 'userCancels') => (form || has(k) ? flag(input[k]) : current[k]);
  return {
    ok: true,
    switches: { bankUnavailable: bool('bankUnavailable'), userCancels: bool('userCancels'), validationDelayMs: delay, failNextDataCalls: count, failStatus: status, consentDays: days },
  };
}

export { FAIL_STATUSES };
