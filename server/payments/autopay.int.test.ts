// Autopay over HTTP against the payments sandbox and the test clock: the card registered as an unscheduled
// subscription, the job charging a due queue fee once however often it runs, a failed charge retried 3 and 7 days
// after the first attempt (the sandbox's card 4925 0000 0000 0079 fails every later charge), then an e-mail and the
// order left for the applicant to pay by card; a card registered after a failure is charged on the retry. A crash
// between the provider's answer and its record (a database trigger refusing the record) leaves the attempt in flight:
// the next run replays it with its same Idempotency-Key — one charge at the provider, one payment row.
import { eq, sql } from 'drizzle-orm';
import { scenarios } from '../db/seed/scenarios';
import { orders as ordersTable, payments as paymentsTable } from '../db/schema';
import { PaymentsSandboxDriver } from '../providers/payments/sandbox';
import { startTestServer, type TestClient, type TestServer } from '../test/harness';

const OK_CARD = '4925000000000004';
const CHARGE_FAILS = '4925000000000079';
const PASSWORD = 'Bostadsko-2026!';
const DAY = 86_400_000;
const FAILED_SUBJECT = 'Autogirodragningen misslyckades';

const CREATE = 'mutation { createAutopayAgreement(redirectUrl: "/profile/account?autopay=done", cancelUrl: "/profile/account") { error errorText redirectUrl paymentReference } }';
const SAVE = 'mutation($r: String!) { saveAutopayAgreement(agreementRef: $r) { error errorText } }';
const HAS = '{ getHasActiveAutopayAgreement { hasActiveAutopayAgreement } }';
const ME = '{ getApplicant { applicant { applicantId hasPaid applicantStatus { name } } } }';
const ORDERS = '{ getOrders { orders { orderId isPaid isQueueFeeOrder canChangePaymentMethod } } }';
const PAY = 'mutation($o: Int!) { payOrder(orderId: $o, redirectUrl: "/payment/completed", cancelUrl: "/payment/canceled") { error errorText paymentRedirectUrl } }';
const COMPLETE = 'mutation($o: Int!, $p: String!) { completeOrder(orderId: $o, paymentId: $p) { error errorText order { isPaid } } }';

let server: TestServer;
let provider: PaymentsSandboxDriver;
/** The registration order's autopay day: 30 days before it is due (registered on TEST_NOW, due in 60 days). */
const CHARGE_DAY = new Date('2026-12-22T10:00:00Z');
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

const paymentIdOf = (url: string) => /checkout\/([0-9a-f]{32})/.exec(url)?.[1] ?? '';
const run = () => server.services.autopay.chargeDue();
const at = (ms: number) => (server.clock.now = new Date(CHARGE_DAY.getTime() + ms));
const db = () => server.services.database.db;
const failureMails = async (email: string) =>
  ((await server.client().get(`/sandbox/mail/messages?to=${encodeURIComponent(email)}`)).json as { subject: string; text: string }[]).filter((m) => m.subject === FAILED_SUBJECT);

/** A new applicant (the registration's order is the queue fee) with autopay on the given card; their session. */
async function registeredWithAutopay(email: string, personalIdentityNumber: string, card: string): Promise<TestClient> {
  const c = server.client();
  const reg = await c.multipart('/mypages/api/registration', {
    registrationReq: JSON.stringify({ personalIdentityNumber, email, emailRepeat: email, mobile: '0701234567', password: PASSWORD, passwordRepeat: PASSWORD }),
  });
  expect(reg.status, reg.text).toBe(200);
  await registerCard(c, card);
  return c;
}

async function registerCard(c: TestClient, card: string): Promise<void> {
  const created = (await c.graphql(CREATE)).json.data.createAutopayAgreement;
  expect(created.error).toBe(false);
  const paid = await provider.payWithCard(paymentIdOf(created.redirectUrl), card);
  if (!paid.redirected) throw new Error('card registration refused');
  expect((await c.graphql('query($r: String!) { recurrenceVerificationInfo(paymentReference: $r) { hasVerification } }', { r: created.paymentReference })).json.data.recurrenceVerificationInfo.hasVerification).toBe(true);
  expect((await c.graphql(SAVE, { r: created.paymentReference })).json.data.saveAutopayAgreement.error).toBe(false);
  expect((await c.graphql(HAS)).json.data.getHasActiveAutopayAgreement.hasActiveAutopayAgreement).toBe(true);
}

/** A fresh session: the tests move the clock by days, past any session's idle time. */
const session = (email: string) => server.loggedIn({ email, password: PASSWORD });

async function queueFeeOrder(c: TestClient) {
  const list = (await c.graphql(ORDERS)).json.data.getOrders.orders as { orderId: number; isPaid: boolean; isQueueFeeOrder: boolean; canChangePaymentMethod: boolean }[];
  return list.find((o) => o.isQueueFeeOrder)!;
}

const orderRow = async (orderId: number) => (await db().select().from(ordersTable).where(eq(ordersTable.orderId, orderId)))[0]!;
/** The charges the provider was asked for, for this order (each attempt has its own reference). */
const chargesAsked = async (orderId: number) => (await provider.payments()).filter((p) => p.myReference?.startsWith(`autopay-${orderId}-`)).length;

it('charges a due queue fee once however often the job runs', async () => {
  const email = 'karl.autogiro@example.se';
  const c = await registeredWithAutopay(email, '199105152392', OK_CARD);
  const { orderId } = await queueFeeOrder(c);
  at(-DAY); // the day before the autopay day: nothing yet
  expect(await run()).toBe('charged 0, failed 0');
  at(0);
  const runs = await Promise.all([run(), run()]);
  expect(await run()).toBe('charged 0, failed 0');
  expect(runs.sort()).toEqual(['charged 0, failed 0', 'charged 1, failed 0']);
  const me = (await (await session(email)).graphql(ME)).json.data.getApplicant.applicant;
  const autopayRows = (await db().select().from(paymentsTable).where(eq(paymentsTable.kind, 'autopay'))).filter((p) => p.applicantId === me.applicantId);
  expect(autopayRows).toHaveLength(1);
  expect(await chargesAsked(orderId)).toBe(1);
  expect(me).toMatchObject({ hasPaid: true, applicantStatus: { name: 'QUEUE' } });
});

it('retries a failed charge 3 and 7 days after the first attempt, then e-mails and leaves the order to be paid by card', async () => {
  const email = 'hanna.autogiro@example.se';
  const c = await registeredWithAutopay(email, '199001132399', CHARGE_FAILS);
  const { orderId } = await queueFeeOrder(c);
  at(0);
  expect(await run()).toBe('charged 0, failed 1');
  expect(await orderRow(orderId)).toMatchObject({ autopayAttempts: 1, autopayAttemptedAt: CHARGE_DAY, autopayNextAttemptAt: new Date(CHARGE_DAY.getTime() + 3 * DAY) });
  // No e-mail yet, the order still autopay's (no choice of payment method), and nothing more before the retry's day.
  expect(await failureMails(email)).toHaveLength(0);
  expect(await queueFeeOrder(await session(email))).toMatchObject({ isPaid: false, canChangePaymentMethod: false });
  expect(await run()).toBe('charged 0, failed 0');
  at(3 * DAY - 60_000);
  expect(await run()).toBe('charged 0, failed 0');

  at(3 * DAY);
  const second = await Promise.all([run(), run()]); // two runs at once: one attempt
  expect(second.sort()).toEqual(['charged 0, failed 0', 'charged 0, failed 1']);
  expect(await orderRow(orderId)).toMatchObject({ autopayAttempts: 2, autopayNextAttemptAt: new Date(CHARGE_DAY.getTime() + 7 * DAY) });
  expect(await failureMails(email)).toHaveLength(0);
  at(7 * DAY - 60_000);
  expect(await run()).toBe('charged 0, failed 0');

  at(7 * DAY);
  expect(await run()).toBe('charged 0, failed 1 (1 given up)');
  expect(await orderRow(orderId)).toMatchObject({ autopayAttempts: 3, autopayNextAttemptAt: null });
  const mails = await failureMails(email);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.text).toContain('från ditt registrerade kort 3 gånger utan att lyckas');
  expect(mails[0]!.text).toContain('Betala avgiften med kort senast 2027-01-21 på Mina sidor under Betalningar');
  expect(await chargesAsked(orderId)).toBe(3);

  // Given up: never charged again, and the order is the applicant's to pay by card (the method may be chosen again).
  at(30 * DAY);
  expect(await run()).toBe('charged 0, failed 0');
  expect(await chargesAsked(orderId)).toBe(3);
  const later = await session(email);
  expect(await queueFeeOrder(later)).toMatchObject({ isPaid: false, canChangePaymentMethod: true });
  const start = (await later.graphql(PAY, { o: orderId })).json.data.payOrder;
  expect(start.error).toBe(false);
  const paymentId = paymentIdOf(start.paymentRedirectUrl);
  expect((await provider.payWithCard(paymentId, OK_CARD)).redirected).toBe(true);
  expect((await later.graphql(COMPLETE, { o: orderId, p: paymentId })).json.data.completeOrder).toMatchObject({ error: false, order: { isPaid: true } });
  expect((await later.graphql(ME)).json.data.getApplicant.applicant.hasPaid).toBe(true);
});

it('charges the card registered after a failed attempt on the next retry', async () => {
  const email = 'ivar.autogiro@example.se';
  const c = await registeredWithAutopay(email, '199504182396', CHARGE_FAILS);
  const { orderId } = await queueFeeOrder(c);
  at(0);
  expect(await run()).toBe('charged 0, failed 1');
  await registerCard(await session(email), OK_CARD);
  at(3 * DAY);
  expect(await run()).toBe('charged 1, failed 0');
  expect(await orderRow(orderId)).toMatchObject({ autopayAttempts: 2 });
  expect(await queueFeeOrder(await session(email))).toMatchObject({ isPaid: true });
  expect(await failureMails(email)).toHaveLength(0);
  at(7 * DAY);
  expect(await run()).toBe('charged 0, failed 0');
  expect(await chargesAsked(orderId)).toBe(2);
});

/** The job dies after the provider answered and before the answer is recorded: the order's update refuses it. */
async function runCrashingBeforeTheRecord(): Promise<void> {
  await db().execute(sql.raw(`CREATE OR REPLACE FUNCTION test_crash_autopay_record() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'the server died'; END $$`));
  await db().execute(
    sql.raw(`CREATE TRIGGER test_crash_autopay_record BEFORE UPDATE ON orders FOR EACH ROW WHEN (OLD.autopay_in_flight_card IS NOT NULL AND NEW.autopay_in_flight_card IS NULL) EXECUTE FUNCTION test_crash_autopay_record()`),
  );
  try {
    const died = await run().then(
      () => undefined,
      (err: Error) => err,
    );
    expect((died?.cause as Error | undefined)?.message).toContain('the server died');
  } finally {
    await db().execute(sql.raw('DROP TRIGGER test_crash_autopay_record ON orders'));
  }
}

const autopayRowsOf = async (orderId: number) => (await db().select().from(paymentsTable).where(eq(paymentsTable.orderId, orderId))).filter((p) => p.kind === 'autopay');

it('replays a charge whose answer a crash lost with its own key: the order is paid once, with one charge at the provider', async () => {
  const email = 'lisa.autogiro@example.se';
  const c = await registeredWithAutopay(email, '200205052392', OK_CARD);
  const { orderId } = await queueFeeOrder(c);
  at(0);
  await runCrashingBeforeTheRecord();
  expect(await chargesAsked(orderId)).toBe(1);
  expect(await autopayRowsOf(orderId)).toEqual([]);
  expect(await orderRow(orderId)).toMatchObject({ autopayAttempts: 1, autopayInFlightSince: CHARGE_DAY, orderStatusId: 1 });

  // A run minutes later leaves the attempt alone (its request may still be waiting for the answer somewhere).
  at(5 * 60_000);
  expect(await run()).toBe('charged 0, failed 0');
  // The next run (6 h later) replays it: the provider answers the same charge, which is recorded once.
  at(6 * 3_600_000);
  const runs = await Promise.all([run(), run()]);
  expect(runs.sort()).toEqual(['charged 0, failed 0', 'charged 1, failed 0']);
  expect(await run()).toBe('charged 0, failed 0');
  const atProvider = (await provider.payments()).filter((p) => p.myReference?.startsWith(`autopay-${orderId}-`));
  expect(atProvider.map((p) => [p.myReference, p.charges.length])).toEqual([[`autopay-${orderId}-1`, 1]]);
  const rows = await autopayRowsOf(orderId);
  expect(rows.map((r) => [r.paymentId, r.chargeId, r.status])).toEqual([[atProvider[0]!.paymentId, atProvider[0]!.charges[0]!.chargeId, 'paid']]);
  expect(await orderRow(orderId)).toMatchObject({ autopayAttempts: 1, autopayInFlightCard: null, orderStatusId: 2 });
  expect(await queueFeeOrder(await session(email))).toMatchObject({ isPaid: true });
  at(3 * DAY);
  expect(await run()).toBe('charged 0, failed 0');
  expect(await chargesAsked(orderId)).toBe(1);
});

it('a replayed attempt that was declined lets the next attempt follow on its day, in the same run', async () => {
  const email = 'moa.autogiro@example.se';
  const c = await registeredWithAutopay(email, '199807072393', CHARGE_FAILS);
  const { orderId } = await queueFeeOrder(c);
  at(0);
  await runCrashingBeforeTheRecord();
  expect(await orderRow(orderId)).toMatchObject({ autopayAttempts: 1, autopayNextAttemptAt: new Date(CHARGE_DAY.getTime() + 3 * DAY) });
  expect(await chargesAsked(orderId)).toBe(1);

  // The server is down until the retry's day: attempt 1 is replayed (declined again, now recorded), then attempt 2 made.
  at(3 * DAY);
  expect(await run()).toBe('charged 0, failed 2');
  expect(await orderRow(orderId)).toMatchObject({ autopayAttempts: 2, autopayInFlightCard: null, autopayNextAttemptAt: new Date(CHARGE_DAY.getTime() + 7 * DAY) });
  expect((await provider.payments()).filter((p) => p.myReference?.startsWith(`autopay-${orderId}-`)).map((p) => p.myReference).sort()).toEqual([`autopay-${orderId}-1`, `autopay-${orderId}-2`]);
  expect(await failureMails(email)).toHaveLength(0);
  at(7 * DAY);
  expect(await run()).toBe('charged 0, failed 1 (1 given up)');
  expect(await chargesAsked(orderId)).toBe(3);
  expect(await failureMails(email)).toHaveLength(1);
});

it('refuses to tell about someone else’s agreement', async () => {
  const c = await server.loggedIn(scenarios.payingApplicant);
  const res = await c.graphql('{ getHasActiveAutopayAgreement(applicantId: 999) { error errorText } }');
  expect(res.json.data.getHasActiveAutopayAgreement.error).toBe(true);
});
