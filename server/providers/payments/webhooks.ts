// The portal's side of Nexi's webhooks: a callback is genuine when its Authorization header is the value we
// registered with the payment, and its body must be Nexi's envelope. Handlers must be idempotent on the
// envelope's id, since Nexi delivers at least once.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { WebhookEnvelope } from './types';

export type WebhookCheck =
  | { ok: true; envelope: WebhookEnvelope }
  | { ok: false; reason: 'unauthorized' | 'invalidBody'; details: string };

// Hashing first gives equal-length inputs, so neither the value nor its length leaks through timing.
const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Whether the Authorization header is exactly the registered value, compared in constant time. */
export function isAuthorizedWebhook(header: string | string[] | undefined, registered: string): boolean {
  if (typeof header !== 'string' || !registered) return false;
  return timingSafeEqual(digest(header), digest(registered));
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Checks the envelope's shape (accepting a JSON string or an already parsed body). */
export function parseWebhookEnvelope(body: unknown): { ok: true; envelope: WebhookEnvelope } | { ok: false; details: string } {
  let value = body;
  if (typeof body === 'string') {
    try {
      value = JSON.parse(body);
    } catch {
      return { ok: false, details: 'Body is not JSON' };
    }
  }
  if (!isObject(value)) return { ok: false, details: 'Body is not an object' };
  const { id, merchantId, timestamp, event, data } = value;
  if (typeof id !== 'string' || !id) return { ok: false, details: 'Missing id' };
  if (typeof merchantId !== 'number') return { ok: false, details: 'Missing merchantId' };
  if (typeof timestamp !== 'string' || Number.isNaN(Date.parse(timestamp))) return { ok: false, details: 'Invalid timestamp' };
  if (typeof event !== 'string' || !event.startsWith('payment.')) return { ok: false, details: 'Invalid event' };
  if (!isObject(data) || typeof data.paymentId !== 'string' || !data.paymentId) return { ok: false, details: 'Missing data.paymentId' };
  return { ok: true, envelope: value as unknown as WebhookEnvelope };
}

/** Both checks for one incoming callback: answer 401 to unauthorized, 400 to an invalid body, else 2xx fast. */
export function verifyWebhook(authorization: string | string[] | undefined, body: unknown, registered: string): WebhookCheck {
  if (!isAuthorizedWebhook(authorization, registered)) return { ok: false, reason: 'unauthorized', details: 'Authorization does not match' };
  const parsed = parseWebhookEnvelope(body);
  return parsed.ok ? parsed : { ok: false, reason: 'invalidBody', details: parsed.details };
}
