// Card payments over HTTP against the provider sandbox: queue fee, declined card, cancel, replays and duplicate
// webhooks, payment links, the co-applicant upgrade. (Autopay: autopay.int.test.ts.)
import { eq, sql } from 'drizzle-orm';
import { ORDER_STATUSES, PRODUCTS } from '../../src/rules/orders';
import { scenarios } from '../db/seed/scenarios';
import { applicants, orders as ordersTable, payments as paymentsTable, webhookEvents } from '../db/schema';
import { PaymentsSandboxDriver } from '../providers/payments/sandbox';
import { startTestServer, type TestClient, type TestServer } from '../test/harness';
import { insertOrder } from './orders/orders.repository';
import { paymentMessages } from './payment.service';
import { OK_CARD, paymentIdOf } from './testing';

const DECLINED = '4925000000000087';

const PAY = 'mutation($o: Int!, $r: String!, $c: String!, $a: Boolean) { payOrder(orderId: $o, redirectUrl: $r, cancelUrl: $c, directPaymentUseAutoPay: $a) { error errorText paymentRedirectUrl } }';
const COMPLETE = 'mutation($o: Int!, $p: String!, $l: Boolean) { completeOrder(orderId: $o, paymentId: $p, calledFromPaymentLink: $l) { error errorText isCoApplicantUpgrade order { orderId isPaid } } }';
const ME = '{ getApplicant { applicant { applicantId hasPaid queueDate queueFeeValidToDate applicantStatus { name } accountType } } }';
const ORDERS = '{ getOrders { orders { orderId isPaid isQueueFeeOrder isAgencyFeeOrder isCoApplicantUpgrade dueDate } } }';

let server: TestServer;
let provider: PaymentsSandboxDriver;
// Tests that move the clock put it back, whatever happens in them.
afterEach(() => {
  server.clock.now = new Date('2026-11-22T10:00:00Z');
});
beforeAll(async () => {
  server = await startTestServer();
  provider = new PaymentsSandboxDriver(`${server.baseUrl}/sandbox/payments`);
});
afterAll(async () => {
  await server?.close();
});

const returned = (location: string) => new URL(location);

async function loggedIn(p: { email: string; password: string }) {
  const c = server.client();
  expect((await c.login(p.email, p.password)).status).toBe(200);
  return c;
}

async function waitForDeliveries(paymentId: string, atLeast: number) {
  for (let i = 0; i < 100; i++) {
    const view = await provider.payment(paymentId);
    const done = view?.deliveries.filter((d) => d.status === 'delivered').length ?? 0;
    if (done >= atLeast) return view!;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('webhooks were not delivered');
}

async function unpaidOrder(c: TestClient, pick: (o: { isPaid: boolean; isQueueFeeOrder: boolean; isAgencyFeeOrder: boolean }) => boolean) {
  const list = (await c.graphql(ORDERS)).json.data.getOrders.orders;
  return list.find((o: { isPaid: boolean; isQueueFeeOrder: boolean; isAgencyFeeOrder: boolean }) => !o.isPaid && pick(o));
}

describe('registration and the queue fee', () => {
  it('pays the registration fee: the redirect is verified with the provider and the applicant joins the queue', async () => {
    const c = server.client();
    const email = 'sara.betalar@example.se';
    const reg = await c.multipart('/mypages/api/registration', {
      registrationReq: JSON.stringify({ personalIdentityNumber: '199504182396', email, emailRepeat: email, mobile: '0701234567', password: 'Bostadsko-2026!', passwordRepeat: 'Bostadsko-2026!' }),
    });
    const paymentId = paymentIdOf(reg.json.paymentRedirectUrl);
    expect(paymentId).toHaveLength(32);
    const before = (await c.graphql(ME)).json.data.getApplicant.applicant;
    expect(before).toMatchObject({ hasPaid: false, queueDate: null, applicantStatus: { name: 'PENDING_PAYMENT' } });

    const paid = await provider.payWithCard(paymentId, OK_CARD);
    if (!paid.redirected) throw new Error(`card refused: ${paid.alert}`);
    const back = returned(paid.location);
    expect(back.pathname).toBe('/mypages/app/registration/registrationpaymentcomplete');
    expect(back.searchParams.get('paymentid')).toBe(paymentId);
    const orderId = Number(back.searchParams.get('orderId'));

    const done = await c.graphql(COMPLETE, { o: orderId, p: paymentId });
    expect(done.json.data.completeOrder).toMatchObject({ error: false, isCoApplicantUpgrade: false, order: { orderId, isPaid: true } });
    const after = (await c.graphql(ME)).json.data.getApplicant.applicant;
    expect(after).toMatchObject({ hasPaid: true, queueDate: '2026-11-22', queueFeeValidToDate: '2027-11-21', applicantStatus: { name: 'QUEUE' } });
  });

  it('leaves the order unpaid after a declined card and says so on completion', async () => {
    const c = await loggedIn(scenarios.mainApplicant);
    const order = await unpaidOrder(c, (o) => o.isAgencyFeeOrder);
    const start = await c.graphql(PAY, { o: order.orderId, r: '/payment/completed', c: '/payment/canceled' });
    const paymentId = paymentIdOf(start.json.data.payOrder.paymentRedirectUrl);
    const declined = await provider.payWithCard(paymentId, DECLINED);
    expect(declined.redirected).toBe(false);
    if (!declined.redirected) expect(declined.alert).toMatch(/Betalningen godkändes inte/);
    // A forged return ("paid!") changes nothing: the provider has no money for it.
    const forged = await c.graphql(COMPLETE, { o: order.orderId, p: paymentId });
    expect(forged.json.data.completeOrder).toMatchObject({ error: true, errorText: paymentMessages.failedLong });
    expect((await unpaidOrder(c, (o) => o.isAgencyFeeOrder))?.orderId).toBe(order.orderId);
  });

  it('returns to the cancel address when the payment is cancelled', async () => {
    const c = await loggedIn(scenarios.mainApplicant);
    const order = await unpaidOrder(c, (o) => o.isAgencyFeeOrder);
    const start = await c.graphql(PAY, { o: order.orderId, r: '/payment/completed', c: '/payment/canceled' });
    const cancelled = await provider.cancelCheckout(paymentIdOf(start.json.data.payOrder.paymentRedirectUrl));
    if (!cancelled.redirected) throw new Error('no redirect');
    expect(returned(cancelled.location).pathname).toBe('/mypages/app/payment/canceled');
  });

  it('refuses to pay someone else’s order, a paid order, and an outside return address', async () => {
    const anna = await loggedIn(scenarios.payingApplicant);
    const erik = await loggedIn(scenarios.mainApplicant);
    const erikOrder = await unpaidOrder(erik, (o) => o.isAgencyFeeOrder);
    expect((await anna.graphql(PAY, { o: erikOrder.orderId, r: '/payment/completed', c: '/payment/canceled' })).json.data.payOrder.errorText).toBe(paymentMessages.notPayable);
    expect((await erik.graphql(PAY, { o: erikOrder.orderId, r: 'https://evil.example/x', c: '/payment/canceled' })).json.data.payOrder.errorText).toBe(paymentMessages.badReturn);
  });
});

describe('exactly once', () => {
  it('gives one paid order and one charge for 100 replays and duplicated webhooks', async () => {
    await provider.settings({ duplicate: true });
    const c = await loggedIn(scenarios.mainApplicant);
    const order = await unpaidOrder(c, (o) => o.isQueueFeeOrder);
    const start = await c.graphql(PAY, { o: order.orderId, r: '/payment/completed', c: '/payment/canceled' });
    const paymentId = paymentIdOf(start.json.data.payOrder.paymentRedirectUrl);
    const paid = await provider.payWithCard(paymentId, OK_CARD);
    expect(paid.redirected).toBe(true);

    const replays = await Promise.all(Array.from({ length: 100 }, () => c.graphql(COMPLETE, { o: order.orderId, p: paymentId })));
    for (const r of replays) expect(r.json.data.completeOrder.error).toBe(false);
    const view = await waitForDeliveries(paymentId, 4);
    expect(view.charges).toHaveLength(1);
    expect(view.deliveries.filter((d) => d.kind === 'duplicate').length).toBeGreaterThan(0);

    const db = server.services.database.db;
    const row = (await db.select().from(ordersTable).where(eq(ordersTable.orderId, order.orderId)))[0]!;
    expect(row.orderStatusId).toBe(2);
    const events = await db.select().from(webhookEvents);
    expect(new Set(events.map((e) => e.eventId)).size).toBe(events.length);
    // The paid year moved on exactly once (Erik's renewal: one year after his old period ends).
    const me = (await c.graphql(ME)).json.data.getApplicant.applicant;
    expect(me.queueFeeValidToDate).toBe('2027-12-11');
    await provider.settings({ duplicate: false });
  });

  it('completes an order from the webhook alone, and refuses a webhook with the wrong Authorization', async () => {
    const bad = await fetch(`${server.baseUrl}/hooks/payments`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'wrong' }, body: '{}' });
    expect(bad.status).toBe(401);

    const c = await loggedIn(scenarios.mainApplicant);
    const order = await unpaidOrder(c, (o) => o.isAgencyFeeOrder);
    const start = await c.graphql(PAY, { o: order.orderId, r: '/payment/completed', c: '/payment/canceled' });
    const paymentId = paymentIdOf(start.json.data.payOrder.paymentRedirectUrl);
    await provider.payWithCard(paymentId, OK_CARD);
    await waitForDeliveries(paymentId, 2);
    expect(await unpaidOrder(c, (o) => o.isAgencyFeeOrder)).toBeUndefined();
  });

  it('handles a webhook again when its first handling died half-way (the provider retries)', async () => {
    const db = server.services.database.db;
    const c = await loggedIn(scenarios.mainApplicant);
    const [erik] = await db.select().from(applicants).where(eq(applicants.email, scenarios.mainApplicant.email));
    const order = await insertOrder(db, { applicantId: erik!.applicantId, productId: PRODUCTS.AGENCY_FEE.productId, orderStatusId: ORDER_STATUSES.UNPAID.orderStatusId, amount: 120000, description: 'Förmedlingsavgift, Webhookgatan 1', dueDate: '2026-12-10' });
    // While the order cannot be marked paid, handling a charge's webhook fails in the middle (the transaction that would
    // mark it paid is rolled back, as when the server dies there), after the event was looked at.
    await db.execute(sql.raw(`create function crash_on_paying() returns trigger language plpgsql as $$ begin raise exception 'the server died'; end $$`));
    await db.execute(sql.raw(`create trigger crash_on_paying before update on orders for each row when (new.order_id = ${order.orderId}) execute function crash_on_paying()`));
    try {
      const start = await c.graphql(PAY, { o: order.orderId, r: '/payment/completed', c: '/payment/canceled' });
      const paymentId = paymentIdOf(start.json.data.payOrder.paymentRedirectUrl);
      expect((await provider.payWithCard(paymentId, OK_CARD)).redirected).toBe(true);
      for (let i = 0; i < 100 && !(await provider.payment(paymentId))!.deliveries.every((d) => d.attempts > 0 && d.status !== 'sending'); i++) await new Promise((r) => setTimeout(r, 50));
      const failed = (await provider.payment(paymentId))!.deliveries;
      expect(failed.map((d) => d.lastStatus)).toEqual([500, 500]);
      await db.execute(sql.raw('drop trigger crash_on_paying on orders'));
      // The provider tries again: the order is paid from the webhooks alone, once.
      const view = await waitForDeliveries(paymentId, 2);
      expect(view.charges).toHaveLength(1);
      expect((await db.select().from(ordersTable).where(eq(ordersTable.orderId, order.orderId)))[0]!.orderStatusId).toBe(ORDER_STATUSES.PAID.orderStatusId);
      expect((await db.select().from(paymentsTable).where(eq(paymentsTable.orderId, order.orderId))).map((p) => p.status)).toEqual(['paid']);
    } finally {
      await db.execute(sql.raw('drop trigger if exists crash_on_paying on orders'));
      await db.execute(sql.raw('drop function if exists crash_on_paying()'));
    }
  });
});

describe('payment link', () => {
  it('pays a renewal from the reminder e-mail without logging in', async () => {
    server.clock.now = new Date('2027-06-10T10:00:00Z'); // within 45 days of Anna's paid year's end
    const anna = await loggedIn(scenarios.payingApplicant);
    expect(await server.services.queueFeeJobs.createRenewalOrders()).toMatch(/created [1-9]/);
    expect(await server.services.queueFeeJobs.createRenewalOrders()).toBe('created 0');
    const mail = (await server.client().get(`/sandbox/mail/messages?to=${encodeURIComponent(scenarios.payingApplicant.email)}`)).json[0];
    expect(mail.subject).toBe('Dags att betala köavgiften');
    const link = new URL(/https?:\/\/\S+\/p\?\S+/.exec(mail.text)![0]);
    const orderId = link.searchParams.get('orderId');
    const key = link.searchParams.get('key');

    const stranger = server.client();
    expect((await stranger.get(`/mypages/api/payment-link?orderId=${orderId}&key=wrong`)).status).toBe(404);
    const res = await stranger.get(`/mypages/api/payment-link?orderId=${orderId}&key=${key}&completeUrl=%2Fpayment-by-link%2Fcomplete&cancelUrl=%2Fpayment-by-link%2Fcancel`);
    expect(res.json.error).toBe(false);
    const paymentId = paymentIdOf(res.json.paymentRedirectUrl);
    const paid = await provider.payWithCard(paymentId, OK_CARD);
    if (!paid.redirected) throw new Error('refused');
    expect(returned(paid.location).pathname).toBe('/mypages/app/payment-by-link/complete');
    const done = await stranger.graphql(COMPLETE, { o: Number(orderId), p: paymentId, l: true });
    expect(done.json.data.completeOrder).toMatchObject({ error: false, order: null });
    expect(await unpaidOrder(anna, (o) => o.isQueueFeeOrder)).toBeUndefined();
  });
});

describe('co-applicant upgrade', () => {
  it('turns the co-applicant into a paying applicant with a queue date of her own', async () => {
    const maria = await loggedIn(scenarios.coApplicant);
    const { orderId } = (await maria.graphql('mutation { createUpgradeCoApplicantOrder { orderId } }')).json.data.createUpgradeCoApplicantOrder;
    const start = await maria.graphql(PAY, { o: orderId, r: '/payment/completed', c: '/payment/canceled' });
    const paymentId = paymentIdOf(start.json.data.payOrder.paymentRedirectUrl);
    await provider.payWithCard(paymentId, OK_CARD);
    const done = await maria.graphql(COMPLETE, { o: orderId, p: paymentId });
    expect(done.json.data.completeOrder).toMatchObject({ error: false, isCoApplicantUpgrade: true });
    expect((await maria.graphql(ME)).json.data.getApplicant.applicant).toMatchObject({
      hasPaid: true,
      queueDate: '2026-11-22',
      applicantStatus: { name: 'QUEUE' },
      accountType: 'QUEUE_ACCOUNT',
    });
  });
});
