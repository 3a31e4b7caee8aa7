// The housekeeping jobs through the real job list (run as the back office's 'Kör nu' runs them): expired sessions,
// spent password-reset links, failed logins past the rate limit's window, and the saved-search mail log's rows of homes
// long closed — each removes exactly the rows that can never be used again and keeps the rest, and pruning the mail
// log never lets a home be mailed twice.
import { eq } from 'drizzle-orm';
import { hashToken } from '../session/session.service';
import { insertSession } from '../session/session.repository';
import { insertResetToken } from '../account/password.repository';
import { recordLoginFailure } from '../account/login-failure.repository';
import { applicants, loginFailures, passwordResetTokens, sessions, subscriptionNotifications } from '../db/schema';
import { scenarios } from '../db/seed/scenarios';
import { staffActor } from '../domain/actor';
import { insertTestObject } from '../listings/testing';
import { SUBSCRIPTION_MAIL_SUBJECT } from '../subscriptions/subscription-mail.service';
import { TEST_NOW, useTestServer } from '../test/harness';

const server = useTestServer();
const db = () => server.services.database.db;
const MIN = 60_000;
const DAY = 86_400_000;
const ago = (ms: number) => new Date(server.clock.now.getTime() - ms);
const admin = staffActor(2, 'administrator', 'housekeeping-test');

/** Runs a job of the portal's list now, as the back office does; its summary. */
async function runJob(name: string): Promise<string> {
  const outcome = await server.services.staffTools.runJob(admin, name);
  if (!outcome.ok) throw new Error(outcome.errorText);
  expect(outcome.job.outcome, outcome.job.message ?? '').toBe('ok');
  return outcome.job.message!;
}

async function applicantId(email: string): Promise<number> {
  const [row] = await db().select({ id: applicants.applicantId }).from(applicants).where(eq(applicants.email, email));
  return row!.id;
}

it('sessions-purge removes expired sessions of both kinds and keeps live ones working', async () => {
  const anna = await server.loggedIn(scenarios.payingApplicant);
  const annaId = await applicantId(scenarios.payingApplicant.email);
  await insertSession(db(), { sessionId: hashToken('expired-applicant'), applicantId: annaId, staffUserId: null, expiresAt: ago(1) });
  await insertSession(db(), { sessionId: hashToken('expired-staff'), applicantId: null, staffUserId: 1, expiresAt: ago(MIN) });
  await insertSession(db(), { sessionId: hashToken('live-staff'), applicantId: null, staffUserId: 1, expiresAt: new Date(server.clock.now.getTime() + MIN) });
  const before = (await db().select().from(sessions)).length;
  expect(await runJob('sessions-purge')).toBe('deleted 2 expired sessions');
  const left = (await db().select().from(sessions)).map((s) => s.sessionId);
  expect(left).toHaveLength(before - 2);
  expect(left).not.toContain(hashToken('expired-applicant'));
  expect(left).not.toContain(hashToken('expired-staff'));
  expect(left).toContain(hashToken('live-staff'));
  expect((await anna.data('{ getApplicant { applicant { email } } }')).applicant.email).toBe(scenarios.payingApplicant.email);
  expect(await runJob('sessions-purge')).toBe('deleted 0 expired sessions');
});

it('reset-tokens-purge removes used and expired reset links and keeps the live one', async () => {
  const id = await applicantId(scenarios.mainApplicant.email);
  const created = ago(2 * 60 * MIN);
  await insertResetToken(db(), { tokenHash: 'used', applicantId: id, expiresAt: new Date(server.clock.now.getTime() + MIN), createdAt: created });
  await db().update(passwordResetTokens).set({ usedAt: ago(MIN) }).where(eq(passwordResetTokens.tokenHash, 'used'));
  await insertResetToken(db(), { tokenHash: 'expired', applicantId: id, expiresAt: ago(1), createdAt: created });
  await insertResetToken(db(), { tokenHash: 'live', applicantId: id, expiresAt: new Date(server.clock.now.getTime() + 30 * MIN), createdAt: ago(MIN) });
  expect(await runJob('reset-tokens-purge')).toBe('deleted 2 used or expired reset links');
  expect((await db().select().from(passwordResetTokens)).map((t) => t.tokenHash)).toEqual(['live']);
});

it('login-failures-prune removes failures older than the window; the limit still counts the recent ones', async () => {
  const window = server.services.config.LOGIN_FAILURE_WINDOW_SECONDS * 1000;
  await recordLoginFailure(db(), 'old@example.se', '203.0.113.9', ago(window + 1));
  await recordLoginFailure(db(), 'recent@example.se', '203.0.113.9', ago(window - 1_000));
  expect(await runJob('login-failures-prune')).toMatch(/^deleted [1-9]\d* login failures older than the window$/);
  const left = await db().select().from(loginFailures);
  expect(left.map((f) => f.accountKey)).toContain('recent@example.se');
  expect(left.every((f) => f.createdAt.getTime() >= ago(window).getTime())).toBe(true);
});

it('subscription-mail-log-prune removes only rows of homes closed over 30 days ago, and no home is mailed twice', async () => {
  const today = () => server.clock.now.toISOString().slice(0, 10);
  // Homes only this test's saved search matches (no seeded home costs this much).
  const FILTER = { rentMin: 32000, rentMax: 32500, roomsMin: 3 };
  const anna = await server.loggedIn(scenarios.payingApplicant);
  const saved = await anna.graphql('mutation($s: SubscriptionInput!) { saveSubscription(subscription: $s) { error subscriptionId } }', { s: { name: 'Städas', sendNotifications: true, filter: FILTER } });
  expect(saved.json.data.saveSubscription.error).toBe(false);
  const closingSoon = await insertTestObject(db(), today(), { rent: 3_220_000, rooms: 3, lastReplyDate: today() });
  const longOpen = await insertTestObject(db(), today(), { rent: 3_220_000, rooms: 3, lastReplyDate: '2027-03-01', endDate: '2027-03-15' });
  expect(await runJob('subscription-mail')).toMatch(/^mailed 1,/);
  const logged = async () => (await db().select().from(subscriptionNotifications)).map((r) => r.rentalObjectId);
  expect(await logged()).toEqual(expect.arrayContaining([closingSoon.rentalObjectId, longOpen.rentalObjectId]));

  // 30 days after the first home closed its row stays; the day after, it goes. The open home's row always stays.
  server.clock.now = new Date(TEST_NOW.getTime() + 30 * DAY);
  expect(await runJob('subscription-mail-log-prune')).toMatch(/^deleted 0 mail log rows/);
  server.clock.now = new Date(TEST_NOW.getTime() + 31 * DAY);
  expect(await runJob('subscription-mail-log-prune')).toMatch(/^deleted [1-9]\d* mail log rows of homes closed before 2026-11-23$/);
  const left = await logged();
  expect(left).not.toContain(closingSoon.rentalObjectId);
  expect(left).toContain(longOpen.rentalObjectId);

  // The mail the next day lists nothing again: the open home is still in the log, the closed one is not open.
  expect(await runJob('subscription-mail')).toBe('mailed 0, skipped 0, failed 0');
  const mails = (await server.client().get(`/sandbox/mail/messages?to=${encodeURIComponent(scenarios.payingApplicant.email)}`)).json.filter((m: { subject: string }) => m.subject === SUBSCRIPTION_MAIL_SUBJECT);
  expect(mails).toHaveLength(1);
});
