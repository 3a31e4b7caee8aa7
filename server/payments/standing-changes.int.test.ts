// What the payments area's steps do to the applicant's standing, which the account area's StandingService changes
// inside the step's own transaction (the payments area writes no applicant row): the queue fee's jobs — the renewal
// order's due date shown, the queue time lost six months after an unpaid renewal, an unpaid registration lapsing with
// its sessions ended; each run twice changes nothing the second time — and a card saved for autopay by a payment.
import { and, eq } from 'drizzle-orm';
import { ORDER_STATUSES } from '../../src/rules/orders';
import { applicants, orders, sessions } from '../db/schema';
import { APPLICANT_STATUSES } from '../domain/applicant-status';
import { scenarios } from '../db/seed/scenarios';
import { findApplicantByLogin } from '../account/applicant.repository';
import { PaymentsSandboxDriver } from '../providers/payments/sandbox';
import { useTestServer } from '../test/harness';

const server = useTestServer();
const db = () => server.services.database.db;
const jobs = () => server.services.queueFeeJobs;

async function applicantRow(applicantId: number) {
  const [row] = await db().select().from(applicants).where(eq(applicants.applicantId, applicantId));
  return row!;
}

it('a renewal order shows its due date, and six months after it the unpaid renewal costs the queue time', async () => {
  const anna = (await findApplicantByLogin(db(), scenarios.payingApplicant.email))!;
  const validTo = anna.queueFeeValidToDate!;
  server.clock.now = new Date('2027-06-10T10:00:00Z'); // within 45 days of the paid year's end
  expect(await jobs().createRenewalOrders()).toMatch(/^created [1-9]/);
  expect(await jobs().createRenewalOrders()).toBe('created 0');
  expect((await applicantRow(anna.applicantId)).pendingQueueFeeOrderDueDate).toBe(validTo);
  const [renewal] = await db().select().from(orders).where(and(eq(orders.applicantId, anna.applicantId), eq(orders.dueDate, validTo)));
  expect(renewal?.orderStatusId).toBe(ORDER_STATUSES.UNPAID.orderStatusId);

  server.clock.now = new Date('2027-12-10T10:00:00Z'); // under six months after the due date: nothing yet
  await jobs().loseQueueTime();
  expect((await applicantRow(anna.applicantId)).queueDate).toBe(anna.queueDate);

  server.clock.now = new Date('2028-01-23T10:00:00Z');
  expect(await jobs().loseQueueTime()).toMatch(/^queue time lost for [1-9]/);
  expect(await applicantRow(anna.applicantId)).toMatchObject({
    queueDate: null,
    hasPaid: false,
    queueFeeValidToDate: null,
    pendingQueueFeeOrderDueDate: null,
    // The account stays; a new fee rejoins the queue.
    applicantStatusId: APPLICANT_STATUSES.PENDING_PAYMENT.applicantStatusId,
  });
  const [cancelled] = await db().select().from(orders).where(eq(orders.orderId, renewal!.orderId));
  expect(cancelled?.orderStatusId).toBe(ORDER_STATUSES.CANCELLED.orderStatusId);
  expect(await jobs().loseQueueTime()).toBe('queue time lost for 0');
});

const password = 'Bostadsko-2026!';

/** A new queue applicant through the manual registration form, logged in (their session's client). */
async function registered(email: string, firstName: string) {
  const c = server.client();
  const form = {
    noSwedishPersonalNumber: true,
    firstName,
    lastName: 'Testsson',
    birthYear: '1990',
    birthMonth: '05',
    birthDay: '06',
    street: 'Gatan 2',
    zipcode: '753 20',
    city: 'Uppsala',
    country: 'Sverige',
    email,
    emailRepeat: email,
    mobile: '0701234599',
    password,
    passwordRepeat: password,
  };
  expect((await c.multipart('/mypages/api/registration', { registrationReq: JSON.stringify(form) })).json.error).toBe(false);
  return { c, applicant: (await findApplicantByLogin(db(), email))! };
}

it('a registration not paid within its 60 days lapses: the account closes and its sessions end', async () => {
  const email = 'lapsar@example.se';
  const { applicant: lena } = await registered(email, 'Lena');
  expect(lena.applicantStatusId).toBe(APPLICANT_STATUSES.PENDING_PAYMENT.applicantStatusId);
  expect(await db().select().from(sessions).where(eq(sessions.applicantId, lena.applicantId))).toHaveLength(1);

  server.clock.now = new Date('2027-01-21T10:00:00Z'); // the due date (60 days): not lapsed yet
  await jobs().lapseRegistrations();
  expect((await applicantRow(lena.applicantId)).applicantStatusId).toBe(lena.applicantStatusId);

  server.clock.now = new Date('2027-01-23T10:00:00Z');
  expect(await jobs().lapseRegistrations()).toMatch(/^lapsed [1-9]/);
  const lapsed = await applicantRow(lena.applicantId);
  expect(lapsed).toMatchObject({ applicantStatusId: APPLICANT_STATUSES.DEREGISTERED.applicantStatusId, passwordHash: null, deregisteredAt: server.clock.now });
  expect(await db().select().from(sessions).where(eq(sessions.applicantId, lena.applicantId))).toHaveLength(0);
  expect((await server.client().login(email, password)).status).toBe(401);
  expect(await jobs().lapseRegistrations()).toBe('lapsed 0');
});

it('a card payment that saves the card makes it the autopay agreement', async () => {
  const { c, applicant } = await registered('kortet@example.se', 'Kim');
  expect(applicant.autopayAgreementRef).toBeNull();
  const [order] = (await c.graphql('{ getOrders { orders { orderId isPaid } } }')).json.data.getOrders.orders;
  expect(order.isPaid).toBe(false);
  const orderId = order.orderId as number;
  const PAY = 'mutation($o: Int!) { payOrder(orderId: $o, redirectUrl: "/payment/completed", cancelUrl: "/payment/canceled", directPaymentUseAutoPay: true) { error paymentRedirectUrl } }';
  const paymentId = /checkout\/([0-9a-f]{32})/.exec((await c.graphql(PAY, { o: orderId })).json.data.payOrder.paymentRedirectUrl)![1]!;
  const approvedCard = '4925000000000004';
  expect((await new PaymentsSandboxDriver(`${server.baseUrl}/sandbox/payments`).payWithCard(paymentId, approvedCard, { expiry: '08/29' })).redirected).toBe(true);
  const COMPLETE = 'mutation($o: Int!, $p: String!) { completeOrder(orderId: $o, paymentId: $p) { error order { isPaid } } }';
  expect((await c.graphql(COMPLETE, { o: orderId, p: paymentId })).json.data.completeOrder).toEqual({ error: false, order: { isPaid: true } });
  const row = await applicantRow(applicant.applicantId);
  expect(row.autopayAgreementRef).toEqual(expect.any(String));
  expect(row).toMatchObject({ autopayPaymentReference: paymentId, autopayExpireDate: '2029-08-31', applicantStatusId: APPLICANT_STATUSES.QUEUE.applicantStatusId });
});
