import { BANK_ADDED_FAILED, BANK_ADDED_SUCCESS } from './bankMessages';
import { MAX_POLL_ATTEMPTS, POLL_INTERVAL_MS, readReturnQuery, runBankReturn, type AgreementCheck } from './bankReturn';

const ORIGIN = 'https://portal.example';
const pending: AgreementCheck = { error: false, hasActiveOpenBankingAgreement: false, status: 'FETCHING' };
const active: AgreementCheck = { error: false, hasActiveOpenBankingAgreement: true, status: 'ACTIVE' };

function opener() {
  return { postMessage: vi.fn<(message: unknown, targetOrigin: string) => void>() };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the return query', () => {
  it.each(['success', 'SUCCESS', 'Success', ' sUcCeSs '])('reads status %j as success', (status) => {
    expect(readReturnQuery(`?status=${encodeURIComponent(status)}&case_id=abc`)).toEqual({ status: 'success', caseId: 'abc' });
  });
  it.each(['error', 'ERROR', 'Error'])('reads status %j as error', (status) => {
    expect(readReturnQuery(`status=${status}`)).toEqual({ status: 'error', caseId: '' });
  });
  it('reads anything else as no status', () => {
    expect(readReturnQuery('status=ok&case_id=x').status).toBeNull();
    expect(readReturnQuery('').status).toBeNull();
  });
});

describe('the return page', () => {
  it.each(['error', 'ERROR', 'eRRor'])('status %s fails at once: bank_added_failed posted to its own origin, nothing asked', async (status) => {
    const check = vi.fn();
    const target = opener();
    const outcome = await runBankReturn({ query: readReturnQuery(`status=${status}&case_id=c1`), check, opener: target, ownOrigin: ORIGIN });
    expect(outcome).toBe('error');
    expect(check).not.toHaveBeenCalled();
    expect(target.postMessage).toHaveBeenCalledExactlyOnceWith(BANK_ADDED_FAILED, ORIGIN);
  });

  it('an unknown status fails like error', async () => {
    const target = opener();
    expect(await runBankReturn({ query: readReturnQuery('status=maybe&case_id=c1'), check: vi.fn(), opener: target, ownOrigin: ORIGIN })).toBe('error');
    expect(target.postMessage).toHaveBeenCalledExactlyOnceWith(BANK_ADDED_FAILED, ORIGIN);
  });

  it.each(['success', 'SUCCESS', 'SuCcEsS'])('status %s polls every 3 s until the agreement is active, then posts bank_added_success and stops', async (status) => {
    const check = vi.fn<(caseId: string) => Promise<AgreementCheck>>().mockResolvedValueOnce(pending).mockResolvedValueOnce(pending).mockResolvedValue(active);
    const target = opener();
    const done = runBankReturn({ query: readReturnQuery(`status=${status}&case_id=c1`), check, opener: target, ownOrigin: ORIGIN });
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 1);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(await done).toBe('success');
    expect(check).toHaveBeenCalledTimes(3);
    expect(check).toHaveBeenCalledWith('c1');
    expect(target.postMessage).toHaveBeenCalledExactlyOnceWith(BANK_ADDED_SUCCESS, ORIGIN);
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 5);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('gives up after 30 attempts: bank_added_failed', async () => {
    const check = vi.fn<(caseId: string) => Promise<AgreementCheck>>().mockResolvedValue(pending);
    const target = opener();
    const done = runBankReturn({ query: readReturnQuery('status=success&case_id=c1'), check, opener: target, ownOrigin: ORIGIN });
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * (MAX_POLL_ATTEMPTS - 1) - 1);
    expect(check).toHaveBeenCalledTimes(MAX_POLL_ATTEMPTS - 1);
    expect(target.postMessage).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await done).toBe('fetchFailed');
    expect(MAX_POLL_ATTEMPTS).toBe(30);
    expect(check).toHaveBeenCalledTimes(30);
    expect(target.postMessage).toHaveBeenCalledExactlyOnceWith(BANK_ADDED_FAILED, ORIGIN);
  });

  it('a failed request fails at once', async () => {
    const check = vi.fn<(caseId: string) => Promise<AgreementCheck>>().mockResolvedValueOnce(pending).mockRejectedValue(new Error('network'));
    const target = opener();
    const done = runBankReturn({ query: readReturnQuery('status=success&case_id=c1'), check, opener: target, ownOrigin: ORIGIN });
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(await done).toBe('fetchFailed');
    expect(check).toHaveBeenCalledTimes(2);
    expect(target.postMessage).toHaveBeenCalledExactlyOnceWith(BANK_ADDED_FAILED, ORIGIN);
  });

  it('an error answer (the result envelope) fails at once', async () => {
    const check = vi.fn<(caseId: string) => Promise<AgreementCheck>>().mockResolvedValue({ error: true, hasActiveOpenBankingAgreement: false, status: null });
    const target = opener();
    expect(await runBankReturn({ query: readReturnQuery('status=success&case_id=c1'), check, opener: target, ownOrigin: ORIGIN })).toBe('fetchFailed');
    expect(target.postMessage).toHaveBeenCalledExactlyOnceWith(BANK_ADDED_FAILED, ORIGIN);
  });

  it('a FAILED connection ends the polling early', async () => {
    const check = vi.fn<(caseId: string) => Promise<AgreementCheck>>().mockResolvedValueOnce(pending).mockResolvedValue({ error: false, hasActiveOpenBankingAgreement: false, status: 'FAILED' });
    const target = opener();
    const done = runBankReturn({ query: readReturnQuery('status=success&case_id=c1'), check, opener: target, ownOrigin: ORIGIN });
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(await done).toBe('fetchFailed');
    expect(check).toHaveBeenCalledTimes(2);
    expect(target.postMessage).toHaveBeenCalledExactlyOnceWith(BANK_ADDED_FAILED, ORIGIN);
  });

  it('success without a case id fails without asking', async () => {
    const check = vi.fn();
    const target = opener();
    expect(await runBankReturn({ query: readReturnQuery('status=success'), check, opener: target, ownOrigin: ORIGIN })).toBe('fetchFailed');
    expect(check).not.toHaveBeenCalled();
  });

  it('stops and posts nothing when the page goes away', async () => {
    const check = vi.fn<(caseId: string) => Promise<AgreementCheck>>().mockResolvedValue(pending);
    const target = opener();
    const controller = new AbortController();
    const done = runBankReturn({ query: readReturnQuery('status=success&case_id=c1'), check, opener: target, ownOrigin: ORIGIN, signal: controller.signal });
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    controller.abort();
    expect(await done).toBeNull();
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 40);
    expect(check).toHaveBeenCalledTimes(2);
    expect(target.postMessage).not.toHaveBeenCalled();
  });

  it('without an opener (the page opened on its own) it still ends', async () => {
    expect(await runBankReturn({ query: readReturnQuery('status=success&case_id=c1'), check: vi.fn().mockResolvedValue(active), opener: null, ownOrigin: ORIGIN })).toBe('success');
  });
});
