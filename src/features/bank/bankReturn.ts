// The bank's return page's logic (spec 000 §4, §7, §8), free of React: the query read (status error|success in any
// letter case, case_id), then for success the agreement check polled every 3 s, at most 30 attempts, until the case's
// connection is active; the outcome posted to the opener with this page's own origin as the target.
import { BANK_ADDED_FAILED, BANK_ADDED_SUCCESS, postBankMessage, type MessageOpener } from './bankMessages';

export const POLL_INTERVAL_MS = 3000;
export const MAX_POLL_ATTEMPTS = 30;

export type ReturnStatus = 'success' | 'error';

export interface ReturnQuery {
  /** null when the query has neither value (treated as an error). */
  status: ReturnStatus | null;
  caseId: string;
}

export function readReturnQuery(search: string | URLSearchParams): ReturnQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const status = (params.get('status') ?? '').trim().toLowerCase();
  return { status: status === 'success' || status === 'error' ? status : null, caseId: params.get('case_id') ?? '' };
}

/** One answer of checkOpenBankingActiveAgreementOutputType, as far as the polling reads it. */
export interface AgreementCheck {
  error: boolean;
  hasActiveOpenBankingAgreement: boolean;
  status: string | null;
}

/**
 * 'success': the agreement is active. 'error': the bank came back with status error (or none). 'fetchFailed': the
 * attempts ran out, a request failed, or the connection ended FAILED ('Error fetching accounts').
 */
export type ReturnOutcome = 'success' | 'error' | 'fetchFailed';

export interface ReturnRun {
  query: ReturnQuery;
  /** Asks the server once; throws or answers error: true when the request fails. */
  check: (caseId: string) => Promise<AgreementCheck>;
  opener: MessageOpener | null | undefined;
  ownOrigin: string;
  /** Stops polling (the page left); nothing is posted then. */
  signal?: AbortSignal;
  intervalMs?: number;
  maxAttempts?: number;
}

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Polls until the outcome is known: the first check at once, then one every intervalMs. */
export async function pollAgreement(caseId: string, check: ReturnRun['check'], options: Pick<ReturnRun, 'signal' | 'intervalMs' | 'maxAttempts'> = {}): Promise<'success' | 'fetchFailed' | 'aborted'> {
  const { signal, intervalMs = POLL_INTERVAL_MS, maxAttempts = MAX_POLL_ATTEMPTS } = options;
  if (!caseId) return 'fetchFailed';
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    if (signal?.aborted) return 'aborted';
    let answer: AgreementCheck;
    try {
      answer = await check(caseId);
    } catch {
      return signal?.aborted ? 'aborted' : 'fetchFailed';
    }
    if (signal?.aborted) return 'aborted';
    if (answer.error) return 'fetchFailed';
    if (answer.hasActiveOpenBankingAgreement) return 'success';
    // A FAILED connection will not become active: no use waiting out the attempts.
    if (answer.status === 'FAILED') return 'fetchFailed';
    if (attempt < maxAttempts) await wait(intervalMs, signal);
  }
  return signal?.aborted ? 'aborted' : 'fetchFailed';
}

/** The whole return: the outcome, posted to the opener (unless aborted, then null and nothing posted). */
export async function runBankReturn(run: ReturnRun): Promise<ReturnOutcome | null> {
  const { query, opener, ownOrigin, signal } = run;
  const outcome: ReturnOutcome | 'aborted' = query.status === 'success' ? await pollAgreement(query.caseId, run.check, run) : 'error';
  if (outcome === 'aborted' || signal?.aborted) return null;
  postBankMessage(opener, outcome === 'success' ? BANK_ADDED_SUCCESS : BANK_ADDED_FAILED, ownOrigin);
  return outcome;
}
