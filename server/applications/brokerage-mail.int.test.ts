// The brokerage's e-mails through the real mailer (the outbox): the showing invitation with its calendar file, the
// offer, the reminder (once), the contract with its fee, and the lost home (with the warning when one was given).
// Each has a plain-text part, and a step repeated sends nothing again.
import { eq } from 'drizzle-orm';
import { applicants, mailOutbox } from '../db/schema';
import { systemActor, type StaffActor } from '../domain/actor';
import { portalJobs } from '../jobs/jobs';
import { TEST_NOW, useTestServer } from '../test/harness';
import { applicantStep, caseHandler, homeWithRegistrations, queueApplicants } from '../test/brokerage';
import { OFFER_REMINDER_SUBJECT } from './mail/answer-reminder';
import { CONTRACT_SUBJECT } from './mail/contract';
import { lostSubject } from './mail/lost';
import { OFFER_SUBJECT } from './mail/offer';
import { SHOWING_INVITATION_SUBJECT } from './mail/showing-invitation';

const TODAY = '2026-11-22';
const server = useTestServer();
let karin: StaffActor;
beforeAll(async () => {
  karin = await caseHandler(db());
});
const db = () => server.services.database.db;
const brokerage = () => server.services.brokerage;
const at = (iso: string) => {
  server.clock.now = new Date(iso);
};
const emailOf = async (id: number) => (await db().select({ email: applicants.email }).from(applicants).where(eq(applicants.applicantId, id)))[0]!.email!;
const mailsTo = async (id: number) => db().select().from(mailOutbox).where(eq(mailOutbox.to, await emailOf(id))).orderBy(mailOutbox.mailId);
function ok<T extends { ok: boolean }>(r: T): Extract<T, { ok: true }> {
  if (!r.ok) throw new Error(`refused: ${(r as unknown as { errorText: string }).errorText}`);
  return r as Extract<T, { ok: true }>;
}

it('mails each step to whom it concerns, once, each with a text part', async () => {
  at(TEST_NOW.toISOString());
  const [winner, missed, other] = await queueApplicants(db(), ['2002-02-02', '2003-03-03', '2009-09-09']);
  const { home, rentalObjectId, applicationIds } = await homeWithRegistrations(db(), TODAY, '2026-11-29', [winner!, missed!, other!], TEST_NOW);
  at('2026-11-30T09:00:00Z');
  ok(await brokerage().closePeriod(systemActor('test'), rentalObjectId));

  // The invitation: when, until when to answer, and the showing as a calendar file. Sent again, nothing new.
  const showing = { starts: new Date('2026-12-02T15:00:00Z'), ends: new Date('2026-12-02T16:00:00Z'), mandatory: true, digital: false };
  ok(await brokerage().invite(karin, rentalObjectId, 2, showing));
  ok(await brokerage().invite(karin, rentalObjectId, 2, showing));
  const [invitation, ...more] = await mailsTo(winner!);
  expect(more).toEqual([]);
  expect(invitation).toMatchObject({ subject: SHOWING_INVITATION_SUBJECT });
  expect(invitation!.text).toContain(`Du är inbjuden till visning av ${home.street}, ${home.city}, 2026-12-02 kl. 16.00–17.00.`);
  expect(invitation!.text).toContain('Svara ja eller nej senast 2026-12-01 kl. 23.59');
  expect(invitation!.text).toContain('Visningen är obligatorisk.');
  expect(invitation!.html).toContain('<p>');
  expect(invitation!.attachments).toHaveLength(1);
  const ics = invitation!.attachments[0]!;
  expect(ics).toMatchObject({ filename: 'visning.ics', contentType: expect.stringMatching(/^text\/calendar/) });
  expect(ics.content).toMatch(/BEGIN:VCALENDAR[\s\S]*BEGIN:VEVENT[\s\S]*DTSTART:20261202T150000Z[\s\S]*DTEND:20261202T160000Z[\s\S]*END:VCALENDAR/);
  expect(ics.content).toContain(`SUMMARY:Visning: ${home.street}`);
  expect(await mailsTo(other!)).toEqual([]);

  // A missed mandatory showing: the home is lost, with the warning it brought.
  ok(await applicantStep(db(), applicationIds[0]!, { type: 'ANSWER_SHOWING', answer: 'YES' }, new Date('2026-11-30T10:00:00Z')));
  at('2026-12-02T17:00:00Z');
  ok(await brokerage().registerAttendance(karin, applicationIds[0]!, true));
  ok(await brokerage().registerAttendance(karin, applicationIds[1]!, false));
  const lostByMissing = (await mailsTo(missed!)).at(-1)!;
  expect(lostByMissing.subject).toBe(lostSubject(home.street));
  expect(lostByMissing.text).toContain('Du kom inte till den obligatoriska visningen');
  expect(lostByMissing.text).toContain('Du har fått en varning: Uteblev från visning utan att avanmäla sig.');

  // The offer, and one reminder the day before its deadline however often the job runs.
  ok(await brokerage().startCheck(karin, rentalObjectId));
  ok(await brokerage().checkPassed(karin, applicationIds[0]!));
  const offer = (await mailsTo(winner!)).at(-1)!;
  expect(offer.subject).toBe(OFFER_SUBJECT);
  expect(offer.text).toContain('Svara ja eller nej senast 2026-12-03 kl. 23.59');
  const reminders = portalJobs(server.services).find((j) => j.name === 'answer-reminders')!;
  at('2026-12-03T08:00:00Z');
  await reminders.run();
  await reminders.run();
  expect((await mailsTo(winner!)).filter((m) => m.subject === OFFER_REMINDER_SUBJECT)).toHaveLength(1);

  // Signed: the contract with its fee to the winner; everyone still in loses the home.
  ok(await applicantStep(db(), applicationIds[0]!, { type: 'ACCEPT_OFFER' }, new Date('2026-12-03T09:00:00Z')));
  ok(await brokerage().proposeToLandlord(karin, applicationIds[0]!));
  ok(await brokerage().landlordApproved(karin, applicationIds[0]!));
  ok(await brokerage().signed(karin, applicationIds[0]!));
  ok(await brokerage().signed(karin, applicationIds[0]!));
  const contracts = (await mailsTo(winner!)).filter((m) => m.subject === CONTRACT_SUBJECT);
  expect(contracts).toHaveLength(1);
  expect(contracts[0]!.text).toContain('Förmedlingsavgiften är 305 kr inklusive moms och ska vara betald senast 2027-01-02.');
  const lost = (await mailsTo(other!)).at(-1)!;
  expect(lost.subject).toBe(lostSubject(home.street));
  expect(lost.text).toContain('Bostaden har gått till en annan sökande.');
  expect(lost.text).not.toContain('varning');

  // The sandbox outbox shows the calendar file too.
  const outbox = await server.client().get(`/sandbox/mail/messages?to=${encodeURIComponent(await emailOf(winner!))}`);
  expect(outbox.json.some((m: { attachments: { filename: string }[] }) => m.attachments.some((a) => a.filename === 'visning.ics'))).toBe(true);
});
