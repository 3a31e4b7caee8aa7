// Orders as the payments page sees them, the payment method, and the co-applicant upgrade order.
import { scenarios } from '../../db/seed/scenarios';
import { startTestServer, type TestClient, type TestServer } from '../../test/harness';
import { orderMessages } from './orders.service';

const ORDERS = '{ getOrders { error orders { orderId name amountFormated netAmountFormated vatAmountFormated dueDate isPaid isQueueFeeOrder isAgencyFeeOrder orderStatus paymentMethod canChangePaymentMethod ocr bankgiroNumber isCoApplicantUpgrade } } }';
const UPGRADE = 'mutation { createUpgradeCoApplicantOrder { error errorText orderId } }';
const CANCEL = 'mutation($id: Int!) { cancelQueueFeeOrder(orderId: $id) { error errorText } }';
const METHOD = 'mutation($t: String!) { setPaymentMethod(paymentType: $t) { error errorText } }';

let server: TestServer;
const as: Record<string, TestClient> = {};
beforeAll(async () => {
  server = await startTestServer();
  for (const [k, p] of Object.entries({ anna: scenarios.payingApplicant, erik: scenarios.mainApplicant, maria: scenarios.coApplicant })) {
    as[k] = server.client();
    await as[k]!.login(p.email, p.password);
  }
});
afterAll(async () => {
  await server?.close();
});
const c = (k: string) => as[k] as TestClient;

it('lists only the applicant’s own orders, with kronor, VAT and a valid OCR', async () => {
  const erik = (await c('erik').graphql(ORDERS)).json.data.getOrders.orders;
  expect(erik).toHaveLength(3);
  const renewal = erik.find((o: { isQueueFeeOrder: boolean; isPaid: boolean }) => o.isQueueFeeOrder && !o.isPaid);
  expect(renewal).toMatchObject({ name: 'Köavgift', amountFormated: '305 kr', netAmountFormated: '244 kr', vatAmountFormated: '61 kr', orderStatus: 'Obetald', canChangePaymentMethod: true, bankgiroNumber: '5050-1055' });
  expect(renewal.ocr).toMatch(/^\d{8,}$/);
  expect(erik.find((o: { isAgencyFeeOrder: boolean }) => o.isAgencyFeeOrder).amountFormated).toBe('1 500 kr');
  const anna = (await c('anna').graphql(ORDERS)).json.data.getOrders.orders;
  // Her paid queue fee, and the agency fee of the contract she signed (paid; server/db/seed/applications.ts).
  expect(anna).toHaveLength(2);
  expect(anna.map((o: { orderId: number }) => o.orderId)).not.toContain(renewal.orderId);
});

it('sets the payment method and refuses unknown ones', async () => {
  expect((await c('erik').graphql(METHOD, { t: 'swish' })).json.data.setPaymentMethod.error).toBe(false);
  const orders = (await c('erik').graphql(ORDERS)).json.data.getOrders.orders;
  expect(orders.find((o: { canChangePaymentMethod: boolean }) => o.canChangePaymentMethod).paymentMethod).toBe('swish');
  expect((await c('erik').graphql(METHOD, { t: 'bitcoin' })).json.data.setPaymentMethod.errorText).toBe(orderMessages.unknownPaymentMethod);
});

it('creates one upgrade order for a co-applicant, refuses a second and others, and cancels it', async () => {
  expect((await c('anna').graphql(UPGRADE)).json.data.createUpgradeCoApplicantOrder).toMatchObject({ error: true, orderId: 0, errorText: orderMessages.upgradeNotCoApplicant });
  const first = (await c('maria').graphql(UPGRADE)).json.data.createUpgradeCoApplicantOrder;
  expect(first.error).toBe(false);
  expect(first.orderId).toBeGreaterThan(0);
  expect((await c('maria').graphql(UPGRADE)).json.data.createUpgradeCoApplicantOrder).toMatchObject({ orderId: 0, errorText: orderMessages.upgradeExists });
  // Someone else cannot cancel it.
  expect((await c('anna').graphql(CANCEL, { id: first.orderId })).json.data.cancelQueueFeeOrder.error).toBe(true);
  const cancelled = (await c('maria').graphql(CANCEL, { id: first.orderId })).json.data.cancelQueueFeeOrder;
  expect(cancelled).toEqual({ error: false, errorText: orderMessages.upgradeCancelled });
  expect((await c('maria').graphql(UPGRADE)).json.data.createUpgradeCoApplicantOrder.orderId).toBeGreaterThan(first.orderId);
});

it('needs a session', async () => {
  expect((await server.client().graphql(ORDERS)).json.errors[0].extensions.code).toBe('UNAUTHENTICATED');
});
