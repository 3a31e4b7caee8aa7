// What happens after a scheduled job's run fails: it is tried again with a growing delay (1, 5, then 25 minutes,
// never later than its regular interval), and after JOB_MAX_ATTEMPTS failed runs in a row it ends in the failed state:
// no more retries, the back office shows it as failed, and the job waits for its next regular run (or an
// administrator's 'Kör nu'). A run that succeeds starts the count again. What is stored of the error is a short
// summary that carries no personal data (jobErrorSummary).

export type JobOutcome = 'ok' | 'retrying' | 'failed';

/** The first run and its retries: after this many failed runs in a row the job is failed. */
export const JOB_MAX_ATTEMPTS = 4;

const MINUTE = 60_000;

/** The wait before retry n (n = failed runs so far, 1 → 1 min, 2 → 5 min, 3 → 25 min), at most the job's interval. */
export function jobRetryDelayMs(failedRuns: number, everyMs: number): number {
  return Math.min(MINUTE * 5 ** Math.max(0, failedRuns - 1), everyMs);
}

/** The state after a failed run, given the state before it (a retry continues the count; any other run starts it). */
export function afterJobFailure(
  before: { outcome: JobOutcome | null; attempts: number },
  now: Date,
  everyMs: number,
): { outcome: Exclude<JobOutcome, 'ok'>; attempts: number; nextAttemptAt: Date | null } {
  const attempts = (before.outcome === 'retrying' ? before.attempts : 0) + 1;
  if (attempts >= JOB_MAX_ATTEMPTS) return { outcome: 'failed', attempts, nextAttemptAt: null };
  return { outcome: 'retrying', attempts, nextAttemptAt: new Date(now.getTime() + jobRetryDelayMs(attempts, everyMs)) };
}

const EMAIL = /[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[a-z]{2,}/gi;
// Personnummer, samordningsnummer, phone, account and card numbers: a run of digits (spaces, + and - between) that
// holds six or more digits.
const NUMBER_RUN = /\d[\d +-]*\d/g;
const withoutLongNumbers = (s: string) => s.replace(NUMBER_RUN, (run) => (run.replace(/\D/g, '').length >= 6 ? '…' : run));

/**
 * A failed run's error as the back office shows it and job_runs keeps it: the error's kind, its code, and the first
 * line of its message with e-mail addresses and long numbers taken out; a database error keeps only its code (its
 * message would carry the statement's parameters). At most 200 characters.
 */
export function jobErrorSummary(err: unknown): string {
  if (!(err instanceof Error)) return 'Okänt fel';
  const code = errorCode(err) ?? errorCode(err.cause);
  const kind = err.name && err.name !== 'Error' ? err.name : '';
  const firstLine = err.message.startsWith('Failed query:') ? 'databasfrågan misslyckades' : (err.message.split('\n')[0] ?? '');
  const message = withoutLongNumbers(firstLine.replace(EMAIL, '…')).trim();
  const head = [kind, code ? `(${code})` : ''].filter(Boolean).join(' ');
  return [head, message].filter(Boolean).join(': ').slice(0, 200) || 'Okänt fel';
}

function errorCode(e: unknown): string | null {
  if (!e || typeof e !== 'object') return null;
  const o = e as { code?: unknown; status?: unknown };
  const code = typeof o.code === 'string' || typeof o.code === 'number' ? o.code : typeof o.status === 'number' ? o.status : null;
  return code === null ? null : withoutLongNumbers(String(code)).slice(0, 20);
}
