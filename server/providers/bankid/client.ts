// Client of the BankID Relying Party API v6.0: POST + JSON to <baseUrl>/rp/v6.0/<method>. Against BankID
// itself it authenticates with the RP's client certificate (mutual TLS); against the sandbox plain fetch will do.
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:https';
import {
  type AuthRequest,
  type BankIdErrorCode,
  type CollectResponse,
  type OrderResponse,
  type SignRequest,
  type Unknown,
} from './types';

export interface BankIdTlsOptions {
  /** The RP certificate: PEM text or a path to a PEM file (with key), or a PKCS#12 file path as pfx. */
  cert?: string;
  key?: string;
  pfx?: string;
  passphrase?: string;
  /** BankID's own root CA (PEM text or path). Given, it replaces the system CAs: the server is pinned. */
  ca?: string;
}

export interface BankIdClientOptions {
  /** https://appapi2.bankid.com (production), https://appapi2.test.bankid.com (test), or the sandbox's mount point. */
  baseUrl: string;
  /** Mutual TLS; required by BankID itself, not by the sandbox. */
  tls?: BankIdTlsOptions;
  /** Per request; BankID answers in well under a second. */
  timeoutMs?: number;
}

/**
 * A refusal from BankID ({errorCode, details}), or no usable answer at all (httpStatus null: the code is then
 * requestTimeout or internalError so the recommended message is still right). Unknown codes are kept verbatim.
 */
export class BankIdError extends Error {
  constructor(
    readonly errorCode: BankIdErrorCode | Unknown,
    readonly details: string,
    readonly httpStatus: number | null,
    options?: { cause?: unknown },
  ) {
    super(`BankID ${errorCode}${httpStatus ? ` (HTTP ${httpStatus})` : ''}: ${details}`, options);
    this.name = 'BankIdError';
  }
}

/** Base64 of UTF-8 text, as userVisibleData and userNonVisibleData must be sent. */
export const toBase64Utf8 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

interface RawResponse {
  status: number;
  text: string;
}

// When a proxy or gateway answers instead of BankID there is no errorCode; the status still says what happened.
const CODE_BY_STATUS: Record<number, BankIdErrorCode> = {
  400: 'invalidParameters',
  401: 'unauthorized',
  403: 'unauthorized',
  404: 'notFound',
  405: 'methodNotAllowed',
  408: 'requestTimeout',
  415: 'unsupportedMediaType',
  429: 'tooManyRequests',
  503: 'maintenance',
};

const pemOrFile = (value: string) => (value.includes('-----BEGIN') ? value : readFileSync(value, 'utf8'));

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

function errorFromResponse(res: RawResponse): BankIdError {
  const body = parseJson(res.text) as { errorCode?: unknown; details?: unknown } | undefined;
  const code = typeof body?.errorCode === 'string' ? body.errorCode : (CODE_BY_STATUS[res.status] ?? 'internalError');
  const details = typeof body?.details === 'string' ? body.details : res.text.slice(0, 200);
  return new BankIdError(code, details, res.status);
}

function transportError(err: unknown): BankIdError {
  const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
  const message = err instanceof Error ? err.message : String(err);
  return new BankIdError(timedOut ? 'requestTimeout' : 'internalError', message, null, { cause: err });
}

async function postWithFetch(url: string, body: string, timeoutMs: number): Promise<RawResponse> {
  const res = await fetch(url, {
    method: 'POST',
    // Exactly application/json: BankID refuses a charset parameter with unsupportedMediaType.
    headers: { 'content-type': 'application/json' },
    body,
    signal: AbortSignal.timeout(timeoutMs),
  });
  return { status: res.status, text: await res.text() };
}

// fetch cannot present a client certificate without undici's own Agent, so mutual TLS goes through node:https.
function postWithAgent(url: string, body: string, agent: Agent, timeoutMs: number): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        timeout: timeoutMs,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error(`no answer within ${timeoutMs} ms`), { name: 'TimeoutError' })));
    req.on('error', reject);
    req.end(body);
  });
}

export class BankIdClient {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly agent: Agent | null;

  constructor(options: BankIdClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 10_000;
    const tls = options.tls;
    if (tls && !this.baseUrl.startsWith('https:')) throw new Error('BankID client certificate given for a non-https baseUrl');
    this.agent = tls
      ? new Agent({
          keepAlive: true, // collect is polled every two seconds per order
          cert: tls.cert ? pemOrFile(tls.cert) : undefined,
          key: tls.key ? pemOrFile(tls.key) : undefined,
          pfx: tls.pfx ? readFileSync(tls.pfx) : undefined,
          passphrase: tls.passphrase,
          ca: tls.ca ? pemOrFile(tls.ca) : undefined,
        })
      : null;
  }

  /** Starts an identification. Show the animated QR code (qr.ts) or launch the app with autoStartToken. */
  auth(request: AuthRequest): Promise<OrderResponse> {
    return this.post('auth', request);
  }

  /** Starts a signature of userVisibleData (required here). */
  sign(request: SignRequest): Promise<OrderResponse> {
    return this.post('sign', request);
  }

  /** The order's state; poll every two seconds while pending. */
  collect(orderRef: string): Promise<CollectResponse> {
    return this.post('collect', { orderRef });
  }

  /** Cancels a pending order (the user left, or chose another way). */
  async cancel(orderRef: string): Promise<void> {
    await this.post('cancel', { orderRef });
  }

  /** Closes kept-alive TLS connections (on shutdown). */
  close(): void {
    this.agent?.destroy();
  }

  private async post<T>(method: string, payload: unknown): Promise<T> {
    const url = `${this.baseUrl}/rp/v6.0/${method}`;
    const body = JSON.stringify(payload);
    let res: RawResponse;
    try {
      res = this.agent ? await postWithAgent(url, body, this.agent, this.timeoutMs) : await postWithFetch(url, body, this.timeoutMs);
    } catch (err) {
      throw transportError(err);
    }
    if (res.status !== 200) throw errorFromResponse(res);
    const json = parseJson(res.text);
    if (json === undefined || json === null || typeof json !== 'object') {
      throw new BankIdError('internalError', `BankID ${method} answered 200 without a JSON object`, res.status);
    }
    return json as T;
  }
}
