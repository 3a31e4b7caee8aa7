// Saved searches through the real app: create and change, the name rule, the limit of five, owner-only access,
// renewing (+6 months) and expiry on the server's clock.
import { scenarios } from '../db/seed/scenarios';
import { NAME_MAX_LENGTH, subscriptionMessages } from '../../src/rules/subscriptions';
import { startTestServer, TEST_NOW, type TestClient, type TestServer } from '../test/harness';

const SAVE = 'mutation($s: SubscriptionInput!) { saveSubscription(subscription: $s) { error errorText validationErrors { code text } subscriptionId } }';
const LIST = '{ getSubscriptions { error subscriptions { subscriptionId name sendNotifications daysRemainToExpire warningIntervalDays isExpired expiresAt created filter { areaMin areaMax roomsMin roomsMax rentMin rentMax balcony elevator districtIds landlordIds regionIds rentalObjectCategoryIds } } } }';
const DELETE = 'mutation($id: Int!) { deleteSubscription(subscriptionId: $id) { error errorText } }';
const RENEW = 'mutation($id: Int!) { renewSubscription(subscriptionId: $id) { error errorText subscription { subscriptionId daysRemainToExpire isExpired expiresAt } } }';

let server: TestServer;
const as: Record<string, TestClient> = {};
beforeAll(async () => {
  server = await startTestServer();
  await setClock(TEST_NOW.toISOString());
});
afterAll(async () => {
  await server?.close();
});
// Tests that move the clock put it back, whatever happens in them.
afterEach(async () => {
  if (server.clock.now.getTime() !== TEST_NOW.getTime()) await setClock(TEST_NOW.toISOString());
});
const c = (k: string) => as[k] as TestClient;
const people = { anna: scenarios.payingApplicant, erik: scenarios.mainApplicant, bo: scenarios.blockedApplicant };
/** Moves the server's clock; sessions idle longer than an hour end, so everyone logs in again. */
async function setClock(iso: string) {
  server.clock.now = new Date(iso);
  for (const [k, p] of Object.entries(people)) {
    as[k] = server.client();
    await as[k]!.login(p.email, p.password);
  }
}
const save = async (who: string, s: Record<string, unknown>) => (await c(who).graphql(SAVE, { s })).json.data.saveSubscription;
const list = async (who: string) => (await c(who).graphql(LIST)).json.data.getSubscriptions.subscriptions;

it('creates a saved search that lasts six months, and changes it without moving the expiry', async () => {
  const created = await save('anna', { name: ' Nära stan ', sendNotifications: true, filter: { roomsMin: 2, rentMax: 9000, districtIds: [104, 102, 104], balcony: true } });
  expect(created).toMatchObject({ error: false, errorText: null });
  const [mine] = await list('anna');
  expect(mine).toEqual({
    subscriptionId: created.subscriptionId,
    name: 'Nära stan',
    sendNotifications: true,
    daysRemainToExpire: 181, // 2026-11-22 → 2027-05-22
    warningIntervalDays: 14,
    isExpired: false,
    expiresAt: '2027-05-22T10:00:00.000Z',
    created: TEST_NOW.toISOString(),
    filter: { areaMin: null, areaMax: null, roomsMin: 2, roomsMax: null, rentMin: null, rentMax: 9000, balcony: true, elevator: false, districtIds: [102, 104], landlordIds: [], regionIds: [], rentalObjectCategoryIds: [] },
  });
  await setClock('2026-12-01T10:00:00Z');
  const changed = await save('anna', { subscriptionId: created.subscriptionId, name: 'Luthagen', sendNotifications: false, filter: { rentalObjectCategoryIds: ['STUDENT'] } });
  expect(changed).toMatchObject({ error: false, subscriptionId: created.subscriptionId });
  const [after] = await list('anna');
  expect(after).toMatchObject({ name: 'Luthagen', sendNotifications: false, expiresAt: '2027-05-22T10:00:00.000Z', filter: { rentalObjectCategoryIds: ['STUDENT'], districtIds: [] } });
  expect((await c('anna').graphql(DELETE, { id: created.subscriptionId })).json.data.deleteSubscription).toEqual({ error: false, errorText: null });
  expect(await list('anna')).toEqual([]);
});

it.each([
  ['no name', { name: null }, subscriptionMessages.nameRequired, 'name'],
  ['a blank name', { name: '  ' }, subscriptionMessages.nameRequired, 'name'],
  ['a name one character over the rule’s limit', { name: 'x'.repeat(NAME_MAX_LENGTH + 1) }, subscriptionMessages.nameTooLong, 'name'],
  ['rooms min above max', { name: 'X', filter: { roomsMin: 4, roomsMax: 2 } }, subscriptionMessages.roomsRange, 'roomsMin'],
  ['a negative rent', { name: 'X', filter: { rentMin: -100 } }, subscriptionMessages.number, 'rentMin'],
])('refuses %s', async (_n, input, text, code) => {
  expect(await save('erik', input)).toEqual({ error: true, errorText: text, validationErrors: [{ code, text }], subscriptionId: null });
});

it('takes a name of exactly the rule’s limit, and says the limit in the message', async () => {
  expect(subscriptionMessages.nameTooLong).toBe('Namnet får vara högst 100 tecken');
  const saved = await save('erik', { name: 'x'.repeat(NAME_MAX_LENGTH) });
  expect(saved).toMatchObject({ error: false });
  expect((await c('erik').graphql(DELETE, { id: saved.subscriptionId })).json.data.deleteSubscription.error).toBe(false);
});

it('allows five saved searches at once and refuses a sixth, even when two arrive together', async () => {
  const ids: number[] = [];
  for (let i = 1; i <= 4; i++) ids.push((await save('bo', { name: `Bevakning ${i}` })).subscriptionId);
  const racing = await Promise.all([save('bo', { name: 'Femte A' }), save('bo', { name: 'Femte B' })]);
  expect(racing.filter((r) => !r.error)).toHaveLength(1);
  expect(racing.find((r) => r.error)).toMatchObject({ errorText: subscriptionMessages.tooMany, subscriptionId: null });
  expect(await save('bo', { name: 'Sjätte' })).toMatchObject({ error: true, errorText: 'Man kan inte ha fler än fem samtidiga bevakningar.' });
  expect(await list('bo')).toHaveLength(5);
  // Changing one of the five is not a sixth; deleting one makes room.
  expect((await save('bo', { subscriptionId: ids[0], name: 'Ändrad' })).error).toBe(false);
  await c('bo').graphql(DELETE, { id: ids[1] });
  expect((await save('bo', { name: 'Ny femte' })).error).toBe(false);
  // The limit is per applicant.
  expect((await save('erik', { name: 'Eriks' })).error).toBe(false);
});

it('lets only the owner see or change a saved search', async () => {
  const { subscriptionId } = await save('anna', { name: 'Annas', filter: { roomsMin: 3 } });
  expect((await list('erik')).map((s: { subscriptionId: number }) => s.subscriptionId)).not.toContain(subscriptionId);
  const notFound = { error: true, errorText: subscriptionMessages.notFound };
  expect((await c('erik').graphql(DELETE, { id: subscriptionId })).json.data.deleteSubscription).toEqual(notFound);
  expect((await c('erik').graphql(RENEW, { id: subscriptionId })).json.data.renewSubscription).toEqual({ ...notFound, subscription: null });
  expect(await save('erik', { subscriptionId, name: 'Kapad' })).toMatchObject({ ...notFound, subscriptionId: null });
  expect((await list('anna')).find((s: { subscriptionId: number }) => s.subscriptionId === subscriptionId)).toMatchObject({ name: 'Annas', filter: { roomsMin: 3 } });
  await c('anna').graphql(DELETE, { id: subscriptionId });
});

it('counts down to the expiry, expires on the server and renews for six months from the renewal', async () => {
  const { subscriptionId } = await save('anna', { name: 'Går ut', sendNotifications: true });
  const one = async () => (await list('anna')).find((s: { subscriptionId: number }) => s.subscriptionId === subscriptionId);
  await setClock('2027-05-08T10:00:00Z');
  expect(await one()).toMatchObject({ daysRemainToExpire: 14, isExpired: false });
  await setClock('2027-05-21T12:00:00Z');
  expect(await one()).toMatchObject({ daysRemainToExpire: 1, isExpired: false }); // 'imorgon'
  await setClock('2027-05-22T09:59:00Z');
  expect(await one()).toMatchObject({ daysRemainToExpire: 0, isExpired: false }); // 'idag'
  await setClock('2027-05-22T10:00:00Z');
  expect(await one()).toMatchObject({ daysRemainToExpire: 0, isExpired: true });
  await setClock('2027-06-01T08:00:00Z');
  const renewed = (await c('anna').graphql(RENEW, { id: subscriptionId })).json.data.renewSubscription;
  expect(renewed).toMatchObject({ error: false, subscription: { subscriptionId, isExpired: false, expiresAt: '2027-12-01T08:00:00.000Z', daysRemainToExpire: 183 } });
  // Renewing again the same day does not stack.
  expect((await c('anna').graphql(RENEW, { id: subscriptionId })).json.data.renewSubscription.subscription.expiresAt).toBe('2027-12-01T08:00:00.000Z');
  await c('anna').graphql(DELETE, { id: subscriptionId });
});

it('needs a session', async () => {
  const visitor = server.client();
  expect((await visitor.graphql(LIST)).json.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  expect((await visitor.graphql(SAVE, { s: { name: 'x' } })).json.errors[0].extensions.code).toBe('UNAUTHENTICATED');
});
