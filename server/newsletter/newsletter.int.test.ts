// Newsletter check, subscribe and unsubscribe through the client and its sandbox over HTTP.
import { scenarios } from '../db/seed/scenarios';
import { startTestServer, type TestClient, type TestServer } from '../test/harness';
import { newsletterMessages } from './newsletter.service';

const anna = scenarios.payingApplicant;
const LIST = 'bostadskon-nyhetsbrev';
const CHECK = 'query($l: String!, $e: String!) { getIsNewsletterSubscriber(list_id: $l, email: $e) { error errorText isSubscriber } }';
const SUB = 'mutation($l: String!, $e: String!) { newsletterSubscribe(list_id: $l, email: $e) { error errorText success } }';
const UNSUB = 'mutation($l: String!, $e: String!) { newsletterUnsubscribe(list_id: $l, email: $e) { error errorText success } }';

let server: TestServer;
let c: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  c = server.client();
  await c.login(anna.email, anna.password);
});
afterAll(async () => {
  await server?.close();
});

it('checks, subscribes and unsubscribes the applicant’s own address', async () => {
  const check = async () => (await c.graphql(CHECK, { l: LIST, e: anna.email })).json.data.getIsNewsletterSubscriber;
  expect(await check()).toEqual({ error: false, errorText: null, isSubscriber: false });
  expect((await c.graphql(SUB, { l: LIST, e: anna.email })).json.data.newsletterSubscribe).toEqual({ error: false, errorText: null, success: true });
  expect((await check()).isSubscriber).toBe(true);
  const page = await server.client().get('/sandbox/newsletter/');
  expect(page.text).toContain(anna.email);
  expect((await c.graphql('{ getApplicant { applicant { subscribeNewsletter } } }')).json.data.getApplicant.applicant.subscribeNewsletter).toBe(true);
  expect((await c.graphql(UNSUB, { l: LIST, e: anna.email })).json.data.newsletterUnsubscribe.success).toBe(true);
  expect((await check()).isSubscriber).toBe(false);
});

it('refuses someone else’s address and an unknown list', async () => {
  const other = await c.graphql(SUB, { l: LIST, e: scenarios.mainApplicant.email });
  expect(other.json.data.newsletterSubscribe).toMatchObject({ error: true, success: false, errorText: newsletterMessages.notYourAddress });
  const list = await c.graphql(CHECK, { l: 'annan-lista', e: anna.email });
  expect(list.json.data.getIsNewsletterSubscriber.errorText).toBe(newsletterMessages.unknownList);
});

it('reports a failing service as an error result (the SPA hides the tab)', async () => {
  const tester = server.client();
  expect((await tester.post('/sandbox/newsletter/failing', { failing: true })).json).toEqual({ failing: true });
  const res = await c.graphql(CHECK, { l: LIST, e: anna.email });
  expect(res.json.data.getIsNewsletterSubscriber).toMatchObject({ error: true, errorText: newsletterMessages.checkFailed, isSubscriber: null });
  const sub = await c.graphql(SUB, { l: LIST, e: anna.email });
  expect(sub.json.data.newsletterSubscribe).toMatchObject({ success: false, errorText: newsletterMessages.subscribeFailed });
  await tester.post('/sandbox/newsletter/failing', { failing: false });
});

it('needs a session', async () => {
  const res = await server.client().graphql(CHECK, { l: LIST, e: anna.email });
  expect(res.json.errors[0].extensions.code).toBe('UNAUTHENTICATED');
});
