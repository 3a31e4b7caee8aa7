// The applicant's steps on a registration through the real app, the stages before them set by applyEvent (as the
// brokerage takes them), never by writing columns: accepting an offer cancels the applicant's other registrations in
// the same step; a showing answer is given and changed until its reply time; an accepted home cannot be deleted.
import { eq } from 'drizzle-orm';
import { stockholmDay } from '../../src/rules/calendar';
import { applications } from '../db/schema';
import { eligibilityMessages } from '../domain/application-eligibility';
import { endTexts, stageMessages, type ApplicationEvent } from '../domain/application-stages';
import { TEST_NOW, useTestServer } from '../test/harness';
import { applyEvent } from './apply-event';
import { insertRegistration } from './applications.repository';
import { applicationMessages } from './applications.service';
import { allApplications, confirmed, idOf, loggedIn, openHome, ops, TODAY } from './testing';

const server = useTestServer();
const db = () => server.services.database.db;

const DAY = 86_400_000;
// Sessions end when the clock jumps days ahead: Anna logs in again at every new time.

/** Two days on: the interest periods of the homes below (last reply date today) have closed. */
const LATER = new Date(TEST_NOW.getTime() + 2 * DAY);

/** The brokerage's steps on one registration, each in its own transaction; a refused step fails the test. */
async function steps(applicationId: number, events: ApplicationEvent[], at = LATER) {
  for (const event of events) {
    const r = await db().transaction((tx) => applyEvent(tx, applicationId, event, 'system', at));
    if (!r.ok) throw new Error(`${event.type}: ${r.errorText}`);
  }
}

const close = (queuePlace: number): ApplicationEvent => ({ type: 'CLOSE_PERIOD', lastReplyDate: TODAY, queuePlace });

async function register(client: Awaited<ReturnType<typeof loggedIn>>, rentalObjectId: string): Promise<number> {
  const res = await client.graphql(ops.create, { a: confirmed(rentalObjectId) });
  if (!res.json.data) throw new Error(JSON.stringify(res.json));
  const r = res.json.data.createApplication;
  if (r.error) throw new Error(r.errorText);
  return r.application.applicationId;
}

it('accepting an offer cancels the applicant’s other registrations in the same step; the accepted one cannot be deleted', async () => {
  let anna = await loggedIn(server, 'payingApplicant');
  const offered = await openHome(db(), { lastReplyDate: TODAY });
  const offeredId = await register(anna, offered.rentalObjectId);
  await steps(offeredId, [close(1), { type: 'START_CHECK' }, { type: 'CHECK_PASSED' }]);

  // While the offer waits, she registers interest in two more homes.
  server.clock.now = LATER;
  anna = await loggedIn(server, 'payingApplicant');
  const laterDay = stockholmDay(LATER);
  const others = [await openHome(db(), {}, laterDay), await openHome(db(), {}, laterDay)];
  const otherIds = [await register(anna, others[0]!.rentalObjectId), await register(anna, others[1]!.rentalObjectId)];
  const before = (await allApplications(anna)).find((a) => a.applicationId === offeredId);
  expect(before).toMatchObject({ stage: 'OFFERED', tab: 'ANSWERS', canAnswer: true, canDelete: true });

  const accepted = (await anna.graphql(ops.answer, { a: { rentalObjectId: offered.rentalObjectId, answer: 'YES' } })).json.data.saveAnswer;
  expect(accepted).toMatchObject({
    error: false,
    cancelledApplications: 2,
    application: { stage: 'ACCEPTED', tab: 'CONTRACTS', canAnswer: false, canDelete: false, cantDeleteMessage: stageMessages.acceptedCannotWithdraw },
  });
  for (const id of otherIds) expect(await rowOf(id)).toMatchObject({ stage: 'CANCELLED', endReason: 'ACCEPTED_OTHER' });
  const listed = await allApplications(anna);
  for (const id of otherIds) {
    expect(listed.find((a) => a.applicationId === id)).toMatchObject({ stage: 'CANCELLED', tab: 'APPLICATIONS', endText: endTexts.ACCEPTED_OTHER, canDelete: false, cantDeleteMessage: stageMessages.ended, queuePlace: null });
  }

  // The same answer again changes nothing; deleting the accepted home is refused with the reason; a cancelled
  // registration is not made anew.
  expect((await anna.graphql(ops.answer, { a: { rentalObjectId: offered.rentalObjectId, answer: 'YES' } })).json.data.saveAnswer).toMatchObject({ error: false, cancelledApplications: 0 });
  expect((await anna.graphql(ops.remove, { id: offered.rentalObjectId })).json.data.deleteApplication).toEqual({ error: true, errorText: stageMessages.acceptedCannotWithdraw, validationErrors: [] });
  expect(await rowOf(offeredId)).toMatchObject({ stage: 'ACCEPTED' });
  const again = (await anna.graphql(ops.create, { a: confirmed(others[0]!.rentalObjectId) })).json.data.createApplication;
  expect(again).toMatchObject({ error: true, errorText: eligibilityMessages.alreadyRegistered });
});

async function rowOf(applicationId: number) {
  const [row] = await db().select().from(applications).where(eq(applications.applicationId, applicationId));
  return row!;
}

it('a showing answer is given and changed until its reply time, never NO_BUT_STILL_INTERESTED to an offer', async () => {
  let anna = await loggedIn(server, 'payingApplicant');
  const home = await openHome(db(), { lastReplyDate: TODAY });
  const id = await register(anna, home.rentalObjectId);
  const starts = new Date(LATER.getTime() + 3 * DAY);
  await steps(id, [close(3), { type: 'INVITE', showing: { starts, ends: new Date(starts.getTime() + 3_600_000), mandatory: false, digital: false } }]);
  server.clock.now = LATER;
  anna = await loggedIn(server, 'payingApplicant');
  const answer = async (showingAnswer: string) =>
    (await anna.graphql(ops.showing, { s: { rentalObjectId: home.rentalObjectId, showingAnswer } })).json.data.saveShowing;

  const waiting = (await allApplications(anna)).find((a) => a.applicationId === id);
  expect(waiting).toMatchObject({ stage: 'SHOWING_INVITED', tab: 'SHOWINGS', statusWaitingForAnswer: true, canChangeAnswer: true, showingAnswer: null, queuePlace: 3 });
  expect(await answer('YES')).toMatchObject({ error: false, application: { showingAnswer: 'YES', statusHasAnsweredYes: true, statusWaitingForAnswer: false, canChangeAnswer: true } });
  expect(await answer('NO_BUT_STILL_INTERESTED')).toMatchObject({
    error: false,
    application: { showingAnswer: 'NO_BUT_STILL_INTERESTED', statusHasAnsweredYes: false, statusHasAnsweredNoButStillInterested: true },
  });
  expect((await rowOf(id)).showingAnswer).toBe('NO_BUT_STILL_INTERESTED');

  // An offer is answered yes or no; there is no offer here anyway.
  const notAnOfferAnswer = (await anna.graphql(ops.answer, { a: { rentalObjectId: home.rentalObjectId, answer: 'NO_BUT_STILL_INTERESTED' } })).json.data.saveAnswer;
  expect(notAnOfferAnswer).toEqual({ error: true, errorText: applicationMessages.offerYesOrNo, validationErrors: [{ code: 'answer', text: applicationMessages.offerYesOrNo }], cancelledApplications: 0, application: null });
  expect((await anna.graphql(ops.answer, { a: { rentalObjectId: home.rentalObjectId, answer: 'YES' } })).json.data.saveAnswer).toMatchObject({ error: true, errorText: stageMessages.noOffer });

  // After the reply time the answer stands.
  server.clock.now = new Date(LATER.getTime() + 2 * DAY);
  anna = await loggedIn(server, 'payingApplicant');
  expect(await answer('NO')).toMatchObject({ error: true, errorText: stageMessages.showingReplyTimePassed, application: null });
  expect((await rowOf(id)).showingAnswer).toBe('NO_BUT_STILL_INTERESTED');
});

it('declining an offer ends the registration and cancels nothing else; another in the check shows on the page', async () => {
  let anna = await loggedIn(server, 'payingApplicant');

  // A home where someone else is in the criteria check: Anna's registration says so, with her fixed place.
  const shared = await openHome(db(), { lastReplyDate: TODAY });
  const sharedId = await register(anna, shared.rentalObjectId);
  const erikId = await idOf(db(), 'mainApplicant');
  const erikReg = await db().transaction((tx) =>
    insertRegistration(tx, { applicantId: erikId, rentalObjectId: shared.rentalObjectId, coApplicantId: null, showingConfirm: true, coApplicantConfirm: false, moveInDateConfirm: true, shortTimeConfirm: false }, 'system', TEST_NOW),
  );
  await steps(erikReg.row.applicationId, [close(1), { type: 'START_CHECK' }]);
  await steps(sharedId, [close(2)]);
  server.clock.now = LATER;
  anna = await loggedIn(server, 'payingApplicant');
  expect((await allApplications(anna)).find((a) => a.applicationId === sharedId)).toMatchObject({ stage: 'RANKED', queuePlace: 2, statusSomeOtherIsEvaluated: true });

  const home = await openHome(db(), { lastReplyDate: TODAY });
  server.clock.now = new Date(TEST_NOW);
  anna = await loggedIn(server, 'payingApplicant');
  const id = await register(anna, home.rentalObjectId);
  await steps(id, [close(1), { type: 'START_CHECK' }, { type: 'CHECK_PASSED' }]);
  server.clock.now = LATER;
  anna = await loggedIn(server, 'payingApplicant');
  const declined = (await anna.graphql(ops.answer, { a: { rentalObjectId: home.rentalObjectId, answer: 'NO' } })).json.data.saveAnswer;
  expect(declined).toMatchObject({ error: false, cancelledApplications: 0, application: { stage: 'DECLINED', endText: endTexts.OFFER_DECLINED, canAnswer: false } });
});
