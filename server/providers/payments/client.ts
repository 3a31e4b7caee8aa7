// Client of the Nexi Checkout Payment API v1: JSON over HTTPS with the secret key as the raw Authorization
// header (no "Bearer"). The same client talks to the sandbox, whose paths are Nexi's below its mount point.
import type {
  CancelRequest,
  ChargeRequest,
  ChargeResponse,
  CreatePaymentRequest,
  CreatePaymentResponse,
  GetPaymentResponse,
  Payment,
  RefundRequest,
  RefundResponse,
  UnscheduledChargeRequest,
  UnscheduledChargeResponse,
  UnscheduledSubscriptionDetails,
} from './types';

export interface NexiClientOptions {
  /** https://api.dibspayment.eu (live), https://test.api.dibspayment.eu (test), or the sandbox's mount point. */
  baseUrl: string;
  /** The merchant's secret API key (test keys start with test-secret-key-). */
  secretKey: string;
  /** Per request. */
  timeoutMs?: number;
}

/**
 * A refusal from Nexi, or no usable answer at all (status null). A 400 about the request carries `errors`
 * (field path → messages); other failures carry Nexi's `code` and `source`, e.g. an issuer's decline.
 */
export class NexiError extends Error {
  constructor(
    readonly status: number | null,
    message: string,
    readonly details: { errors?: Record<string, string[]>; code?: string; source?: string } = {},
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'NexiError';
  }

  get errors(): Record<string, string[]> | undefined {
    return this.details.errors;
  }

  get code(): string | undefined {
    return this.details.code;
  }

  get source(): string | undefined {
    return this.details.source;
  }

  /** True when no answer came (timeout, network): the operation may or may not have happened. */
  get isTransport(): boolean {
    return this.status === null;
  }
}

/** The hosted page in the given language (Nexi reads `language`, e.g. sv-SE), whatever query it already has. */
export function hostedPageUrl(hostedPaymentPageUrl: string, language = 'sv-SE'): string {
  const url = new URL(hostedPaymentPageUrl);
  url.searchParams.set('language', language);
  return url.toString();
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

const isStringArrayRecord = (v: unknown): v is Record<string, string[]> =>
  typeof v === 'object' && v !== null && Object.values(v).every((m) => Array.isArray(m) && m.every((s) => typeof s === 'string'));

function errorFromResponse(status: number, text: string): NexiError {
  const body = parseJson(text) as { errors?: unknown; message?: unknown; code?: unknown; source?: unknown } | undefined;
  if (isStringArrayRecord(body?.errors)) {
    const first = Object.entries(body.errors).map(([field, msgs]) => `${field}: ${msgs.join(', ')}`);
    return new NexiError(status, `Nexi refused the request (HTTP ${status}): ${first.join('; ')}`, { errors: body.errors });
  }
  const message = typeof body?.message === 'string' && body.message ? body.message : text.slice(0, 200) || `HTTP ${status}`;
  const code = body?.code === undefined || body.code === null ? undefined : String(body.code);
  const source = typeof body?.source === 'string' ? body.source : undefined;
  return new NexiError(status, `Nexi HTTP ${status}${code ? ` code ${code}` : ''}: ${message}`, { code, source });
}

function transportError(err: unknown): NexiError {
  const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
  const message = err instanceof Error ? err.message : String(err);
  return new NexiError(null, timedOut ? `Nexi did not answer in time: ${message}` : `Nexi unreachable: ${message}`, {}, { cause: err });
}

const id = (value: string) => encodeURIComponent(value);

/** Nexi's Idempotency-Key (more than 1 and fewer than 64 characters): a repeat with the same key does nothing new. */
export interface Idempotent {
  idempotencyKey?: string;
}

export class NexiClient {
  private readonly baseUrl: string;
  private readonly secretKey: string;
  private readonly timeoutMs: number;

  constructor(options: NexiClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.secretKey = options.secretKey;
    this.timeoutMs = options.timeoutMs ?? 15_000;
  }

  /** Creates a payment; send the browser to hostedPaymentPageUrl (see hostedPageUrl for the language). */
  createPayment(request: CreatePaymentRequest): Promise<CreatePaymentResponse> {
    return this.send('POST', '/v1/payments', request);
  }

  /** The payment object (unwrapped from Nexi's { payment }). Trust this, not the browser's return to returnUrl. */
  async getPayment(paymentId: string): Promise<Payment> {
    return (await this.send<GetPaymentResponse>('GET', `/v1/payments/${id(paymentId)}`)).payment;
  }

  /** Charges a reserved payment (all of it, or part with orderItems). A declined charge is a NexiError. */
  chargePayment(paymentId: string, request: ChargeRequest, opts: Idempotent = {}): Promise<ChargeResponse> {
    return this.send('POST', `/v1/payments/${id(paymentId)}/charges`, request, opts);
  }

  /** Releases the reservation of a payment that has not been charged. */
  async cancelPayment(paymentId: string, request: CancelRequest): Promise<void> {
    await this.send('POST', `/v1/payments/${id(paymentId)}/cancels`, request);
  }

  /**
   * Refunds (part of) a charge. The refund may stay Pending (Nexi waits while the merchant account lacks the money);
   * payment.refund.completed or .failed tells the outcome, and GET payment shows each refund's state.
   */
  refundCharge(chargeId: string, request: RefundRequest, opts: Idempotent = {}): Promise<RefundResponse> {
    return this.send('POST', `/v1/charges/${id(chargeId)}/refunds`, request, opts);
  }

  /** Cancels a refund that is still Pending. */
  async cancelPendingRefund(refundId: string): Promise<void> {
    await this.send('POST', `/v1/pending-refunds/${id(refundId)}/cancel`);
  }

  /** Ends a checkout the customer never completed, so the hosted page can no longer be paid. */
  async terminatePayment(paymentId: string): Promise<void> {
    await this.send('PUT', `/v1/payments/${id(paymentId)}/terminate`);
  }

  /** Charges a stored card without the customer (autopay); the charge lands on a new payment. */
  chargeUnscheduledSubscription(unscheduledSubscriptionId: string, request: UnscheduledChargeRequest, opts: Idempotent = {}): Promise<UnscheduledChargeResponse> {
    return this.send('POST', `/v1/unscheduledsubscriptions/${id(unscheduledSubscriptionId)}/charges`, request, opts);
  }

  /** The stored card (e.g. to warn before it expires). */
  getUnscheduledSubscription(unscheduledSubscriptionId: string): Promise<UnscheduledSubscriptionDetails> {
    return this.send('GET', `/v1/unscheduledsubscriptions/${id(unscheduledSubscriptionId)}`);
  }

  // GET carries no body; lint and fetch both insist, so the body is only added when there is one.
  private init(method: string, payload: unknown, opts: Idempotent): RequestInit {
    const headers: Record<string, string> = { authorization: this.secretKey, accept: 'application/json' };
    if (opts.idempotencyKey) headers['idempotency-key'] = opts.idempotencyKey;
    const init: RequestInit = { method, headers, signal: AbortSignal.timeout(this.timeoutMs) };
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      init.body = JSON.stringify(payload);
    }
    return init;
  }

  private async send<T>(method: 'GET' | 'POST' | 'PUT', path: string, payload?: unknown, opts: Idempotent = {}): Promise<T> {
    let res: Response;
    let text: string;
    try {
      res = await fetch(`${this.baseUrl}${path}`, this.init(method, payload, opts));
      text = await res.text();
    } catch (err) {
      throw transportError(err);
    }
    if (!res.ok) throw errorFromResponse(res.status, text);
    // 204 (cancel, terminate) has no body.
    if (!text) return undefined as T;
    const json = parseJson(text);
    if (json === undefined || json === null || typeof json !== 'object') {
      throw new NexiError(res.status, `Nexi answered ${method} ${path} with HTTP ${res.status} but no JSON object`);
    }
    return json as T;
  }
}
