// What the browser and a BankID API of our server say to each other, for both apps (the applicants' at
// /mypages/api/account, the back office's at /staff/api/bankid): the replies parsed, the requests of one order (start,
// QR string, collect, cancel) over the app's own fetch helper, and the same-device launch link. The order is bound
// to the browser by an httpOnly cookie, so no order reference travels through the SPA.
import { NetworkError, type ApiReply } from '../http/apiClient';
import { registrationMessages } from '../../rules/registration';

export type BankIdMethod = 'qr' | 'autostart';

export interface BankIdStartInfo {
  method: BankIdMethod;
  autoStartToken: string | null;
  qrCode: string | null;
  /** The recommended message to show while waiting (RFA1 / RFA13). */
  message: string;
}

export type StartOutcome = { ok: true; start: BankIdStartInfo } | { ok: false; message: string };

export interface CollectAnswer {
  status: 'pending' | 'failed' | 'complete';
  hintCode: string | null;
  /** The recommended user message (RFA text); null once complete without anything to say. */
  message: string | null;
  collectCompleted: boolean;
  successfulSigned: boolean;
  /** Login only: the person has no account that can log in. */
  noAccount: boolean;
  returnUrl: string | null;
  /** Identification and signature: the single-use proof the next call redeems. */
  bankIdToken: string | null;
}

/**
 * answer: the server's collect reply; gone: the order no longer exists (410); error: anything else,
 * `transient` when the server could not be reached or failed on its side (worth asking again).
 */
export type CollectOutcome =
  | { kind: 'answer'; answer: CollectAnswer }
  | { kind: 'gone'; message: string }
  | { kind: 'error'; message: string; transient: boolean };

/** What the polling needs from the server; tests give their own. */
export interface BankIdTransport {
  qrCode(): Promise<string | null>;
  collect(): Promise<CollectOutcome>;
  cancel(): Promise<void>;
}

export const bankIdClientMessages = {
  startFailed: 'Det gick inte att starta BankID. Försök igen om en stund.',
  unreachable: 'Server kan inte nås',
  generic: registrationMessages.generic,
} as const;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null;
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

function errorTextOf(body: unknown): string | null {
  return isObj(body) ? str(body.errorText) : null;
}

export function parseStart(status: number, body: unknown): StartOutcome {
  if (status === 200 && isObj(body) && body.success === true && (body.method === 'qr' || body.method === 'autostart')) {
    return {
      ok: true,
      start: {
        method: body.method,
        autoStartToken: str(body.autoStartToken),
        qrCode: str(body.qrCode),
        message: str(body.message) ?? '',
      },
    };
  }
  return { ok: false, message: errorTextOf(body) ?? bankIdClientMessages.startFailed };
}

export function parseCollect(status: number, body: unknown): CollectOutcome {
  if (status === 410) return { kind: 'gone', message: errorTextOf(body) ?? bankIdClientMessages.generic };
  if (status === 200 && isObj(body) && (body.status === 'pending' || body.status === 'failed' || body.status === 'complete')) {
    return {
      kind: 'answer',
      answer: {
        status: body.status,
        hintCode: str(body.hintCode),
        message: str(body.message),
        collectCompleted: body.collectCompleted === true,
        successfulSigned: body.successfulSigned === true,
        noAccount: body.noAccount === true,
        returnUrl: str(body.returnUrl),
        bankIdToken: str(body.bankIdToken),
      },
    };
  }
  return { kind: 'error', message: errorTextOf(body) ?? bankIdClientMessages.generic, transient: status >= 500 };
}

/** An app's request helper (createApiClient's apiRequest): a path under its API base, a JSON reply. */
export type ApiRequest = (path: string, options?: { method?: 'GET' | 'POST'; body?: unknown }) => Promise<ApiReply>;

/** Where one BankID API answers, relative to the app's API base. */
export interface BankIdPaths {
  qrCode: string;
  collect: string;
  cancel: string;
}

/** The requests of a BankID API over an app's request helper: starting an order, and the transport that polls it. */
export function bankIdRequests(request: ApiRequest, paths: BankIdPaths) {
  async function start(path: string, options: { method?: 'GET' | 'POST'; body?: unknown } = {}): Promise<StartOutcome> {
    try {
      const reply = await request(path, options);
      return parseStart(reply.status, reply.body);
    } catch (error) {
      if (error instanceof NetworkError) return { ok: false, message: bankIdClientMessages.unreachable };
      throw error;
    }
  }

  const transport: BankIdTransport = {
    async qrCode() {
      const reply = await request(paths.qrCode);
      return reply.status === 200 && isObj(reply.body) ? str(reply.body.qrCode) : null;
    },
    async collect() {
      try {
        const reply = await request(paths.collect, { method: 'POST', body: {} });
        return parseCollect(reply.status, reply.body);
      } catch (error) {
        if (error instanceof NetworkError) return { kind: 'error', message: bankIdClientMessages.unreachable, transient: true };
        throw error;
      }
    },
    async cancel() {
      await request(paths.cancel, { method: 'POST', body: {} });
    },
  };

  return { start, transport };
}

/** The same-device launch link of the BankID app; redirect=null keeps the user in the app's own flow. */
export function autoStartLink(autoStartToken: string): string {
  return `bankid:///?autostarttoken=${encodeURIComponent(autoStartToken)}&redirect=null`;
}
