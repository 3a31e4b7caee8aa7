import { afterJobFailure, JOB_MAX_ATTEMPTS, jobErrorSummary, jobRetryDelayMs, type JobOutcome } from './job-retry';

const MIN = 60_000;
const HOUR = 60 * MIN;
const now = new Date('2026-11-22T10:00:00Z');
const plus = (ms: number) => new Date(now.getTime() + ms);

describe('jobRetryDelayMs', () => {
  it.each([
    [1, HOUR, MIN],
    [2, HOUR, 5 * MIN],
    [3, HOUR, 25 * MIN],
    [3, 10 * MIN, 10 * MIN], // never later than the job's own interval
    [2, 2 * MIN, 2 * MIN],
  ])('after %i failed runs of a job every %i ms waits %i ms', (failed, every, wait) => {
    expect(jobRetryDelayMs(failed, every)).toBe(wait);
  });
});

describe('afterJobFailure', () => {
  it.each<[string, { outcome: JobOutcome | null; attempts: number }, { outcome: JobOutcome; attempts: number; nextAttemptAt: Date | null }]>([
    ['a first run', { outcome: null, attempts: 0 }, { outcome: 'retrying', attempts: 1, nextAttemptAt: plus(MIN) }],
    ['a run after a success', { outcome: 'ok', attempts: 0 }, { outcome: 'retrying', attempts: 1, nextAttemptAt: plus(MIN) }],
    ['the first retry', { outcome: 'retrying', attempts: 1 }, { outcome: 'retrying', attempts: 2, nextAttemptAt: plus(5 * MIN) }],
    ['the second retry', { outcome: 'retrying', attempts: 2 }, { outcome: 'retrying', attempts: 3, nextAttemptAt: plus(25 * MIN) }],
    ['the last retry', { outcome: 'retrying', attempts: JOB_MAX_ATTEMPTS - 1 }, { outcome: 'failed', attempts: JOB_MAX_ATTEMPTS, nextAttemptAt: null }],
    ['the next regular run of a failed job (a new count)', { outcome: 'failed', attempts: JOB_MAX_ATTEMPTS }, { outcome: 'retrying', attempts: 1, nextAttemptAt: plus(MIN) }],
  ])('%s that fails', (_name, before, after) => {
    expect(afterJobFailure(before, now, HOUR)).toEqual(after);
  });
});

describe('jobErrorSummary', () => {
  const coded = (message: string, code: unknown, name = 'Error') => Object.assign(new Error(message), { code, name });
  it.each<[string, unknown, string]>([
    ['a plain message', new Error('Tjänsten svarar inte'), 'Tjänsten svarar inte'],
    ['its kind and code', coded('connect ECONNREFUSED 127.0.0.1:587', 'ECONNREFUSED', 'SmtpError'), 'SmtpError (ECONNREFUSED): connect ECONNREFUSED 127.0.0.1:587'],
    ['an HTTP status as the code', Object.assign(new Error('Bad gateway'), { name: 'NexiError', status: 502 }), 'NexiError (502): Bad gateway'],
    ['no e-mail address', new Error('Recipient anna.andersson@example.se refused'), 'Recipient … refused'],
    ['no personnummer, with or without a dash', new Error('Ingen person 19900101-2385 eller 199001012385'), 'Ingen person … eller …'],
    ['no card or phone number', new Error('card 4925 0000 0000 0004, tel +46 70 123 45 67'), 'card …, tel +…'],
    ['short numbers kept', new Error('after 3 tries, 503 at 10:15'), 'after 3 tries, 503 at 10:15'],
    ['only the first line', new Error('first line\nsecond line with 199001012385'), 'first line'],
    ['no statement parameters of a database error', Object.assign(new Error('Failed query: select * from applicants where email = $1\nparams: anna@example.se'), { cause: { code: '57014' } }), '(57014): databasfrågan misslyckades'],
    ['something not an Error', 'a string thrown', 'Okänt fel'],
    ['an empty message', new Error(''), 'Okänt fel'],
  ])('keeps %s', (_name, err, summary) => {
    expect(jobErrorSummary(err)).toBe(summary);
  });

  it('is at most 200 characters', () => {
    expect(jobErrorSummary(new Error('x'.repeat(500)))).toHaveLength(200);
  });
});
