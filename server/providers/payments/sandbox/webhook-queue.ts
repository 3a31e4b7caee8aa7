// Delivers the sandbox's webhooks the way Nexi does: at least once, with retries, never inside the request
// that caused the event. Each delivery is a timer on a small in-memory queue; the tester's switches can delay,
// duplicate or drop them. Tests settle the queue with flush() or drain(); stop() clears it when the app closes.
import { randomBytes } from 'node:crypto';
import type { WebhookEnvelope } from '../types';

export interface DeliverySettings {
  /** Wait this long before the first attempt (to test a late webhook racing the browser's return). */
  delayMs: number;
  /** Deliver every event twice, with the same event id (to test idempotency). */
  duplicate: boolean;
  /** Record but never send (to test a portal that must not rely on webhooks alone). */
  drop: boolean;
}

export interface RetryPolicy {
  /** Tries per delivery, the first included. */
  attempts: number;
  /** Wait before the second try; doubled for each one after. */
  backoffMs: number;
  /** Per try. */
  timeoutMs: number;
}

export const DEFAULT_SETTINGS: DeliverySettings = { delayMs: 0, duplicate: false, drop: false };
export const DEFAULT_RETRY: RetryPolicy = { attempts: 3, backoffMs: 2000, timeoutMs: 5000 };

export type DeliveryStatus = 'pending' | 'sending' | 'delivered' | 'failed' | 'dropped';

/** One delivery of one event to one webhook, as the tester sees it. */
export interface Delivery {
  id: string;
  paymentId: string;
  /** The envelope's id: shared by duplicates and resends of the same event. */
  eventId: string;
  event: string;
  url: string;
  kind: 'original' | 'duplicate' | 'resend';
  status: DeliveryStatus;
  attempts: number;
  /** HTTP status of the last try. */
  lastStatus?: number;
  lastError?: string;
  createdAt: string;
  deliveredAt?: string;
}

interface Job {
  delivery: Delivery;
  authorization: string;
  body: string;
}

export class WebhookQueue {
  settings: DeliverySettings = { ...DEFAULT_SETTINGS };
  private readonly jobs = new Map<string, Job>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<void>>();
  private idleWaiters: (() => void)[] = [];
  private readonly abort = new AbortController();
  private stopped = false;

  constructor(
    private readonly now: () => Date,
    private readonly retry: RetryPolicy = DEFAULT_RETRY,
  ) {}

  /** Queues an event for one registered webhook; returns the deliveries it made (none sent when dropping). */
  enqueue(paymentId: string, envelope: WebhookEnvelope, target: { url: string; authorization: string }): Delivery[] {
    const body = JSON.stringify(envelope);
    const { delayMs, duplicate, drop } = this.settings;
    const kinds: Delivery['kind'][] = duplicate ? ['original', 'duplicate'] : ['original'];
    return kinds.map((kind) => {
      const job = this.record(paymentId, envelope, target, body, kind, drop ? 'dropped' : 'pending');
      if (!drop) this.schedule(job, delayMs);
      return job.delivery;
    });
  }

  /** Sends a delivery's event again at once (the tester's "Skicka om"), whatever the switches say. */
  resend(deliveryId: string): Delivery | undefined {
    const old = this.jobs.get(deliveryId);
    if (!old) return undefined;
    const { delivery: d, authorization, body } = old;
    const job = this.record(d.paymentId, { id: d.eventId, event: d.event }, { url: d.url, authorization }, body, 'resend', 'pending');
    this.schedule(job, 0);
    return job.delivery;
  }

  /** Every delivery (of one payment), oldest first. */
  list(paymentId?: string): Delivery[] {
    const all = [...this.jobs.values()].map((j) => j.delivery);
    return paymentId ? all.filter((d) => d.paymentId === paymentId) : all;
  }

  /** Sends everything waiting now, retries included, without waiting out delays or backoff; resolves when settled. */
  async flush(): Promise<void> {
    while (this.timers.size > 0 || this.inFlight.size > 0) {
      for (const [id, timer] of this.timers) {
        clearTimeout(timer);
        this.timers.delete(id);
        this.send(this.jobs.get(id)!);
      }
      await Promise.allSettled(this.inFlight);
    }
  }

  /** Resolves once nothing is waiting or in flight, letting delays and backoff run their course. */
  drain(): Promise<void> {
    if (this.idle) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Cancels timers and requests in flight; what was pending stays pending. For the app's onClose. */
  stop(): void {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.abort.abort();
    this.notifyIfIdle();
  }

  private get idle(): boolean {
    return this.timers.size === 0 && this.inFlight.size === 0;
  }

  private record(
    paymentId: string,
    envelope: Pick<WebhookEnvelope, 'id' | 'event'>,
    target: { url: string; authorization: string },
    body: string,
    kind: Delivery['kind'],
    status: DeliveryStatus,
  ): Job {
    const delivery: Delivery = {
      id: randomBytes(16).toString('hex'),
      paymentId,
      eventId: envelope.id,
      event: envelope.event,
      url: target.url,
      kind,
      status,
      attempts: 0,
      createdAt: this.now().toISOString(),
    };
    const job = { delivery, authorization: target.authorization, body };
    this.jobs.set(delivery.id, job);
    return job;
  }

  private schedule(job: Job, waitMs: number): void {
    if (this.stopped) return;
    const timer = setTimeout(() => {
      this.timers.delete(job.delivery.id);
      this.send(job);
    }, waitMs);
    // A pending webhook must not keep a test run or a script alive; stop() clears them on close anyway.
    timer.unref();
    this.timers.set(job.delivery.id, timer);
  }

  private send(job: Job): void {
    const attempt = this.attempt(job).finally(() => {
      this.inFlight.delete(attempt);
      this.notifyIfIdle();
    });
    this.inFlight.add(attempt);
  }

  private async attempt(job: Job): Promise<void> {
    const d = job.delivery;
    d.status = 'sending';
    d.attempts += 1;
    try {
      const res = await fetch(d.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: job.authorization },
        body: job.body,
        signal: AbortSignal.any([this.abort.signal, AbortSignal.timeout(this.retry.timeoutMs)]),
      });
      await res.body?.cancel();
      d.lastStatus = res.status;
      if (res.ok) {
        d.status = 'delivered';
        d.lastError = undefined;
        d.deliveredAt = this.now().toISOString();
        return;
      }
      d.lastError = `HTTP ${res.status}`;
    } catch (err) {
      d.lastError = err instanceof Error ? err.message : String(err);
    }
    // The retry is scheduled before this attempt settles, so drain() and flush() see it.
    if (d.attempts < this.retry.attempts && !this.stopped) {
      d.status = 'pending';
      this.schedule(job, this.retry.backoffMs * 2 ** (d.attempts - 1));
    } else {
      d.status = this.stopped ? 'pending' : 'failed';
    }
  }

  private notifyIfIdle(): void {
    if (!this.idle && !this.stopped) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }
}
