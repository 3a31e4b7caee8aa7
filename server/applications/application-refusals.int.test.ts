// Every reason interest cannot be registered (spec 001 §4, §8), on real data through ApplicationsService: the
// pre-check names it, and createApplication refuses with the same texts, every one, and writes nothing.
import { and, desc, eq } from 'drizzle-orm';
import { applicants, applications, coApplicantLinks, mailOutbox } from '../db/schema';
import { applicantActor, ForbiddenError, type Actor, type StaffActor } from '../domain/actor';
import { APPLICANT_STATUSES } from '../domain/applicant-status';
import { eligibilityMessages } from '../domain/application-eligibility';
import { useTestServer } from '../test/harness';
import { confirmed, idOf, openHome } from './testing';

const server = useTestServer();
const db = () => server.services.database.db;
const service = () => server.services.applications;

async function newApplicant(values: Partial<typeof applicants.$inferInsert>): Promise<number> {
  const [row] = await db()
    .insert(applicants)
    .values({ firstName: 'Test', lastName: 'Sökande', hasPaid: true, applicantStatusId: APPLICANT_STATUSES.QUEUE.applicantStatusId, queueDate: '2020-01-01', ...values })
    .returning({ id: applicants.applicantId });
  return row!.id;
}

/** The codes the pre-check gives, and that createApplication refuses with exactly the same list, writing nothing. */
async function refusals(actor: Actor & { applicantId: number }, rentalObjectId: string): Promise<string[]> {
  const pre = await service().validateApplication(actor, rentalObjectId);
  if (!pre.ok) throw new Error(pre.errorText);
  expect(pre.validation.canCreate).toBe(false);
  const created = await service().createApplication(actor, confirmed(rentalObjectId));
  expect(created).toEqual({ ok: false, errorText: pre.validation.errors[0]!.text, validationErrors: pre.validation.errors });
  const rows = await db().select().from(applications).where(and(eq(applications.applicantId, actor.applicantId), eq(applications.rentalObjectId, rentalObjectId)));
  expect(rows).toEqual([]);
  return pre.validation.errors.map((e) => e.code);
}

it('names every reason, each alone or all at once, and createApplication refuses with the same', async () => {
  const open = (await openHome(db())).rentalObjectId;
  const anna = applicantActor(await idOf(db(), 'payingApplicant'));
  // Closed for interest by the landlord.
  expect(await refusals(anna, (await openHome(db(), { openForApplication: false })).rentalObjectId)).toEqual(['closed']);
  // A co-applicant account, an account waiting for its first payment, a queue account without queue time.
  expect(await refusals(applicantActor(await idOf(db(), 'coApplicant')), open)).toEqual(['coApplicantAccount']);
  expect(await refusals(applicantActor(await newApplicant({ applicantStatusId: APPLICANT_STATUSES.PENDING_PAYMENT.applicantStatusId })), open)).toEqual(['notPaid']);
  expect(await refusals(applicantActor(await newApplicant({ queueDate: null })), open)).toEqual(['notInQueue']);
  // Blocked: the block in force (blockFor) says until when.
  expect((await refusals(applicantActor(await idOf(db(), 'blockedApplicant')), open))[0]).toBe('blocked');
  // Erik owes a queue fee (no autopay) and an agency fee, has no income, has not answered the housing questionnaire
  // and has no approved identity document; without income he meets no income requirement either.
  expect(await refusals(applicantActor(await idOf(db(), 'mainApplicant')), open)).toEqual(['unpaidQueueFee', 'unpaidAgencyFee', 'income', 'details', 'idDocument', 'criterion']);
  // Anna on a student-queue home: she has not said she studies.
  const student = (await openHome(db(), { queueTypeId: 2 })).rentalObjectId;
  const pre = await service().validateApplication(anna, student);
  expect(pre.ok && pre.validation.errors).toEqual([{ code: 'criterion', text: 'Du uppfyller inte kravet: Studerande' }]);
  expect(await refusals(anna, student)).toEqual(['criterion']);
});

it('refuses a joint interest until the co-applicant has confirmed', async () => {
  const open = (await openHome(db())).rentalObjectId;
  const main = await newApplicant({ firstName: 'Huvud' });
  const co = await newApplicant({ firstName: 'Med', applicantStatusId: APPLICANT_STATUSES.COAPPLICANT.applicantStatusId, queueDate: null });
  await db().insert(coApplicantLinks).values({ mainApplicantId: main, coApplicantId: co, status: 'pending', requestedByApplicantId: main });
  const pre = await service().validateApplication(applicantActor(main), open);
  expect(pre.ok && pre.validation.coApplicants).toEqual([{ applicantId: co, name: 'Med Sökande', confirmed: false }]);
  expect(pre.ok && pre.validation.errors).toContainEqual({ code: 'coApplicant', text: eligibilityMessages.coApplicantNotConfirmed });
  const created = await service().createApplication(applicantActor(main), confirmed(open));
  expect(created.ok).toBe(false);
  expect(!created.ok && created.validationErrors).toContainEqual({ code: 'coApplicant', text: eligibilityMessages.coApplicantNotConfirmed });
});

it('refuses an unknown home, and a staff actor until the back office names the applicant', async () => {
  const anna = applicantActor(await idOf(db(), 'payingApplicant'));
  expect(await service().validateApplication(anna, 'NO-SUCH-HOME')).toMatchObject({ ok: false, errorText: 'Bostaden finns inte eller är inte publicerad.' });
  expect(await service().createApplication(anna, confirmed('NO-SUCH-HOME'))).toMatchObject({ ok: false });
  const staff: StaffActor = { kind: 'staff', staffUserId: 1, role: 'administrator', sessionId: '' };
  const home = (await openHome(db())).rentalObjectId;
  for (const call of [
    () => service().validateApplication(staff, home),
    () => service().createApplication(staff, confirmed(home)),
    () => service().deleteApplication(staff, home),
    () => service().getApplications(staff, 0, 10),
    () => service().saveShowing(staff, { rentalObjectId: home, showingAnswer: 'YES' }),
    () => service().saveAnswer(staff, { rentalObjectId: home, answer: 'YES' }),
  ]) {
    await expect(call()).rejects.toBeInstanceOf(ForbiddenError);
  }
});

it('a joint interest records the confirmed co-applicant, asks for the confirmation, and pools no income yet', async () => {
  const home = (await openHome(db())).rentalObjectId;
  const anna = applicantActor(await idOf(db(), 'payingApplicant'));
  const co = await newApplicant({ firstName: 'Sam', applicantStatusId: APPLICANT_STATUSES.COAPPLICANT.applicantStatusId, queueDate: null });
  await db().insert(coApplicantLinks).values({ mainApplicantId: anna.applicantId, coApplicantId: co, status: 'accepted', requestedByApplicantId: co });
  const pre = await service().validateApplication(anna, home);
  if (!pre.ok) throw new Error(pre.errorText);
  expect(pre.validation).toMatchObject({ canCreate: true, accepts: { coApplicant: true }, coApplicants: [{ applicantId: co, name: 'Sam Sökande', confirmed: true }] });
  expect(pre.validation.criteria.income[0]?.incomeCalculation).toMatchObject({ pooled: false, poolingNote: expect.stringContaining('bankkonto') });

  const unconfirmed = await service().createApplication(anna, { ...confirmed(home), coApplicantConfirm: false });
  expect(unconfirmed).toMatchObject({ ok: false, validationErrors: [{ code: 'coApplicantConfirm' }] });
  const created = await service().createApplication(anna, confirmed(home));
  if (!created.ok) throw new Error(created.errorText);
  expect(created.application.coApplicants).toEqual([{ applicantId: co, name: 'Sam Sökande', confirmed: true }]);
  const [row] = await db().select().from(applications).where(and(eq(applications.applicantId, anna.applicantId), eq(applications.rentalObjectId, home)));
  expect(row).toMatchObject({ coApplicantId: co, coApplicantConfirm: true });
  const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, 'anna.andersson@example.se')).orderBy(desc(mailOutbox.mailId)).limit(1);
  expect(mail?.text).toContain('tillsammans med Sam Sökande');
});
