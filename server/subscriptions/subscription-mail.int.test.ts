// The saved-search e-mail job: at most one e-mail a day per subscriber, never the same home twice, links to the
// homes, nothing for saved searches that do not notify or have expired, and a failed send is tried again.
import { portalJobs } from '../jobs/jobs';
import { scenarios } from '../db/seed/scenarios';
import { startTestServer, TEST_NOW, type TestClient, type TestServer } from '../test/harness';
import { insertTestObject } from '../listings/testing';
import { SUBSCRIPTION_MAIL_SUBJECT } from './subscription-mail.service';

const SAVE = 'mutation($s: SubscriptionInput!) { saveSubscription(subscription: $s) { error errorText subscriptionId } }';
// No seeded home costs this much, so only the homes this test adds match.
const FILTER = { rentMin: 31000, rentMax: 31500, roomsMin: 3 };
const RENT = 3_120_000; // öre

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function loggedIn(p: { email: string; password: string }): Promise<TestClient> {
  const c = server.client();
  await c.login(p.email, p.password);
  return c;
}
const db = () => server.services.database.db;
const day = () => server.clock.now.toISOString().slice(0, 10);
const home = (over: Record<string, unknown> = {}) => insertTestObject(db(), day(), { rent: RENT, rooms: 3, ...over });
const run = () => server.services.subscriptionMail.sendDue();
const mails = async (to: string) =>
  (await server.client().get(`/sandbox/mail/messages?to=${encodeURIComponent(to)}`)).json.filter((m: { subject: string }) => m.subject === SUBSCRIPTION_MAIL_SUBJECT);
const link = (id: string) => `${server.services.config.PUBLIC_URL}/mypages/app/rental-object/${id}`;

it('is one of the scheduled jobs', () => {
  expect(portalJobs(server.services).map((j) => j.name)).toContain('subscription-mail');
});

it('mails new matching homes once a day, never the same home twice, and stops when the saved search expires', async () => {
  const anna = scenarios.payingApplicant.email;
  const erik = scenarios.mainApplicant.email;
  const first = await home();
  const second = await home({ balcony: true });
  const otherRent = await home({ rent: 900_000 }); // does not match
  const closed = await home({ openForApplication: false }); // not open for interest registrations
  expect((await (await loggedIn(scenarios.payingApplicant)).graphql(SAVE, { s: { name: 'Stor och dyr', sendNotifications: true, filter: FILTER } })).json.data.saveSubscription.error).toBe(false);
  // Erik's saved search matches too but does not notify.
  expect((await (await loggedIn(scenarios.mainApplicant)).graphql(SAVE, { s: { name: 'Tyst', sendNotifications: false, filter: FILTER } })).json.data.saveSubscription.error).toBe(false);

  expect(await run()).toBe('mailed 1, skipped 0, failed 0');
  const [mail] = await mails(anna);
  expect(mail.text).toContain('Hej Anna!');
  expect(mail.text).toContain('Bevakning: Stor och dyr');
  for (const o of [first, second]) {
    expect(mail.text).toContain(link(o.rentalObjectId));
    expect(mail.html).toContain(`href="${link(o.rentalObjectId)}"`);
  }
  for (const o of [otherRent, closed]) expect(mail.text).not.toContain(o.rentalObjectId);
  expect(mail.text).toContain('31 200 kr/mån');
  expect(await mails(erik)).toHaveLength(0);

  // Again the same day: nothing, even with a new matching home.
  expect(await run()).toBe('mailed 0, skipped 1, failed 0');
  const third = await home();
  expect(await run()).toBe('mailed 0, skipped 1, failed 0');
  expect(await mails(anna)).toHaveLength(1);

  // The next day: only the home not mailed before.
  server.clock.now = new Date(TEST_NOW.getTime() + 86_400_000);
  expect(await run()).toBe('mailed 1, skipped 0, failed 0');
  const [latest] = await mails(anna);
  expect(latest.text).toContain(link(third.rentalObjectId));
  for (const o of [first, second]) expect(latest.text).not.toContain(o.rentalObjectId);
  expect(await run()).toBe('mailed 0, skipped 1, failed 0');

  // Another day with nothing new: no e-mail at all.
  server.clock.now = new Date(TEST_NOW.getTime() + 2 * 86_400_000);
  expect(await run()).toBe('mailed 0, skipped 0, failed 0');
  expect(await mails(anna)).toHaveLength(2);

  // Once the saved search has expired (six months), new homes are not mailed.
  server.clock.now = new Date('2027-05-23T10:00:00Z');
  await home();
  expect(await run()).toBe('mailed 0, skipped 0, failed 0');
  expect(await mails(anna)).toHaveLength(2);
  server.clock.now = new Date(TEST_NOW);
});

it('gives the homes back when the e-mail cannot be sent, so the next run sends them', async () => {
  server.clock.now = new Date('2026-11-22T10:00:00Z');
  const bo = scenarios.blockedApplicant;
  const c = await loggedIn(bo);
  const o = await home({ rooms: 4 });
  expect((await c.graphql(SAVE, { s: { name: 'Fyra rum', sendNotifications: true, filter: { ...FILTER, roomsMin: 4 } } })).json.data.saveSubscription.error).toBe(false);
  const mailer = server.services.mailer;
  const send = mailer.send.bind(mailer);
  mailer.send = async () => {
    throw new Error('SMTP is down');
  };
  try {
    expect(await run()).toMatch(/failed 1$/);
  } finally {
    mailer.send = send;
  }
  expect(await run()).toMatch(/^mailed 1,/);
  const [mail] = await mails(bo.email);
  expect(mail.text).toContain(link(o.rentalObjectId));
});
