// The real client against the sandbox over HTTP, the hosted page driven as a browser would, and the sandbox's
// webhooks received by a route in the same app and checked with the portal's own verification.
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { hostedPageUrl, NexiClient, NexiError } from './client';
import { createPaymentsSandbox, paymentsSandboxPlugin, PaymentsSandboxDriver, type PaymentsSandbox } from './sandbox';
import type { CreatePaymentRequest, WebhookEnvelope, WebhookEventName } from './types';
import { orderItem, orderOf } from './vat';
import { verifyWebhook } from './webhooks';

const SECRET = 'test-secret-key-0123456789abcdef';
const HOOK_AUTH = 's3cretHookAuth1';
const VISA = '4925000000000004';
const MASTERCARD = '5413000000000000';
const DECLINED = '4925000000000087';
const CHARGE_FAILS = '4925000000000079';
const T0 = new Date('2026-11-22T10:00:00Z');

let app: FastifyInstance;
let origin: string;
let client: NexiClient;
let driver: PaymentsSandboxDriver;
let sandbox: PaymentsSandbox;
let received: { authorization: string | undefined; envelope: WebhookEnvelope; verified: boolean }[];
/** The receiver answers 500 to this many requests before it starts answering 204. */
let failNext: number;

beforeEach(async () => {
  received = [];
  failNext = 0;
  sandbox = createPaymentsSandbox({ now: () => T0, retry: { backoffMs: 20, timeoutMs: 2000 } });
  app = Fastify();
  await app.register(formbody);
  await app.register(paymentsSandboxPlugin, { prefix: '/sandbox/payments', secretKey: SECRET, sandbox });
  app.post('/hooks/nexi', async (req, reply) => {
    if (failNext > 0) {
      failNext -= 1;
      return reply.code(500).send();
    }
    const check = verifyWebhook(req.headers.authorization, req.body, HOOK_AUTH);
    received.push({ authorization: req.headers.authorization, envelope: req.body as WebhookEnvelope, verified: check.ok });
    return reply.code(204).send();
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  client = new NexiClient({ baseUrl: `${origin}/sandbox/payments`, secretKey: SECRET });
  driver = new PaymentsSandboxDriver(`${origin}/sandbox/payments`);
});
afterEach(async () => {
  await app.close();
});

const EVENTS: WebhookEventName[] = [
  'payment.checkout.completed',
  'payment.reservation.failed',
  'payment.charge.created.v2',
  'payment.charge.failed',
  'payment.cancel.created',
  'payment.refund.initiated.v2',
  'payment.refund.completed',
  'payment.refund.failed',
];

function paymentRequest(fields: { amount?: number; charge?: boolean; storeCard?: boolean } = {}): CreatePaymentRequest {
  const amount = fields.amount ?? 30500;
  return {
    order: orderOf('INV-10001', [orderItem({ reference: 'KOAVGIFT-2025', name: 'Köavgift 2025', unitGross: amount })]),
    checkout: {
      integrationType: 'HostedPaymentPage',
      returnUrl: `${origin}/betalning/klar`,
      cancelUrl: `${origin}/betalning/avbruten`,
      termsUrl: `${origin}/villkor`,
      charge: fields.charge ?? true,
      merchantHandlesConsumerData: true,
      consumer: { email: 'anna@example.se', privatePerson: { firstName: 'Anna', lastName: 'Andersson' } },
    },
    notifications: { webhooks: EVENTS.map((eventName) => ({ eventName, url: `${origin}/hooks/nexi`, authorization: HOOK_AUTH })) },
    ...(fields.storeCard ? { unscheduledSubscription: { create: true } } : {}),
    myReference: 'queue-fee-2025-ansokan-42',
  };
}

const eventsOf = (paymentId: string) => received.filter((r) => r.envelope.data.paymentId === paymentId).map((r) => r.envelope.event).sort();

async function rejection(p: Promise<unknown>): Promise<NexiError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(NexiError);
  return err as NexiError;
}

async function paid(card = VISA, fields: Parameters<typeof paymentRequest>[0] = {}) {
  const { paymentId } = await client.createPayment(paymentRequest(fields));
  const result = await driver.payWithCard(paymentId, card);
  expect(result).toMatchObject({ redirected: true, status: 302 });
  return paymentId;
}

describe('checkout on the hosted page', () => {
  it('create (charge:true) → pay → redirect with paymentid → charged → webhooks with our Authorization', async () => {
    const created = await client.createPayment(paymentRequest());
    expect(created.paymentId).toMatch(/^[0-9a-f]{32}$/);
    expect(created.hostedPaymentPageUrl).toBe(`${origin}/sandbox/payments/checkout/${created.paymentId}`);

    const swedish = hostedPageUrl(created.hostedPaymentPageUrl!);
    expect(swedish).toBe(`${created.hostedPaymentPageUrl}?language=sv-SE`);
    expect((await fetch(swedish)).status).toBe(200);
    const page = await driver.checkoutPage(created.paymentId);
    expect(page.status).toBe(200);
    expect(page.html).toContain('305,00 kr');
    expect(page.html).toContain('Köavgift 2025');
    for (const text of ['<label for="cardNumber">Kortnummer</label>', '<label for="expiry">Utgångsdatum (MM/ÅÅ)</label>', '<label for="cvc">CVC</label>', '>Betala</button>', '>Avbryt</button>']) {
      expect(page.html).toContain(text);
    }

    const result = await driver.payWithCard(created.paymentId, VISA);
    expect(result).toEqual({ redirected: true, status: 302, location: `${origin}/betalning/klar?paymentid=${created.paymentId}` });

    const payment = await client.getPayment(created.paymentId);
    expect(payment.summary).toEqual({ reservedAmount: 30500, chargedAmount: 30500 });
    expect(payment.paymentDetails).toEqual({ paymentType: 'CARD', paymentMethod: 'Visa', cardDetails: { maskedPan: '492500******0004', expiryDate: '1249' } });
    expect(payment.orderDetails).toEqual({ amount: 30500, currency: 'SEK', reference: 'INV-10001' });
    expect(payment.charges).toEqual([{ chargeId: expect.stringMatching(/^[0-9a-f]{32}$/), amount: 30500, created: T0.toISOString(), orderItems: expect.any(Array) }]);
    expect(payment.myReference).toBe('queue-fee-2025-ansokan-42');

    await sandbox.flush();
    expect(eventsOf(created.paymentId)).toEqual(['payment.charge.created.v2', 'payment.checkout.completed']);
    expect(received.every((r) => r.authorization === HOOK_AUTH && r.verified)).toBe(true);
    const charge = received.find((r) => r.envelope.event === 'payment.charge.created.v2')!.envelope;
    expect(charge).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      merchantId: 100000001,
      timestamp: T0.toISOString(),
      event: 'payment.charge.created.v2',
      data: {
        paymentId: created.paymentId,
        chargeId: payment.charges![0]!.chargeId,
        paymentMethod: 'Visa',
        paymentType: 'CARD',
        orderItems: expect.any(Array),
        amount: { amount: 30500, currency: 'SEK' },
      },
    });
    const completed = received.find((r) => r.envelope.event === 'payment.checkout.completed')!.envelope;
    expect(completed.data.order).toMatchObject({ reference: 'INV-10001', amount: { amount: 30500, currency: 'SEK' } });
  });

  it('a declined card shows the reason and lets the customer try another card', async () => {
    const { paymentId } = await client.createPayment(paymentRequest());
    const declined = await driver.payWithCard(paymentId, DECLINED);
    expect(declined).toMatchObject({ redirected: false, status: 402 });
    expect(declined.redirected || declined.alert).toBe('Betalningen godkändes inte Kortutgivaren nekade betalningen (felkod 05). Försök med ett annat kort eller avbryt köpet.');
    expect((await client.getPayment(paymentId)).summary).toEqual({});

    const retried = await driver.payWithCard(paymentId, MASTERCARD);
    expect(retried).toMatchObject({ redirected: true, location: expect.stringContaining(`paymentid=${paymentId}`) });
    expect((await client.getPayment(paymentId)).paymentDetails.paymentMethod).toBe('MasterCard');
    await sandbox.flush();
    expect(eventsOf(paymentId)).toEqual(['payment.charge.created.v2', 'payment.checkout.completed', 'payment.reservation.failed']);
  });

  it.each<[string, string, { expiry?: string; cvc?: string }, number, string]>([
    ['an unknown card', '4111111111111111', {}, 422, 'Kortet kunde inte användas'],
    ['a malformed number and no CVC', '4925', { cvc: '' }, 422, 'Kontrollera kortuppgifterna Kortnumret ska bestå av 12–19 siffror. Ange CVC'],
    ['an expired card', VISA, { expiry: '10/26' }, 422, 'Kortet har gått ut.'],
  ])('%s is refused at the page', async (_name, card, details, status, alert) => {
    const { paymentId } = await client.createPayment(paymentRequest());
    const result = await driver.payWithCard(paymentId, card, details);
    expect(result).toMatchObject({ redirected: false, status });
    expect(result.redirected ? '' : result.alert).toContain(alert);
    expect((await client.getPayment(paymentId)).summary).toEqual({});
  });

  it('a magic amount (1,33 kr) fails the reservation with error code 33', async () => {
    const { paymentId } = await client.createPayment(paymentRequest({ amount: 133 }));
    const result = await driver.payWithCard(paymentId, VISA);
    expect(result.redirected ? '' : result.alert).toContain('felkod 33');
    await sandbox.flush();
    expect(received.find((r) => r.envelope.event === 'payment.reservation.failed')?.envelope.data.error).toMatchObject({ code: '33' });
  });

  it('Avbryt sends the browser to cancelUrl and leaves the payment open', async () => {
    const { paymentId } = await client.createPayment(paymentRequest());
    expect(await driver.cancelCheckout(paymentId)).toEqual({ redirected: true, status: 302, location: `${origin}/betalning/avbruten` });
    expect((await client.getPayment(paymentId)).summary).toEqual({});
    expect((await driver.payment(paymentId))?.attempts).toEqual([{ at: T0.toISOString(), outcome: 'cancelledByUser' }]);
  });

  it('a paid or terminated payment cannot be paid again', async () => {
    const paymentId = await paid();
    const again = await driver.payWithCard(paymentId, VISA);
    expect(again.redirected ? '' : again.alert).toContain('Betalningen är redan genomförd');

    const { paymentId: open } = await client.createPayment(paymentRequest());
    await client.terminatePayment(open);
    expect((await client.getPayment(open)).terminated).toBe(T0.toISOString());
    const terminated = await driver.payWithCard(open, VISA);
    expect(terminated.redirected ? '' : terminated.alert).toContain('Betalningen är avbruten');
    expect((await rejection(client.terminatePayment(paymentId))).status).toBe(400);
  });

  it('refuses a cross-site post of the card form', async () => {
    const { paymentId } = await client.createPayment(paymentRequest());
    const res = await fetch(`${origin}/sandbox/payments/checkout/${paymentId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: new URLSearchParams({ cardNumber: VISA, expiry: '12/49', cvc: '123', action: 'pay' }).toString(),
    });
    expect(res.status).toBe(403);
  });

  it('answers 404 with a page for an unknown payment', async () => {
    const page = await driver.checkoutPage('0'.repeat(32));
    expect(page.status).toBe(404);
    expect(page.html).toContain('Betalningen finns inte');
  });
});

describe('charges, cancels and refunds through the API', () => {
  it('charges a reservation later, and refunds part of the charge', async () => {
    const paymentId = await paid(VISA, { charge: false });
    expect((await client.getPayment(paymentId)).summary).toEqual({ reservedAmount: 30500 });
    const { chargeId } = await client.chargePayment(paymentId, { amount: 30500 });
    const { refundId } = await client.refundCharge(chargeId, { amount: 10000 });
    expect(refundId).toMatch(/^[0-9a-f]{32}$/);
    const payment = await client.getPayment(paymentId);
    expect(payment.summary).toEqual({ reservedAmount: 30500, chargedAmount: 30500, refundedAmount: 10000 });
    expect(payment.refunds).toEqual([{ refundId, amount: 10000, state: 'Completed', lastUpdated: T0.toISOString() }]);
    const tooMuch = await rejection(client.refundCharge(chargeId, { amount: 20501 }));
    expect(tooMuch.status).toBe(400);
    await sandbox.flush();
    expect(eventsOf(paymentId)).toEqual(['payment.charge.created.v2', 'payment.checkout.completed', 'payment.refund.completed', 'payment.refund.initiated.v2']);
  });

  it('a later charge of card 079 is declined (402) with a charge.failed webhook', async () => {
    const paymentId = await paid(CHARGE_FAILS, { charge: false });
    const err = await rejection(client.chargePayment(paymentId, { amount: 30500 }));
    expect({ status: err.status, code: err.code, source: err.source }).toEqual({ status: 402, code: '99', source: 'Internal' });
    await sandbox.flush();
    const failed = received.find((r) => r.envelope.event === 'payment.charge.failed')!.envelope;
    expect(failed.data).toMatchObject({ paymentId, amount: { amount: 30500, currency: 'SEK' }, error: { code: '99' } });
  });

  it('card 079 with charge:true is charged at checkout', async () => {
    const paymentId = await paid(CHARGE_FAILS);
    expect((await client.getPayment(paymentId)).summary.chargedAmount).toBe(30500);
  });

  it('cancels a reservation', async () => {
    const paymentId = await paid(VISA, { charge: false });
    await client.cancelPayment(paymentId, { amount: 30500 });
    expect((await client.getPayment(paymentId)).summary).toEqual({ reservedAmount: 30500, cancelledAmount: 30500 });
    expect((await rejection(client.chargePayment(paymentId, { amount: 30500 }))).status).toBe(400);
    await sandbox.flush();
    expect(eventsOf(paymentId)).toContain('payment.cancel.created');
  });
});

describe('refunds as Nexi has them', () => {
  const chargeOf = async (paymentId: string) => (await client.getPayment(paymentId)).charges![0]!.chargeId;

  it('a repeat with the same Idempotency-Key refunds once and answers the same refund id', async () => {
    const paymentId = await paid();
    const chargeId = await chargeOf(paymentId);
    const answers = await Promise.all([1, 2, 3].map(() => client.refundCharge(chargeId, { amount: 30500 }, { idempotencyKey: `refund-${chargeId}` })));
    expect(new Set(answers.map((a) => a.refundId)).size).toBe(1);
    const payment = await client.getPayment(paymentId);
    expect(payment.refunds).toEqual([{ refundId: answers[0]!.refundId, amount: 30500, state: 'Completed', lastUpdated: T0.toISOString() }]);
    expect(payment.summary.refundedAmount).toBe(30500);
    // The key with another request is refused; without a key nothing is left to refund.
    const other = await rejection(client.refundCharge(chargeId, { amount: 100 }, { idempotencyKey: `refund-${chargeId}` }));
    expect({ status: other.status, fields: Object.keys(other.errors ?? {}) }).toEqual({ status: 400, fields: ['Idempotency-Key'] });
    expect((await rejection(client.refundCharge(chargeId, { amount: 1 }))).status).toBe(400);
  });

  it('a repeat charge with the same Idempotency-Key charges once', async () => {
    const paymentId = await paid(VISA, { charge: false });
    const first = await client.chargePayment(paymentId, { amount: 10000, finalCharge: false }, { idempotencyKey: 'charge-1' });
    const again = await client.chargePayment(paymentId, { amount: 10000, finalCharge: false }, { idempotencyKey: 'charge-1' });
    expect(again.chargeId).toBe(first.chargeId);
    expect((await client.getPayment(paymentId)).summary.chargedAmount).toBe(10000);
  });

  it('refuses an Idempotency-Key of one character or of 64', async () => {
    const chargeId = await chargeOf(await paid());
    for (const key of ['a', 'x'.repeat(64)]) {
      const err = await rejection(client.refundCharge(chargeId, { amount: 100 }, { idempotencyKey: key }));
      expect({ status: err.status, fields: Object.keys(err.errors ?? {}) }).toEqual({ status: 400, fields: ['Idempotency-Key'] });
    }
  });

  it('a pending refund waits for the acquirer, and a pending one can be cancelled', async () => {
    expect(await driver.settings({ refunds: 'pending' })).toMatchObject({ refunds: 'pending' });
    const paymentId = await paid();
    const chargeId = await chargeOf(paymentId);
    const waiting = await client.refundCharge(chargeId, { amount: 10000 });
    const cancelled = await client.refundCharge(chargeId, { amount: 20500 });
    let payment = await client.getPayment(paymentId);
    expect(payment.refunds!.map((r) => r.state)).toEqual(['Pending', 'Pending']);
    expect(payment.summary.refundedAmount).toBeUndefined();
    // Pending money counts against the charge.
    expect((await rejection(client.refundCharge(chargeId, { amount: 1 }))).status).toBe(400);

    await client.cancelPendingRefund(cancelled.refundId);
    expect(await driver.settleRefunds()).toBe(1);
    payment = await client.getPayment(paymentId);
    expect(payment.refunds!.map((r) => [r.refundId, r.state])).toEqual([
      [waiting.refundId, 'Completed'],
      [cancelled.refundId, 'Cancelled'],
    ]);
    expect(payment.summary).toMatchObject({ chargedAmount: 30500, refundedAmount: 10000 });
    expect((await rejection(client.cancelPendingRefund(waiting.refundId))).status).toBe(400);
    expect((await rejection(client.cancelPendingRefund('0'.repeat(32)))).status).toBe(404);
    await sandbox.flush();
    const refundEvents = received.filter((r) => r.envelope.data.paymentId === paymentId && r.envelope.event.startsWith('payment.refund'));
    expect(refundEvents.map((r) => [r.envelope.event, r.envelope.data.refundId])).toEqual([
      ['payment.refund.initiated.v2', waiting.refundId],
      ['payment.refund.initiated.v2', cancelled.refundId],
      ['payment.refund.completed', waiting.refundId],
    ]);
  });

  it('a refund the acquirer fails is Failed with a payment.refund.failed webhook, and the money can be refunded again', async () => {
    await driver.settings({ refunds: 'fail' });
    const paymentId = await paid();
    const chargeId = await chargeOf(paymentId);
    const { refundId } = await client.refundCharge(chargeId, { amount: 30500 });
    expect((await client.getPayment(paymentId)).refunds).toEqual([{ refundId, amount: 30500, state: 'Failed', lastUpdated: T0.toISOString() }]);
    await sandbox.flush();
    const failed = received.find((r) => r.envelope.event === 'payment.refund.failed')!.envelope;
    expect(failed.data).toEqual({ paymentId, refundId, error: { message: 'Refund declined by the acquirer', code: '25', source: 'Internal' }, amount: { amount: 30500, currency: 'SEK' } });
    await driver.settings({ refunds: 'complete' });
    await client.refundCharge(chargeId, { amount: 30500 });
    expect((await client.getPayment(paymentId)).summary.refundedAmount).toBe(30500);
  });

  it('the tester page shows each refund’s state, and its form sets the refund switch', async () => {
    await driver.settings({ refunds: 'pending' });
    const paymentId = await paid();
    await client.refundCharge(await chargeOf(paymentId), { amount: 500 });
    const html = await (await fetch(`${origin}/sandbox/payments/`)).text();
    for (const text of ['Återbetalning väntar', '5,00 kr, väntar', '<legend>Återbetalningar</legend>', '>Slutför väntande återbetalningar</button>']) expect(html).toContain(text);
    const res = await fetch(`${origin}/sandbox/payments/tester/settings`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'delayMs=0&refunds=fail',
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect((await driver.settings()).refunds).toBe('fail');
    const bad = await fetch(`${origin}/sandbox/payments/tester/settings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"refunds":"later"}' });
    expect(bad.status).toBe(400);
  });
});

describe('autopay with an unscheduled subscription', () => {
  it('stores the card at checkout and charges it later on a new payment', async () => {
    const paymentId = await paid(VISA, { storeCard: true });
    const subscriptionId = (await client.getPayment(paymentId)).unscheduledSubscription?.unscheduledSubscriptionId;
    expect(subscriptionId).toMatch(/^[0-9a-f]{32}$/);
    expect(await client.getUnscheduledSubscription(subscriptionId!)).toEqual({
      unscheduledSubscriptionId: subscriptionId,
      paymentDetails: { paymentType: 'CARD', paymentMethod: 'Visa', cardDetails: { maskedPan: '492500******0004', expiryDate: '1249' } },
    });

    const renewal = paymentRequest({ amount: 32000 });
    const charged = await client.chargeUnscheduledSubscription(subscriptionId!, { order: { ...renewal.order, reference: 'INV-10002' }, notifications: renewal.notifications });
    expect(charged.paymentId).not.toBe(paymentId);
    expect(charged.chargeId).toMatch(/^[0-9a-f]{32}$/);
    const renewed = await client.getPayment(charged.paymentId);
    expect(renewed.summary).toEqual({ reservedAmount: 32000, chargedAmount: 32000 });
    expect(renewed.charges?.[0]?.chargeId).toBe(charged.chargeId);
    await sandbox.flush();
    expect(eventsOf(charged.paymentId)).toEqual(['payment.charge.created.v2']);
  });

  it('no card is stored without create:true', async () => {
    const paymentId = await paid(VISA);
    expect((await client.getPayment(paymentId)).unscheduledSubscription).toBeUndefined();
  });

  it.each<[string, string, number, string]>([
    ['card 079', CHARGE_FAILS, 30500, '99'],
    ['a magic amount', VISA, 133, '33'],
  ])('a stored-card charge fails (402) for %s', async (_name, card, amount, code) => {
    const paymentId = await paid(card, { storeCard: true });
    const subscriptionId = (await client.getPayment(paymentId)).unscheduledSubscription!.unscheduledSubscriptionId;
    const err = await rejection(client.chargeUnscheduledSubscription(subscriptionId, { order: paymentRequest({ amount }).order }));
    expect({ status: err.status, code: err.code }).toEqual({ status: 402, code });
  });

  it('a repeat stored-card charge with the same Idempotency-Key charges once, and a declined one stays declined', async () => {
    const subscriptionId = async (card: string) => (await client.getPayment(await paid(card, { storeCard: true }))).unscheduledSubscription!.unscheduledSubscriptionId;
    const card = await subscriptionId(VISA);
    const request = { order: { ...paymentRequest({ amount: 32000 }).order, reference: 'INV-20001' }, myReference: 'autopay-7-1' };
    const answers = await Promise.all([1, 2, 3].map(() => client.chargeUnscheduledSubscription(card, request, { idempotencyKey: 'autopay-7-1' })));
    expect(new Set(answers.map((a) => `${a.paymentId} ${a.chargeId}`)).size).toBe(1);
    const charged = (await driver.payments()).filter((p) => p.myReference === 'autopay-7-1');
    expect(charged.map((p) => p.charges.map((c) => [c.chargeId, c.amount]))).toEqual([[[answers[0]!.chargeId, 32000]]]);
    // Another key is another charge; the key with another request is refused and charges nothing.
    const next = await client.chargeUnscheduledSubscription(card, { ...request, myReference: 'autopay-7-2' }, { idempotencyKey: 'autopay-7-2' });
    expect(next.paymentId).not.toBe(answers[0]!.paymentId);
    const reused = await rejection(client.chargeUnscheduledSubscription(card, { ...request, myReference: 'other' }, { idempotencyKey: 'autopay-7-1' }));
    expect({ status: reused.status, fields: Object.keys(reused.errors ?? {}) }).toEqual({ status: 400, fields: ['Idempotency-Key'] });
    expect((await driver.payments()).filter((p) => p.myReference === 'other')).toEqual([]);

    const failing = await subscriptionId(CHARGE_FAILS);
    const declined = { order: paymentRequest({ amount: 30500 }).order, myReference: 'autopay-8-1' };
    const first = await rejection(client.chargeUnscheduledSubscription(failing, declined, { idempotencyKey: 'autopay-8-1' }));
    const again = await rejection(client.chargeUnscheduledSubscription(failing, declined, { idempotencyKey: 'autopay-8-1' }));
    expect([first.status, again.status, again.code]).toEqual([402, 402, first.code]);
    expect((await driver.payments()).filter((p) => p.myReference === 'autopay-8-1')).toHaveLength(1);
  });

  it('an unknown subscription is 404', async () => {
    expect((await rejection(client.getUnscheduledSubscription('f'.repeat(32)))).status).toBe(404);
  });
});

describe('webhook delivery switches', () => {
  it('duplicate: every event arrives twice with the same event id', async () => {
    expect(await driver.settings({ duplicate: true })).toEqual({ delayMs: 0, duplicate: true, drop: false, refunds: 'complete' });
    const paymentId = await paid();
    await sandbox.flush();
    const completed = received.filter((r) => r.envelope.event === 'payment.checkout.completed' && r.envelope.data.paymentId === paymentId);
    expect(completed).toHaveLength(2);
    expect(completed[0]!.envelope.id).toBe(completed[1]!.envelope.id);
  });

  it('drop: nothing arrives; the tester sees the deliveries and can resend one', async () => {
    await driver.settings({ drop: true });
    const paymentId = await paid();
    await sandbox.flush();
    expect(received).toEqual([]);
    const view = await driver.payment(paymentId);
    expect(view?.deliveries.map((d) => `${d.event}:${d.status}`).sort()).toEqual(['payment.charge.created.v2:dropped', 'payment.checkout.completed:dropped']);

    const dropped = view!.deliveries.find((d) => d.event === 'payment.checkout.completed')!;
    const resent = await driver.resend(dropped.id);
    expect(resent).toMatchObject({ eventId: dropped.eventId, kind: 'resend' });
    await sandbox.flush();
    expect(received.map((r) => r.envelope.id)).toEqual([dropped.eventId]);
  });

  it('delay: the payment completes at once and the webhooks come later', async () => {
    await driver.settings({ delayMs: 300 });
    const started = Date.now();
    const paymentId = await paid();
    expect(Date.now() - started).toBeLessThan(300);
    expect(received).toEqual([]);
    await sandbox.drain();
    expect(eventsOf(paymentId)).toEqual(['payment.charge.created.v2', 'payment.checkout.completed']);
  });

  it('retries a delivery the receiver refused', async () => {
    failNext = 2;
    const paymentId = await paid(VISA, { charge: false });
    await sandbox.drain();
    const delivery = (await driver.payment(paymentId))!.deliveries[0]!;
    expect(delivery).toMatchObject({ event: 'payment.checkout.completed', status: 'delivered', attempts: 3, lastStatus: 204 });
    expect(eventsOf(paymentId)).toEqual(['payment.checkout.completed']);
  });

  it('gives up after three tries', async () => {
    failNext = 3;
    const paymentId = await paid(VISA, { charge: false });
    await sandbox.flush();
    expect((await driver.payment(paymentId))!.deliveries[0]).toMatchObject({ status: 'failed', attempts: 3, lastError: 'HTTP 500' });
  });

  it('the tester page lists payments and switches; its form saves them', async () => {
    await paid();
    await sandbox.flush();
    const html = await (await fetch(`${origin}/sandbox/payments/`)).text();
    for (const text of ['Kortbetalningar (Nexi)', 'INV-10001 – 305,00 kr', 'Debiterad', 'Levererad', '>Skicka om</button>', 'Spara inställningar']) expect(html).toContain(text);

    const res = await fetch(`${origin}/sandbox/payments/tester/settings`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'delayMs=250&duplicate=on',
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(await driver.settings()).toEqual({ delayMs: 250, duplicate: true, drop: false, refunds: 'complete' });
    const bad = await fetch(`${origin}/sandbox/payments/tester/settings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"delayMs":-1}' });
    expect(bad.status).toBe(400);
  });

  it('closing the app stops waiting deliveries', async () => {
    await driver.settings({ delayMs: 60_000 });
    const paymentId = await paid();
    await app.close();
    await sandbox.drain();
    expect(sandbox.webhooks.list(paymentId).map((d) => d.status)).toEqual(['pending', 'pending']);
  });
});

describe('request validation and errors', () => {
  it('amount ≠ Σ gross is a 400 with Nexi\'s errors map', async () => {
    const request = paymentRequest();
    const err = await rejection(client.createPayment({ ...request, order: { ...request.order, amount: 30000 } }));
    expect(err.status).toBe(400);
    expect(err.errors).toEqual({ 'order.amount': ['Amount does not match the sum of the order items (30500).'] });
  });

  it('hosted page without returnUrl and a short webhook authorization', async () => {
    const request = paymentRequest();
    const err = await rejection(
      client.createPayment({
        ...request,
        checkout: { ...request.checkout, returnUrl: undefined },
        notifications: { webhooks: [{ eventName: 'payment.checkout.completed', url: `${origin}/hooks/nexi`, authorization: 'short' }] },
      }),
    );
    expect(Object.keys(err.errors ?? {})).toEqual(['checkout.returnUrl', 'notifications.webhooks[0].authorization']);
  });

  it('a wrong secret key is 401', async () => {
    const other = new NexiClient({ baseUrl: `${origin}/sandbox/payments`, secretKey: 'test-secret-key-wrong' });
    const err = await rejection(other.createPayment(paymentRequest()));
    expect(err.status).toBe(401);
  });

  it('an unknown payment or charge is 404', async () => {
    expect((await rejection(client.getPayment('0'.repeat(32)))).status).toBe(404);
    expect((await rejection(client.refundCharge('0'.repeat(32), { amount: 1 }))).status).toBe(404);
  });

  it('unreadable JSON is a 400 in Nexi\'s shape', async () => {
    const res = await fetch(`${origin}/sandbox/payments/v1/payments`, { method: 'POST', headers: { authorization: SECRET, 'content-type': 'application/json' }, body: '{' });
    expect(res.status).toBe(400);
    expect(Object.keys(((await res.json()) as { errors: object }).errors)).toEqual(['body']);
  });

  it('no answer at all is a NexiError without status', async () => {
    const dead = new NexiClient({ baseUrl: 'http://127.0.0.1:9', secretKey: SECRET, timeoutMs: 2000 });
    const err = await rejection(dead.getPayment('0'.repeat(32)));
    expect(err.status).toBeNull();
    expect(err.isTransport).toBe(true);
  });
});
