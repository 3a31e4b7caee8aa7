// The brokerage's deadline jobs, as the scheduler runs them: each applies once however often it runs.
import { eq } from 'drizzle-orm';
import { addDays } from '../../src/rules/calendar';
import { applicationEvents, warnings } from '../db/schema';
import { systemActor, type StaffActor } from '../domain/actor';
import { warningReasons } from '../domain/warnings-and-blocks';
import { portalJobs } from '../jobs/jobs';
import { TEST_NOW, useTestServer } from '../test/harness';
import { caseHandler, eventsOfType, homeWithRegistrations, queueApplicants, registration } from '../test/brokerage';
import { REMINDER_EVENT } from './brokerage.repository';

const TODAY = '2026-11-22';
const server = useTestServer();
let karin: StaffActor;
beforeAll(async () => {
  karin = await caseHandler(db());
});
const db = () => server.services.database.db;
const run = async (name: string) => {
  const job = portalJobs(server.services).find((j) => j.name === name);
  if (!job) throw new Error(`no job ${name}`);
  return job.run();
};
const at = (iso: string) => {
  server.clock.now = new Date(iso);
};

it('closes the interest period the day after the last reply day, once', async () => {
  at(TEST_NOW.toISOString());
  const people = await queueApplicants(db(), ['2010-01-01', '2012-01-01']);
  const { rentalObjectId, applicationIds } = await homeWithRegistrations(db(), TODAY, '2026-11-25', people, TEST_NOW);
  at('2026-11-25T22:00:00Z'); // 23:00 in Stockholm on the last reply day: still open
  await run('interest-periods-close');
  expect((await registration(db(), applicationIds[0]!)).stage).toBe('INTEREST');

  at('2026-11-25T23:30:00Z'); // 00:30 the next day
  expect(await run('interest-periods-close')).toMatch(/ranked [1-9]/);
  expect(await run('interest-periods-close')).toBe('closed 0 homes, ranked 0, refused 0');
  expect((await registration(db(), applicationIds[0]!)).queuePlace).toBe(1);
  expect((await registration(db(), applicationIds[1]!)).queuePlace).toBe(2);
  expect(await eventsOfType(db(), rentalObjectId, 'CLOSE_PERIOD')).toHaveLength(2);
});

it('reminds once the day before an offer must be answered, and lets an unanswered offer go with a warning, once', async () => {
  at(TEST_NOW.toISOString());
  const [offered, next] = await queueApplicants(db(), ['2003-03-03', '2004-04-04']);
  const { rentalObjectId, applicationIds } = await homeWithRegistrations(db(), TODAY, addDays(TODAY, -1), [offered!, next!], new Date('2026-11-10T10:00:00Z'));
  const offer = applicationIds[0]!;
  expect((await server.services.brokerage.closePeriod(systemActor('test'), rentalObjectId)).ok).toBe(true);
  expect((await server.services.brokerage.startCheck(karin, rentalObjectId)).ok).toBe(true);
  expect((await server.services.brokerage.checkPassed(karin, offer)).ok).toBe(true);
  const deadline = (await registration(db(), offer)).lastReplyTime!;
  expect(deadline).toEqual(new Date('2026-11-23T22:59:59Z'));

  at('2026-11-22T12:00:00Z'); // more than a day before
  await run('answer-reminders');
  const reminders = () => db().select().from(applicationEvents).where(eq(applicationEvents.applicationId, offer)).then((es) => es.filter((e) => e.type === REMINDER_EVENT));
  expect(await reminders()).toHaveLength(0);
  at('2026-11-23T08:00:00Z');
  await run('answer-reminders');
  await run('answer-reminders');
  expect(await reminders()).toHaveLength(1);

  await run('offers-expire');
  expect((await registration(db(), offer)).stage).toBe('OFFERED');
  at('2026-11-24T07:00:00Z');
  expect(await run('offers-expire')).not.toBe('expired 0');
  expect(await run('offers-expire')).toBe('expired 0');
  expect(await registration(db(), offer)).toMatchObject({ stage: 'LOST', endReason: 'OFFER_UNANSWERED' });
  expect(await eventsOfType(db(), rentalObjectId, 'OFFER_EXPIRED')).toHaveLength(1);
  expect(await db().select().from(warnings).where(eq(warnings.applicantId, offered!))).toMatchObject([{ reason: warningReasons.OFFER_UNANSWERED }]);
  // The home goes on to the next in the queue.
  expect(await server.services.brokerage.startCheck(karin, rentalObjectId)).toMatchObject({ ok: true, application: { applicationId: applicationIds[1] } });
});
