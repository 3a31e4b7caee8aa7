// The life of one BankID order in the browser, without React: start it (QR code or this device), fetch a new
// QR string every second, collect every two seconds until the order is complete or failed, cancel it, retry.
// Each timer is a timeout armed only after the previous request has answered, so requests never pile up;
// every run has a generation number so answers of a cancelled run are ignored.
import type { BankIdMethod, BankIdTransport, CollectAnswer, StartOutcome } from './bankIdProtocol';
import { bankIdClientMessages } from './bankIdProtocol';

export const QR_REFRESH_MS = 1000;
export const COLLECT_INTERVAL_MS = 2000;
/** Collect problems in a row (no connection, server error) before the run is given up. */
export const MAX_COLLECT_PROBLEMS = 3;

export type BankIdState =
  | { phase: 'idle' }
  | { phase: 'starting'; method: BankIdMethod }
  | { phase: 'pending'; method: BankIdMethod; message: string; qrCode: string | null; autoStartToken: string | null }
  | { phase: 'complete'; method: BankIdMethod; answer: CollectAnswer }
  | { phase: 'failed'; method: BankIdMethod; message: string };

/**
 * Called once the order is complete and signed. A returned string is a failure to show (the run then ends
 * as failed, so the user can try again); nothing means the caller has taken over.
 */
export type CompleteHandler = (answer: CollectAnswer) => Promise<string | void> | string | void;

export interface BankIdFlowOptions {
  start: (method: BankIdMethod) => Promise<StartOutcome>;
  transport: BankIdTransport;
  onChange: (state: BankIdState) => void;
  onComplete: CompleteHandler;
  qrRefreshMs?: number;
  collectIntervalMs?: number;
  maxCollectProblems?: number;
}

export interface BankIdFlow {
  readonly state: BankIdState;
  begin(method: BankIdMethod): void;
  /** Starts again with the method of the last run. */
  retry(): void;
  /** Stops polling, cancels the order at the server and goes back to idle. */
  cancel(): void;
  /** Like cancel, without telling anyone (the component is going away). */
  dispose(): void;
}

const isActive = (state: BankIdState) => state.phase === 'starting' || state.phase === 'pending';

export function createBankIdFlow(options: BankIdFlowOptions): BankIdFlow {
  const qrRefreshMs = options.qrRefreshMs ?? QR_REFRESH_MS;
  const collectIntervalMs = options.collectIntervalMs ?? COLLECT_INTERVAL_MS;
  const maxProblems = options.maxCollectProblems ?? MAX_COLLECT_PROBLEMS;

  let state: BankIdState = { phase: 'idle' };
  let generation = 0;
  let lastMethod: BankIdMethod = 'qr';
  let qrTimer: ReturnType<typeof setTimeout> | null = null;
  let collectTimer: ReturnType<typeof setTimeout> | null = null;
  let silent = false;

  const set = (next: BankIdState) => {
    state = next;
    if (!silent) options.onChange(next);
  };

  const stopTimers = () => {
    if (qrTimer !== null) clearTimeout(qrTimer);
    if (collectTimer !== null) clearTimeout(collectTimer);
    qrTimer = null;
    collectTimer = null;
  };

  const cancelAtServer = () => {
    void options.transport.cancel().catch(() => undefined);
  };

  const fail = (gen: number, method: BankIdMethod, message: string) => {
    if (gen !== generation) return;
    stopTimers();
    set({ phase: 'failed', method, message });
  };

  const scheduleQr = (gen: number) => {
    qrTimer = setTimeout(() => {
      qrTimer = null;
      void options.transport
        .qrCode()
        .catch(() => undefined)
        .then((qrCode) => {
          if (gen !== generation || state.phase !== 'pending') return;
          // A failed fetch keeps the last code; null means the order is no longer waiting for a scan.
          if (qrCode !== undefined && qrCode !== state.qrCode) set({ ...state, qrCode });
          scheduleQr(gen);
        });
    }, qrRefreshMs);
  };

  const finish = async (gen: number, method: BankIdMethod, answer: CollectAnswer) => {
    stopTimers();
    if (!answer.successfulSigned) {
      set({ phase: 'failed', method, message: answer.message ?? bankIdClientMessages.generic });
      return;
    }
    set({ phase: 'complete', method, answer });
    let problem: string | void;
    try {
      problem = await options.onComplete(answer);
    } catch {
      problem = bankIdClientMessages.generic;
    }
    if (typeof problem === 'string') fail(gen, method, problem);
  };

  const scheduleCollect = (gen: number, method: BankIdMethod, problems: number) => {
    collectTimer = setTimeout(() => {
      collectTimer = null;
      void options.transport
        .collect()
        .catch(() => ({ kind: 'error' as const, message: bankIdClientMessages.generic, transient: true }))
        .then(async (outcome) => {
          if (gen !== generation || state.phase !== 'pending') return;
          if (outcome.kind === 'gone') return fail(gen, method, outcome.message);
          if (outcome.kind === 'error') {
            if (outcome.transient && problems + 1 < maxProblems) return scheduleCollect(gen, method, problems + 1);
            return fail(gen, method, outcome.message);
          }
          const { answer } = outcome;
          if (answer.status === 'pending') {
            if (answer.message && answer.message !== state.message) set({ ...state, message: answer.message });
            return scheduleCollect(gen, method, 0);
          }
          if (answer.status === 'failed') return fail(gen, method, answer.message ?? bankIdClientMessages.generic);
          return finish(gen, method, answer);
        });
    }, collectIntervalMs);
  };

  const stop = (tell: boolean) => {
    // An order still starting is cancelled when its start answers (see begin).
    const wasPending = state.phase === 'pending';
    generation += 1;
    stopTimers();
    silent = !tell;
    set({ phase: 'idle' });
    silent = false;
    if (wasPending) cancelAtServer();
  };

  const begin = (method: BankIdMethod) => {
    if (isActive(state)) stop(false);
    generation += 1;
    const gen = generation;
    lastMethod = method;
    set({ phase: 'starting', method });
    void options
      .start(method)
      .catch((): StartOutcome => ({ ok: false, message: bankIdClientMessages.startFailed }))
      .then((outcome) => {
        if (gen !== generation) {
          // Cancelled while starting: the order the server just made is not wanted (unless a newer run owns the cookie now).
          if (outcome.ok && !isActive(state)) cancelAtServer();
          return;
        }
        if (!outcome.ok) return fail(gen, method, outcome.message);
        const { start } = outcome;
        set({ phase: 'pending', method, message: start.message, qrCode: start.qrCode, autoStartToken: start.autoStartToken });
        if (method === 'qr') scheduleQr(gen);
        scheduleCollect(gen, method, 0);
      });
  };

  return {
    get state() {
      return state;
    },
    begin,
    retry: () => begin(lastMethod),
    cancel: () => stop(true),
    dispose: () => stop(false),
  };
}
