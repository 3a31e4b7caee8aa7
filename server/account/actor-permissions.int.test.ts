// The services of the account, newsletter, listings and BankID areas decide who may act, not the resolvers: an
// applicant actor reaches only their own record, and a staff actor is refused until the back office names the
// applicant it acts for (ownApplicantId).
import { eq } from 'drizzle-orm';
import { applicants } from '../db/schema';
import { scenarios } from '../db/seed/scenarios';
import { applicantActor, ForbiddenError, type StaffActor } from '../domain/actor';
import { bankIdMessages } from '../bankid/bankid-session.service';
import { startTestServer, type TestServer } from '../test/harness';

const staff: StaffActor = { kind: 'staff', staffUserId: 1, role: 'administrator', sessionId: 'staff-session' };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function idOf(email: string): Promise<number> {
  const [row] = await server.services.database.db.select({ id: applicants.applicantId }).from(applicants).where(eq(applicants.email, email));
  return row!.id;
}

it('gives an applicant actor their own record and pair, never another applicant’s', async () => {
  const erik = applicantActor(await idOf(scenarios.mainApplicant.email));
  const maria = applicantActor(await idOf(scenarios.coApplicant.email));
  expect((await server.services.applicants.get(erik))?.email).toBe(scenarios.mainApplicant.email);
  expect((await server.services.account.me(maria))?.email).toBe(scenarios.coApplicant.email);
  // The seeded pair, seen from each side: each sees the other, and only Erik is the head.
  expect(await server.services.coApplicants.coApplicant(erik)).toMatchObject({ coApplicantFound: true, applicantId: maria.applicantId, isHead: true });
  expect(await server.services.coApplicants.coApplicant(maria)).toMatchObject({ coApplicantFound: true, applicantId: erik.applicantId, isHead: false });
});

it('refuses a staff actor in every service that acts for the actor’s own applicant', async () => {
  const s = server.services;
  const refusals: (() => Promise<unknown>)[] = [
    () => s.applicants.get(staff),
    () => s.account.me(staff),
    () => s.accountSettings.updateAddress(staff, { street: 'Storgatan 1' }),
    () => s.accountSettings.updateBasicInformation(staff, {}),
    () => s.accountSettings.setDoNotWantPhysicalMail(staff, true),
    () => s.accountSettings.changePassword(staff, {}),
    () => s.coApplicants.coApplicant(staff),
    () => s.coApplicants.requests(staff),
    () => s.coApplicants.add(staff, scenarios.payingApplicant.email),
    () => s.coApplicants.accept(staff, 1),
    () => s.coApplicants.reject(staff, 1),
    () => s.coApplicants.remove(staff),
    () => s.standing.indicators(staff),
    () => s.standing.warningsAndBlocks(staff),
    () => s.standing.queueTimes(staff),
    () => s.leaveQueue.leave(staff, { confirmationWord: 'AVSLUTA', bankIdToken: 'x' }),
    () => s.newsletter.isSubscriber(staff, s.config.NEWSLETTER_LIST_ID, scenarios.payingApplicant.email),
    () => s.newsletter.setSubscribed(staff, s.config.NEWSLETTER_LIST_ID, scenarios.payingApplicant.email, true),
    () => s.applications.estimatedQueuePlace(staff, 'any'),
    () => s.listings.digitalShowingAccess(staff, 'any'),
    () => s.bankId.startDeregistration(staff, { isQrCode: true, endUserIp: '127.0.0.1' }),
  ];
  for (const refused of refusals) await expect(refused()).rejects.toBeInstanceOf(ForbiddenError);
  // Nothing changed for the applicant the address would have gone to.
  expect((await s.applicants.get(applicantActor(await idOf(scenarios.payingApplicant.email))))?.street).not.toBe('Storgatan 1');
});

it('starts no leave-queue signature for an actor whose account is gone, or for a visitor', async () => {
  const refusal = { error: bankIdMessages.loginRequired, reason: 'loginRequired' };
  expect(await server.services.bankId.startDeregistration(applicantActor(999_999), { isQrCode: true, endUserIp: '127.0.0.1' })).toEqual(refusal);
  expect(await server.services.bankId.startDeregistration(null, { isQrCode: true, endUserIp: '127.0.0.1' })).toEqual(refusal);
});
