// The attention indicators from real data: an unpaid agency fee, a saved search that expires soon (or has expired),
// and a rejected identity document with the reason the case handler gave.
import { eq } from 'drizzle-orm';
import { scenarios } from '../db/seed/scenarios';
import { applicants, documents } from '../db/schema';
import { useTestServer } from '../test/harness';

const IND = '{ getIndicators { indicators { header hasAgencyFee hasQueueFee needToUpdateSubscription hasRejectedIdDocument rejectedIdDocumentReason } } }';
const SAVE = 'mutation($s: SubscriptionInput!) { saveSubscription(subscription: $s) { error subscriptionId } }';
const RENEW = 'mutation($id: Int!) { renewSubscription(subscriptionId: $id) { error } }';

const server = useTestServer();

/** Logs in afresh (moving the clock ends idle sessions) and reads the indicators. */
async function indicatorsOf(p: { email: string; password: string }) {
  const c = await server.loggedIn(p);
  return { c, indicators: (await c.graphql(IND)).json.data.getIndicators.indicators };
}

it('shows an unpaid agency fee, and nothing for an applicant who owes none', async () => {
  expect((await indicatorsOf(scenarios.mainApplicant)).indicators).toMatchObject({ header: true, hasAgencyFee: true });
  expect((await indicatorsOf(scenarios.payingApplicant)).indicators).toEqual({
    header: false,
    hasAgencyFee: false,
    hasQueueFee: false,
    needToUpdateSubscription: false,
    hasRejectedIdDocument: false,
    rejectedIdDocumentReason: null,
  });
});

it('asks for a saved search to be renewed within the expiry warning’s 14 days and after it has expired', async () => {
  const { c } = await indicatorsOf(scenarios.blockedApplicant);
  const saved = (await c.graphql(SAVE, { s: { name: 'Centrum' } })).json.data.saveSubscription;
  expect(saved.error).toBe(false);
  // Made on 2026-11-22, it expires on 2027-05-22.
  expect((await indicatorsOf(scenarios.blockedApplicant)).indicators.needToUpdateSubscription).toBe(false);
  server.clock.now = new Date('2027-05-07T10:00:00Z'); // 15 days left
  expect((await indicatorsOf(scenarios.blockedApplicant)).indicators.needToUpdateSubscription).toBe(false);
  server.clock.now = new Date('2027-05-08T10:00:00Z'); // 14 days left: the page warns
  expect((await indicatorsOf(scenarios.blockedApplicant)).indicators).toMatchObject({ header: true, needToUpdateSubscription: true });
  server.clock.now = new Date('2027-06-01T10:00:00Z'); // expired, still there
  const late = await indicatorsOf(scenarios.blockedApplicant);
  expect(late.indicators.needToUpdateSubscription).toBe(true);
  expect((await late.c.graphql(RENEW, { id: saved.subscriptionId })).json.data.renewSubscription.error).toBe(false);
  expect((await late.c.graphql(IND)).json.data.getIndicators.indicators.needToUpdateSubscription).toBe(false);
});

it('gives the reason the identity document was rejected with', async () => {
  const db = server.services.database.db;
  const bo = (await db.select().from(applicants).where(eq(applicants.email, scenarios.blockedApplicant.email)))[0]!;
  const file = { applicantId: bo.applicantId, documentType: 'IDENTIFICATION' as const, mediaType: 'image/png', size: 3 };
  await db.insert(documents).values([
    { ...file, name: 'id-gammal.png', storageKey: 'test/id-gammal', documentStatus: 'REJECTED', disapprovalReason: 'Äldre skäl', created: new Date('2026-10-01T10:00:00Z') },
    { ...file, name: 'id.png', storageKey: 'test/id', documentStatus: 'REJECTED', disapprovalReason: 'Bilden är suddig. Ladda upp en skarpare bild.', created: new Date('2026-11-01T10:00:00Z') },
  ]);
  expect((await indicatorsOf(scenarios.blockedApplicant)).indicators).toMatchObject({
    header: true,
    hasRejectedIdDocument: true,
    rejectedIdDocumentReason: 'Bilden är suddig. Ladda upp en skarpare bild.',
  });
  // A new document under review replaces the rejection (the newest decides): no flag and no reason.
  await db.insert(documents).values({ ...file, name: 'id-ny.png', storageKey: 'test/id-ny', documentStatus: 'RECEIVED', created: new Date('2026-11-20T10:00:00Z') });
  expect((await indicatorsOf(scenarios.blockedApplicant)).indicators).toMatchObject({ hasRejectedIdDocument: false, rejectedIdDocumentReason: null });
});
