// An order is charged once (issue 9, security item 4): paying from two tabs leaves one hosted page that takes the
// money, and a charge that still arrives for an order already paid (here: autopay paid it while the applicant was
// on the card page) is refunded through the provider once, however often its webhooks and returns arrive, and logged.
import { eq } from 'drizzle-orm';
import { scenarios } from '../db/seed/scenarios';
import { orders as ordersTable, payments as paymentsTable } from '../db/schema';
import { NexiClient } from '../providers/payments/client';
import { PaymentsSandboxDriver, type PaymentView } from '../providers/payments/sandbox';
import type { UnscheduledChargeRequest } from '../providers/payments/types';
import { AutopayService } from './autopay.service';
import { SecondChargeRefunds } from './second-charge';
import { startTestServer, TEST_NOW, type TestClient, type TestServer } from '../test/harness';
import { paymentMessages } from './payment.service';
import { OK_CARD, paymentIdOf } from './testing';

const PAY = 'mutation($o: Int!, $r: String!, $c: String!) { payOrder(orderId: $o, redirectUrl: $r, cancelUrl: $c) { error errorText paymentRedirectUrl } }';
const COMPLETE = 'mutation($o: Int!, $p: String!) { completeOrder(orderId: $o, paymentId: $p) { error errorText order { orderId isPaid } } }';
const ORDERS = '{ getOrders { orders { orderId isPaid isQueueFeeOrder isAgencyFeeOrder amount } } }';
const ERIK_PNR = '198302249274';

let server: TestServer;
let provider: PaymentsSandboxDriver;
beforeAll(async () => {
  server = await startTestServer();
  provider = new PaymentsSandboxDriver(`${server.baseUrl}/sandbox/payments`);
});
afterAll(async () => {
  await server?.close();
});
afterEach(async () => {
  await provider.settings({ drop: false, duplicate: false, delayMs: 0, refunds: 'complete' });
  server.clock.now = new Date(TEST_NOW);
});

type OrderView = { orderId: number; isPaid: boolean; isQueueFeeOrder: boolean; isAgencyFeeOrder: boolean; amount: number };

async function loggedIn(p: { email: string; password: string }) {
  const c = server.client();
  expect((await c.login(p.email, p.password)).status).toBe(200);
  return c;
}

async function orderOf(c: TestClient, pick: (o: OrderView) => boolean): Promise<OrderView> {
  const found = ((await c.graphql(ORDERS)).json.data.getOrders.orders as OrderView[]).find(pick);
  if (!found) throw new Error('no such order');
  return found;
}

async function startPayment(c: TestClient, orderId: number): Promise<string> {
  const res = (await c.graphql(PAY, { o: orderId, r: '/payment/completed', c: '/payment/canceled' })).json.data.payOrder;
  expect(res.error).toBe(false);
  return paymentIdOf(res.paymentRedirectUrl);
}

/** Waits until every webhook the sandbox queued has been answered (delivered or given up). */
async function settled(paymentIds: string[]): Promise<PaymentView[]> {
  for (let i = 0; i < 200; i++) {
    const views = await Promise.all(paymentIds.map((id) => provider.payment(id)));
    if (views.every((v) => v && v.deliveries.every((d) => d.status === 'delivered' || d.status === 'dropped' || d.status === 'failed'))) return views as PaymentView[];
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('webhooks still under way');
}

const net = (views: PaymentView[]) => views.reduce((sum, v) => sum + v.summary.chargedAmount - v.summary.refundedAmount, 0);

describe('paying one order from two tabs', () => {
  it('leaves only the newest hosted page payable, so the money is taken once', async () => {
    const c = await loggedIn(scenarios.mainApplicant);
    const order = await orderOf(c, (o) => !o.isPaid && o.isAgencyFeeOrder);
    const first = await startPayment(c, order.orderId);
    const second = await startPayment(c, order.orderId);

    const atFirst = await provider.payWithCard(first, OK_CARD);
    const atSecond = await provider.payWithCard(second, OK_CARD);
    expect(atFirst.redirected).toBe(false);
    if (!atFirst.redirected) expect(atFirst.alert).toMatch(/Betalningen är avbruten/);
    expect(atSecond.redirected).toBe(true);
    expect((await c.graphql(COMPLETE, { o: order.orderId, p: second })).json.data.completeOrder).toMatchObject({ error: false, order: { isPaid: true } });

    const views = await settled([first, second]);
    expect(views.map((v) => v.state)).toEqual(['terminated', 'charged']);
    expect(net(views)).toBe(order.amount * 100);
    expect(views.flatMap((v) => v.refunds)).toEqual([]);
    // The first page never took money, so there is nothing to give back.
    expect((await c.graphql(PAY, { o: order.orderId, r: '/payment/completed', c: '/payment/canceled' })).json.data.payOrder.errorText).toBe(paymentMessages.notPayable);
  });

  it('keeps one open page when two tabs ask at the same moment', async () => {
    const r = server.client();
    const email = 'tva.flikar@example.se';
    const reg = await r.multipart('/mypages/api/registration', {
      registrationReq: JSON.stringify({ personalIdentityNumber: '199504182396', email, emailRepeat: email, mobile: '0701234567', password: 'Bostadsko-2026!', passwordRepeat: 'Bostadsko-2026!' }),
    });
    expect(reg.status).toBe(200);
    const order = await orderOf(r, (o) => !o.isPaid && o.isQueueFeeOrder);
    const answers = await Promise.all([1, 2, 3].map(() => r.graphql(PAY, { o: order.orderId, r: '/payment/completed', c: '/payment/canceled' })));
    const opened = answers.map((a) => a.json.data.payOrder).filter((a) => !a.error).map((a) => paymentIdOf(a.paymentRedirectUrl));
    expect(opened.length).toBeGreaterThan(0);
    for (const a of answers.map((x) => x.json.data.payOrder).filter((x) => x.error)) expect(a.errorText).toBe(paymentMessages.unavailable);
    const atProvider = (await provider.payments()).filter((v) => v.myReference === `order-${order.orderId}`);
    expect(atProvider.filter((v) => v.state === 'created')).toHaveLength(1);
    const db = server.services.database.db;
    const open = (await db.select().from(paymentsTable).where(eq(paymentsTable.orderId, order.orderId))).filter((p) => p.status === 'created');
    expect(open.map((p) => p.paymentId)).toEqual(atProvider.filter((v) => v.state === 'created').map((v) => v.paymentId));
  });

  it('finds an earlier page that was paid but never came back, and pays the order with it instead of opening another', async () => {
    const c = await loggedIn(scenarios.coApplicant);
    const { orderId } = (await c.graphql('mutation { createUpgradeCoApplicantOrder { orderId } }')).json.data.createUpgradeCoApplicantOrder;
    await provider.settings({ drop: true });
    const first = await startPayment(c, orderId);
    expect((await provider.payWithCard(first, OK_CARD)).redirected).toBe(true); // the tab was closed before the return
    const again = (await c.graphql(PAY, { o: orderId, r: '/payment/completed', c: '/payment/canceled' })).json.data.payOrder;
    expect(again).toMatchObject({ error: true, errorText: paymentMessages.alreadyPaid, paymentRedirectUrl: null });
    expect((await orderOf(c, (o) => o.orderId === orderId)).isPaid).toBe(true);
    const views = await provider.payments();
    expect(views.filter((v) => v.myReference === `order-${orderId}`)).toHaveLength(1);
  });
});

/** A new applicant with autopay and an open card page for the registration fee, 30 days before it is due. */
async function autopayAndCardPage(pnr: string, email: string) {
  const c = server.client();
  const reg = await c.multipart('/mypages/api/registration', {
    registrationReq: JSON.stringify({ personalIdentityNumber: pnr, email, emailRepeat: email, mobile: '0701234567', password: 'Bostadsko-2026!', passwordRepeat: 'Bostadsko-2026!' }),
  });
  expect(reg.status).toBe(200);
  const created = (await c.graphql('mutation { createAutopayAgreement(redirectUrl: "/profile/account?autopay=done", cancelUrl: "/profile/account") { redirectUrl paymentReference } }')).json.data.createAutopayAgreement;
  expect((await provider.payWithCard(paymentIdOf(created.redirectUrl), OK_CARD)).redirected).toBe(true);
  expect((await c.graphql('mutation($r: String!) { saveAutopayAgreement(agreementRef: $r) { error } }', { r: created.paymentReference })).json.data.saveAutopayAgreement.error).toBe(false);
  const order = await orderOf(c, (o) => !o.isPaid && o.isQueueFeeOrder);
  const atPage = await startPayment(c, order.orderId);
  server.clock.now = new Date('2026-12-25T10:00:00Z'); // 30 days before the registration fee is due
  return { order, atPage };
}

/** A new applicant with autopay whose registration fee autopay pays while the card page is open; then it is paid there too. */
async function paidTwice(pnr: string, email: string) {
  const { order, atPage } = await autopayAndCardPage(pnr, email);
  expect(await server.services.autopay.chargeDue()).toBe('charged 1, failed 0');
  expect((await provider.payWithCard(atPage, OK_CARD)).redirected).toBe(true);
  return { c: await loggedIn({ email, password: 'Bostadsko-2026!' }), order, atPage };
}

const rowOf = async (paymentId: string) => (await server.services.database.db.select().from(paymentsTable).where(eq(paymentsTable.paymentId, paymentId)))[0];

describe('a refund the provider does not complete at once', () => {
  it('stays refunding while the provider’s refund is pending, and is refunded when it completes', async () => {
    await provider.settings({ refunds: 'pending' });
    const { c, order, atPage } = await paidTwice('199105152392', 'karl.tvagang@example.se');
    expect((await c.graphql(COMPLETE, { o: order.orderId, p: atPage })).json.data.completeOrder).toMatchObject({ error: false, order: { isPaid: true } });
    let [view] = await settled([atPage]);
    expect(view!.refunds.map((r) => r.state)).toEqual(['Pending']);
    expect(await rowOf(atPage)).toMatchObject({ status: 'refunding', refundId: view!.refunds[0]!.refundId, refundedAt: null });
    expect(await provider.settleRefunds()).toBe(1);
    [view] = await settled([atPage]);
    expect(view!.refunds.map((r) => r.state)).toEqual(['Completed']);
    expect(await rowOf(atPage)).toMatchObject({ status: 'refunded', refundId: view!.refunds[0]!.refundId });
    expect((await rowOf(atPage))!.refundedAt).toBeInstanceOf(Date);
  });

  it('is marked for customer service and logged as an error when the provider fails the refund', async () => {
    await provider.settings({ refunds: 'fail' });
    const { c, order, atPage } = await paidTwice('199001132399', 'hanna.tvagang@example.se');
    expect((await c.graphql(COMPLETE, { o: order.orderId, p: atPage })).json.data.completeOrder).toMatchObject({ error: false, order: { isPaid: true } });
    const [view] = await settled([atPage]);
    expect(view!.refunds.map((r) => r.state)).toEqual(['Failed']);
    expect(await rowOf(atPage)).toMatchObject({ status: 'refund-failed', refundId: view!.refunds[0]!.refundId });
    const errors = server.logs.filter((l) => l.includes(atPage) && l.includes('"level":50'));
    expect(errors.some((l) => l.includes('customer service'))).toBe(true);
    // A later report of the same payment asks nothing more of the provider.
    expect((await c.graphql(COMPLETE, { o: order.orderId, p: atPage })).json.data.completeOrder.error).toBe(false);
    expect((await provider.payment(atPage))!.refunds).toHaveLength(1);
  });
});

describe('an autopay charge that lands after a card payment paid the order', () => {
  it('is refunded, and the card payment stands', async () => {
    const email = 'leo.kortforst@example.se';
    const { order, atPage } = await autopayAndCardPage('199807072393', email);
    const c = await loggedIn({ email, password: 'Bostadsko-2026!' });
    const config = server.services.config;
    const baseUrl = `${server.baseUrl}/sandbox/payments`;
    // The job picked the order while it was unpaid; the applicant pays by card before the job's charge is answered.
    class CardPaymentFirst extends NexiClient {
      override async chargeUnscheduledSubscription(id: string, request: UnscheduledChargeRequest) {
        expect((await provider.payWithCard(atPage, OK_CARD)).redirected).toBe(true);
        expect((await c.graphql(COMPLETE, { o: order.orderId, p: atPage })).json.data.completeOrder).toMatchObject({ error: false, order: { isPaid: true } });
        return super.chargeUnscheduledSubscription(id, request);
      }
    }
    const client = () => new CardPaymentFirst({ baseUrl, secretKey: config.PAYMENTS_SECRET_KEY });
    const clock = () => server.clock.now;
    const setup = { publicUrl: server.baseUrl, browserUrl: (u: string) => u, webhookBaseUrl: () => server.baseUrl, webhookAuthorization: config.PAYMENTS_WEBHOOK_AUTHORIZATION, termsUrl: `${server.baseUrl}/villkor` };
    const log = { warn: () => {}, error: () => {} };
    const job = new AutopayService(server.services.database.db, server.services.orders, client, server.services.mailer, setup, new SecondChargeRefunds(server.services.database.db, client, log, clock), clock);
    expect(await job.chargeDue()).toBe('charged 1, failed 0');

    const db = server.services.database.db;
    const rowsOfOrder = () => db.select().from(paymentsTable).where(eq(paymentsTable.orderId, order.orderId));
    const autopayCharge = (await rowsOfOrder()).find((p) => p.kind === 'autopay')!;
    const [view] = await settled([autopayCharge.paymentId]);
    expect(view!.refunds).toMatchObject([{ amount: autopayCharge.amount, state: 'Completed' }]);
    // Its refund webhook finished it; the registration's own card page was closed when the applicant opened another.
    expect(await rowOf(autopayCharge.paymentId)).toMatchObject({ status: 'refunded', refundId: view!.refunds[0]!.refundId });
    expect((await rowsOfOrder()).map((p) => [p.kind, p.status]).sort()).toEqual([
      ['autopay', 'refunded'],
      ['checkout', 'cancelled'],
      ['checkout', 'paid'],
    ]);
    const card = await provider.payment(atPage);
    expect(card!.state).toBe('charged');
  });
});

describe('a charge for an order that is already paid', () => {
  it('is refunded once through the provider, whatever arrives twice, and logged without the personnummer', async () => {
    const c = await loggedIn(scenarios.mainApplicant);
    // Erik sets up autopay; his renewal (due in 20 days) is within autopay's 30 days.
    const created = (await c.graphql('mutation { createAutopayAgreement(redirectUrl: "/profile/account?autopay=done", cancelUrl: "/profile/account") { redirectUrl paymentReference } }')).json.data.createAutopayAgreement;
    expect((await provider.payWithCard(paymentIdOf(created.redirectUrl), OK_CARD)).redirected).toBe(true);
    expect((await c.graphql('mutation($r: String!) { saveAutopayAgreement(agreementRef: $r) { error } }', { r: created.paymentReference })).json.data.saveAutopayAgreement.error).toBe(false);
    const order = await orderOf(c, (o) => !o.isPaid && o.isQueueFeeOrder);

    // He opens the card page; meanwhile the autopay job charges his card and pays the order.
    const atPage = await startPayment(c, order.orderId);
    expect(await server.services.autopay.chargeDue()).toBe('charged 1, failed 0');
    expect((await orderOf(c, (o) => o.orderId === order.orderId)).isPaid).toBe(true);

    // Then he pays at the page he still has open. Every webhook arrives twice, and the return is replayed.
    await provider.settings({ duplicate: true });
    const paid = await provider.payWithCard(atPage, OK_CARD);
    expect(paid.redirected).toBe(true);
    const replays = await Promise.all(Array.from({ length: 5 }, () => c.graphql(COMPLETE, { o: order.orderId, p: atPage })));
    for (const r of replays) expect(r.json.data.completeOrder).toMatchObject({ error: false, order: { orderId: order.orderId, isPaid: true } });
    let [view] = await settled([atPage]);
    // The refund's own webhooks (initiated, completed) came back too, each twice.
    expect(view!.deliveries.filter((d) => d.event === 'payment.charge.created.v2')).toHaveLength(2);
    expect(view!.deliveries.filter((d) => d.event === 'payment.refund.completed')).toHaveLength(2);
    for (const d of view!.deliveries.filter((x) => x.event === 'payment.charge.created.v2')) await provider.resend(d.id);
    [view] = await settled([atPage]);

    expect(view!.refunds).toHaveLength(1);
    expect(view!.refunds[0]).toMatchObject({ amount: order.amount * 100, chargeId: view!.charges[0]!.chargeId, state: 'Completed' });
    expect(view!.state).toBe('refunded');

    const db = server.services.database.db;
    const [row] = await db.select().from(paymentsTable).where(eq(paymentsTable.paymentId, atPage));
    expect(row).toMatchObject({ status: 'refunded', refundId: view!.refunds[0]!.refundId });
    const [paidOrder] = await db.select().from(ordersTable).where(eq(ordersTable.orderId, order.orderId));
    expect(paidOrder!.orderStatusId).toBe(2);
    // The autopay charge is the one that stands: one charge of the fee in all.
    const autopayRows = await db.select().from(paymentsTable).where(eq(paymentsTable.orderId, order.orderId));
    expect(autopayRows.filter((p) => p.status === 'paid').map((p) => p.kind)).toEqual(['autopay']);

    const logged = server.logs.filter((l) => l.includes(atPage));
    expect(logged.some((l) => l.includes('refunded') && l.includes(`"orderId":${order.orderId}`))).toBe(true);
    const all = server.logs.join('\n');
    expect(all).not.toContain(ERIK_PNR);
    expect(all).not.toContain('19830224-9274');
  });
});
