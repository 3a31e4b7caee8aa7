// The payments area's services decide who may act on an order, an agreement or a saved search themselves (not the
// resolvers): another applicant is refused, staff may act on any applicant's order, and "my own" needs an applicant.
import { findApplicantByLogin } from '../account/applicant.repository';
import { applicantActor, ForbiddenError, type StaffActor } from '../domain/actor';
import { scenarios } from '../db/seed/scenarios';
import { startTestServer, type TestServer } from '../test/harness';
import { autopayMessages } from './autopay.service';
import { paymentMessages } from './payment.service';

const STAFF: StaffActor = { kind: 'staff', staffUserId: 1, role: 'handlaggare', sessionId: 'staff-session' };
const URLS = { completePath: '/payment/completed', cancelPath: '/payment/canceled' };

let server: TestServer;
let anna: ReturnType<typeof applicantActor>;
let erik: ReturnType<typeof applicantActor>;
let erikOrderId: number;

async function applicantIdOf(p: { email: string }) {
  return (await findApplicantByLogin(server.services.database.db, p.email))!.applicantId;
}

beforeAll(async () => {
  server = await startTestServer();
  anna = applicantActor(await applicantIdOf(scenarios.payingApplicant));
  erik = applicantActor(await applicantIdOf(scenarios.mainApplicant));
  erikOrderId = (await server.services.orders.orders(erik)).find((o) => !o.isPaid)!.orderId;
});
afterAll(async () => {
  await server?.close();
});

describe('orders and payments', () => {
  it('refuse an applicant another applicant’s order, without telling that it exists', async () => {
    expect(await server.services.orders.orderFor(anna, erikOrderId)).toBeUndefined();
    expect(await server.services.payments.payOrder(anna, erikOrderId, URLS)).toMatchObject({ ok: false, errorText: paymentMessages.notPayable });
    expect(await server.services.payments.completeOrder(anna, erikOrderId, 'a'.repeat(32))).toMatchObject({ ok: false, errorText: paymentMessages.failed });
    expect(await server.services.orders.cancelQueueFeeOrder(anna, erikOrderId)).toMatchObject({ ok: false });
    expect((await server.services.orders.orders(anna)).map((o) => o.orderId)).not.toContain(erikOrderId);
  });

  it('let the applicant and staff reach the order', async () => {
    expect((await server.services.orders.orderFor(erik, erikOrderId))?.orderId).toBe(erikOrderId);
    expect((await server.services.orders.orderFor(STAFF, erikOrderId))?.orderId).toBe(erikOrderId);
  });

  it('refuse a payment link whose key is not the order’s', async () => {
    expect(await server.services.payments.payOrderByLink({ orderId: erikOrderId, key: 'guessed' }, URLS)).toMatchObject({ ok: false, invalidLink: true, errorText: paymentMessages.invalidLink });
    expect(await server.services.orders.orderByLink({ orderId: Number.NaN, key: 'x' })).toBeNull();
  });

  it('need an applicant for the actor’s own things: staff must name one', async () => {
    await expect(server.services.orders.orders(STAFF)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(server.services.orders.setPaymentMethod(STAFF, 'swish')).rejects.toBeInstanceOf(ForbiddenError);
    await expect(server.services.orders.createUpgradeOrder(STAFF)).rejects.toBeInstanceOf(ForbiddenError);
  });
});

describe('autopay', () => {
  it('refuses to tell about or save another applicant’s agreement', async () => {
    expect(await server.services.autopay.hasActive(anna, erik.applicantId)).toMatchObject({ ok: false, errorText: autopayMessages.notYours });
    expect(await server.services.autopay.save(anna, 'a'.repeat(32), erik.applicantId)).toMatchObject({ ok: false, errorText: autopayMessages.notYoursToSave });
    expect(await server.services.autopay.hasActive(anna, null)).toMatchObject({ ok: true });
  });

  it('lets staff look at a named applicant’s agreement, not at "their own"', async () => {
    expect(await server.services.autopay.hasActive(STAFF, erik.applicantId)).toMatchObject({ ok: true, hasActiveAutopayAgreement: false });
    await expect(server.services.autopay.hasActive(STAFF)).rejects.toBeInstanceOf(ForbiddenError);
  });
});

describe('saved searches', () => {
  it('are the applicant’s own; staff are refused until the back office names the applicant', async () => {
    await expect(server.services.subscriptions.list(anna)).resolves.toBeInstanceOf(Array);
    await expect(server.services.subscriptions.list(STAFF)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(server.services.subscriptions.delete(STAFF, 1)).rejects.toBeInstanceOf(ForbiddenError);
  });
});
