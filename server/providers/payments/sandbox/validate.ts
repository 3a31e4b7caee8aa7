// Checks request bodies the way Nexi's Payment API does, answering its 400 shape {errors: {path: [message]}},
// so a client bug shows up against the sandbox as it would against Nexi. One deliberate difference: webhook,
// return and cancel URLs may be http:// (the sandbox and the portal run on localhost); Nexi demands https.
import {
  WEBHOOK_EVENT_NAMES,
  type CancelRequest,
  type ChargeRequest,
  type CreatePaymentRequest,
  type OrderItem,
  type RefundRequest,
  type UnscheduledChargeRequest,
} from '../types';

export type Checked<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string[]> };

export const LIMITS = { webhooks: 32, webhookUrl: 256, myReference: 36, text: 128 } as const;
const AUTHORIZATION = /^[A-Za-z0-9]{8,32}$/;
const CURRENCY = /^[A-Z]{3}$/;
const NEXI_ID = /^[0-9a-f]{32}$/;

/** Payment, charge, refund and subscription ids: 32 lowercase hex digits. */
export const isNexiId = (value: string) => NEXI_ID.test(value);

type Body = Record<string, unknown>;
const isObject = (v: unknown): v is Body => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** Collects every problem of a body, as Nexi lists them all at once. */
class Problems {
  readonly errors: Record<string, string[]> = {};

  add(path: string, message: string): void {
    (this.errors[path] ??= []).push(message);
  }

  get any(): boolean {
    return Object.keys(this.errors).length > 0;
  }

  result<T>(value: T): Checked<T> {
    return this.any ? { ok: false, errors: this.errors } : { ok: true, value };
  }

  text(body: Body, key: string, path: string, opts: { required?: boolean; max?: number } = {}): void {
    const v = body[key];
    if (v === undefined || v === null) {
      if (opts.required) this.add(path, `'${path}' must not be empty.`);
    } else if (typeof v !== 'string' || (opts.required && v.trim() === '')) {
      this.add(path, `'${path}' must be a non-empty string.`);
    } else if (opts.max && v.length > opts.max) {
      this.add(path, `The length of '${path}' must be ${opts.max} characters or fewer. You entered ${v.length} characters.`);
    }
  }

  url(body: Body, key: string, path: string, opts: { required?: boolean; max?: number } = {}): void {
    const v = body[key];
    if (v === undefined || v === null) {
      if (opts.required) this.add(path, `'${path}' must not be empty.`);
      return;
    }
    if (typeof v !== 'string' || !isHttpUrl(v)) this.add(path, `'${path}' must be an absolute URL.`);
    else if (opts.max && v.length > opts.max) this.add(path, `The length of '${path}' must be ${opts.max} characters or fewer.`);
  }

  bool(body: Body, key: string, path: string): void {
    if (body[key] !== undefined && typeof body[key] !== 'boolean') this.add(path, `'${path}' must be true or false.`);
  }

  amount(v: unknown, path: string, opts: { min?: number } = {}): void {
    const min = opts.min ?? 0;
    if (!isInt(v)) this.add(path, `'${path}' must be a whole number of minor units.`);
    else if (v < min) this.add(path, `'${path}' must be ${min} or more.`);
  }
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function checkItem(p: Problems, item: unknown, path: string): void {
  if (!isObject(item)) return p.add(path, `'${path}' must be an object.`);
  p.text(item, 'reference', `${path}.reference`, { required: true, max: LIMITS.text });
  p.text(item, 'name', `${path}.name`, { required: true, max: LIMITS.text });
  p.text(item, 'unit', `${path}.unit`, { required: true, max: LIMITS.text });
  if (typeof item.quantity !== 'number' || !(item.quantity > 0)) p.add(`${path}.quantity`, `'${path}.quantity' must be greater than 0.`);
  p.amount(item.unitPrice, `${path}.unitPrice`);
  for (const key of ['taxRate', 'taxAmount'] as const) if (item[key] !== undefined) p.amount(item[key], `${path}.${key}`);
  p.amount(item.grossTotalAmount, `${path}.grossTotalAmount`);
  p.amount(item.netTotalAmount, `${path}.netTotalAmount`);
  const tax = item.taxAmount ?? 0;
  if (isInt(item.grossTotalAmount) && isInt(item.netTotalAmount) && isInt(tax) && item.grossTotalAmount !== item.netTotalAmount + tax) {
    p.add(`${path}.grossTotalAmount`, 'grossTotalAmount must equal netTotalAmount + taxAmount.');
  }
}

function checkItems(p: Problems, items: unknown, path: string): void {
  if (!Array.isArray(items) || items.length === 0) return p.add(path, `'${path}' must contain at least one item.`);
  items.forEach((item, i) => checkItem(p, item, `${path}[${i}]`));
}

function checkOrder(p: Problems, order: unknown, opts: { zeroAllowed: boolean }): void {
  if (!isObject(order)) return p.add('order', "'order' must not be empty.");
  checkItems(p, order.items, 'order.items');
  p.amount(order.amount, 'order.amount', { min: opts.zeroAllowed ? 0 : 1 });
  if (typeof order.currency !== 'string' || !CURRENCY.test(order.currency)) p.add('order.currency', "'order.currency' must be an ISO 4217 code such as SEK.");
  p.text(order, 'reference', 'order.reference', { max: LIMITS.text });
  if (p.any || !Array.isArray(order.items)) return;
  const gross = (order.items as OrderItem[]).reduce((s, i) => s + i.grossTotalAmount, 0);
  if (gross !== order.amount) p.add('order.amount', `Amount does not match the sum of the order items (${gross}).`);
}

function checkWebhook(p: Problems, hook: unknown, path: string): void {
  if (!isObject(hook)) return p.add(path, `'${path}' must be an object.`);
  if (!(WEBHOOK_EVENT_NAMES as readonly unknown[]).includes(hook.eventName)) p.add(`${path}.eventName`, `'${path}.eventName' is not a known event.`);
  p.url(hook, 'url', `${path}.url`, { required: true, max: LIMITS.webhookUrl });
  if (typeof hook.authorization !== 'string' || !AUTHORIZATION.test(hook.authorization)) {
    p.add(`${path}.authorization`, `'${path}.authorization' must be 8 to 32 letters and digits.`);
  }
}

function checkNotifications(p: Problems, notifications: unknown): void {
  if (notifications === undefined) return;
  if (!isObject(notifications) || !Array.isArray(notifications.webhooks)) return p.add('notifications.webhooks', "'notifications.webhooks' must be a list.");
  if (notifications.webhooks.length > LIMITS.webhooks) p.add('notifications.webhooks', `At most ${LIMITS.webhooks} webhooks.`);
  notifications.webhooks.forEach((hook, i) => checkWebhook(p, hook, `notifications.webhooks[${i}]`));
}

function checkCheckout(p: Problems, checkout: unknown): void {
  if (!isObject(checkout)) return p.add('checkout', "'checkout' must not be empty.");
  const type = checkout.integrationType ?? 'EmbeddedCheckout';
  if (type !== 'HostedPaymentPage' && type !== 'EmbeddedCheckout') {
    p.add('checkout.integrationType', "'checkout.integrationType' must be HostedPaymentPage or EmbeddedCheckout.");
  }
  const hosted = type === 'HostedPaymentPage';
  p.url(checkout, 'returnUrl', 'checkout.returnUrl', { required: hosted });
  p.url(checkout, 'cancelUrl', 'checkout.cancelUrl');
  p.url(checkout, 'termsUrl', 'checkout.termsUrl', { required: true });
  p.url(checkout, 'url', 'checkout.url', { required: type === 'EmbeddedCheckout' });
  p.bool(checkout, 'charge', 'checkout.charge');
  p.bool(checkout, 'merchantHandlesConsumerData', 'checkout.merchantHandlesConsumerData');
  if (checkout.consumer !== undefined && !isObject(checkout.consumer)) p.add('checkout.consumer', "'checkout.consumer' must be an object.");
}

const reference = (p: Problems, body: Body) => p.text(body, 'myReference', 'myReference', { max: LIMITS.myReference });
const invalidBody = <T>(): Checked<T> => ({ ok: false, errors: { body: ['The request body is not a JSON object.'] } });

/** POST /v1/payments. An order of 0 is allowed only to verify and store a card (unscheduledSubscription.create). */
export function checkCreatePayment(body: unknown): Checked<CreatePaymentRequest> {
  if (!isObject(body)) return invalidBody();
  const p = new Problems();
  const sub = body.unscheduledSubscription;
  if (sub !== undefined && !(isObject(sub) && typeof sub.create === 'boolean')) {
    p.add('unscheduledSubscription.create', "'unscheduledSubscription.create' must be true or false.");
  }
  checkOrder(p, body.order, { zeroAllowed: isObject(sub) && sub.create === true });
  checkCheckout(p, body.checkout);
  checkNotifications(p, body.notifications);
  reference(p, body);
  return p.result(body as unknown as CreatePaymentRequest);
}

/** POST /v1/payments/{id}/charges. */
export function checkChargeRequest(body: unknown): Checked<ChargeRequest> {
  if (!isObject(body)) return invalidBody();
  const p = new Problems();
  p.amount(body.amount, 'amount', { min: 1 });
  if (body.orderItems !== undefined) checkItems(p, body.orderItems, 'orderItems');
  p.bool(body, 'finalCharge', 'finalCharge');
  reference(p, body);
  return p.result(body as unknown as ChargeRequest);
}

/** POST /v1/payments/{id}/cancels. */
export function checkCancelRequest(body: unknown): Checked<CancelRequest> {
  if (!isObject(body)) return invalidBody();
  const p = new Problems();
  p.amount(body.amount, 'amount', { min: 1 });
  return p.result(body as unknown as CancelRequest);
}

/** POST /v1/charges/{id}/refunds. */
export function checkRefundRequest(body: unknown): Checked<RefundRequest> {
  if (!isObject(body)) return invalidBody();
  const p = new Problems();
  p.amount(body.amount, 'amount', { min: 1 });
  if (body.orderItems !== undefined) checkItems(p, body.orderItems, 'orderItems');
  reference(p, body);
  return p.result(body as unknown as RefundRequest);
}

/** POST /v1/unscheduledsubscriptions/{id}/charges. */
export function checkUnscheduledCharge(body: unknown): Checked<UnscheduledChargeRequest> {
  if (!isObject(body)) return invalidBody();
  const p = new Problems();
  checkOrder(p, body.order, { zeroAllowed: false });
  checkNotifications(p, body.notifications);
  reference(p, body);
  return p.result(body as unknown as UnscheduledChargeRequest);
}
