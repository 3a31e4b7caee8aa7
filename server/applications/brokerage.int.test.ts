// The brokerage engine through the real app's services on a real database: one home with 50 applicants brokered
// through every stage, races between steps taken at once, warnings and the block they bring, and each refusal.
import { and, eq } from 'drizzle-orm';
import { addDays, addMonths } from '../../src/rules/calendar';
import { ORDER_STATUSES, PRODUCTS, QUEUE_FEE_ORE } from '../../src/rules/orders';
import { brokerages, orders, warnings } from '../db/schema';
import { applicantActor, ForbiddenError, systemActor, type StaffActor } from '../domain/actor';
import { APPLICANT_STATUSES } from '../domain/applicant-status';
import { ACTIVE_STAGES, stageMessages } from '../domain/application-stages';
import { warningReasons } from '../domain/warnings-and-blocks';
import { TEST_NOW, useTestServer } from '../test/harness';
import { applicantStep, caseHandler, eventsOfType, historyOf, homeWithRegistrations, queueApplicants, register, registration } from '../test/brokerage';
import { brokerageMessages } from './brokerage.service';

const TODAY = '2026-11-22';
const LAST_REPLY = '2026-11-29';
const CLOSED = new Date('2026-11-30T09:00:00Z');
const SHOW = { starts: new Date('2026-12-02T15:00:00Z'), ends: new Date('2026-12-02T16:00:00Z'), mandatory: true, digital: false };
const AFTER_SHOWING = new Date('2026-12-02T17:00:00Z');

const server = useTestServer();
let karin: StaffActor;
const system = systemActor('test');
beforeAll(async () => {
  karin = await caseHandler(db());
});
const db = () => server.services.database.db;
const brokerage = () => server.services.brokerage;
const at = (now: Date) => {
  server.clock.now = new Date(now);
};
function ok<T extends { ok: boolean }>(r: T): Extract<T, { ok: true }> {
  if (!r.ok) throw new Error(`refused: ${(r as unknown as { errorText: string }).errorText}`);
  return r as Extract<T, { ok: true }>;
}
const refusal = (r: { ok: boolean; errorText?: string }) => (r.ok ? 'not refused' : r.errorText);
const dates = (n: number, from = '2008-01-01') => Array.from({ length: n }, (_, i) => addDays(from, i * 37));
/** A home whose period has closed, with these applicants ranked on it (the first date first). */
async function rankedHome(applicantIds: number[], overrides = {}) {
  at(TEST_NOW);
  const h = await homeWithRegistrations(db(), TODAY, LAST_REPLY, applicantIds, TEST_NOW, overrides);
  at(CLOSED);
  ok(await brokerage().closePeriod(system, h.rentalObjectId));
  return h;
}

describe('one home, 50 applicants, every stage', () => {
  it('closes, ranks, invites, checks, offers, sends to the landlord and signs; everyone else loses it; the winner owes the fee once', async () => {
    at(TEST_NOW);
    // Registered in the reverse of the queue order, so the ranking (not the registration order) decides.
    const byQueue = await queueApplicants(db(), dates(50));
    const [unpaid] = await queueApplicants(db(), ['2001-01-01'], { applicantStatusId: APPLICANT_STATUSES.PENDING_PAYMENT.applicantStatusId, hasPaid: false });
    const { rentalObjectId, applicationIds } = await homeWithRegistrations(db(), TODAY, LAST_REPLY, [unpaid!, ...[...byQueue].reverse()], TEST_NOW);
    const appOf = (place: number) => applicationIds[applicationIds.length - place]!; // place 1 registered last
    const unpaidApp = applicationIds[0]!;
    // The first-placed applicant also waits for another home: reaching the check cancels that one.
    const [elsewhere] = await register(db(), (await homeWithRegistrations(db(), TODAY, addDays(TODAY, 20), [], TEST_NOW)).rentalObjectId, [byQueue[0]!], TEST_NOW);

    expect(refusal(await brokerage().closePeriod(system, rentalObjectId))).toBe(stageMessages.periodOpen);
    expect(refusal(await brokerage().invite(karin, rentalObjectId, 10, SHOW))).toBe(brokerageMessages.periodNotClosed);

    at(CLOSED);
    const closed = ok(await brokerage().closePeriod(system, rentalObjectId));
    expect(closed.ranked).toHaveLength(51);
    for (let place = 1; place <= 50; place++) expect((await registration(db(), appOf(place))).queuePlace).toBe(place);
    expect((await registration(db(), unpaidApp)).queuePlace).toBeNull();
    expect(ok(await brokerage().closePeriod(system, rentalObjectId)).ranked).toEqual([]);
    expect(await eventsOfType(db(), rentalObjectId, 'CLOSE_PERIOD')).toHaveLength(51);
    const [row] = await db().select().from(brokerages).where(eq(brokerages.rentalObjectId, rentalObjectId));
    expect(row).toMatchObject({ lastReplyDate: LAST_REPLY, winnerApplicationId: null });

    // A mandatory showing for the best ten; the other 40 ranked and the unplaced one are told they were not invited.
    const invited = ok(await brokerage().invite(karin, rentalObjectId, 10, SHOW));
    expect(invited.invited.map((v) => v.queuePlace)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(invited.notInvited).toHaveLength(41);
    expect(ok(await brokerage().invite(karin, rentalObjectId, 10, SHOW))).toEqual({ ok: true, invited: [], notInvited: [] });

    expect(ok(await applicantStep(db(), appOf(1), { type: 'ANSWER_SHOWING', answer: 'YES' }, CLOSED)).applied.unchanged).toBe(false);
    ok(await applicantStep(db(), appOf(2), { type: 'ANSWER_SHOWING', answer: 'NO' }, CLOSED));
    // Only those who came to a mandatory showing may be checked, so before it nobody can be.
    expect(refusal(await brokerage().startCheck(karin, rentalObjectId))).toBe(brokerageMessages.nobodyToCheck);
    expect(refusal(await brokerage().registerAttendance(karin, appOf(1), true))).toBe(stageMessages.showingNotStarted);

    at(AFTER_SHOWING);
    for (const place of [1, 2, 4, 5, 6, 7, 8, 9, 10]) ok(await brokerage().registerAttendance(karin, appOf(place), true));
    expect(ok(await brokerage().registerAttendance(karin, appOf(3), false)).application.stage).toBe('LOST');
    expect(ok(await brokerage().registerAttendance(karin, appOf(1), true)).unchanged).toBe(true);
    expect(refusal(await brokerage().registerAttendance(karin, appOf(1), false))).toBe(stageMessages.attendanceRegistered);
    expect((await registration(db(), appOf(2))).stage).toBe('DECLINED');
    expect(await db().select().from(warnings).where(eq(warnings.applicantId, byQueue[2]!))).toMatchObject([{ reason: warningReasons.SHOWING_MISSED, validFromDate: '2026-12-02', validToDate: '2027-12-02' }]);

    // Place 1 is checked first; their other registration is cancelled in the same step. A repeat changes nothing.
    expect(ok(await brokerage().startCheck(karin, rentalObjectId)).application.applicationId).toBe(appOf(1));
    expect(await registration(db(), elsewhere!)).toMatchObject({ stage: 'CANCELLED', endReason: 'FIRST_IN_OTHER_CHECK' });
    expect(ok(await brokerage().startCheck(karin, rentalObjectId))).toMatchObject({ application: { applicationId: appOf(1) }, unchanged: true });
    expect(refusal(await brokerage().checkFailed(karin, appOf(1), []))).toBe(stageMessages.unmetRequired);
    ok(await brokerage().checkFailed(karin, appOf(1), ['Inkomst minst 3 gånger hyran']));
    expect(await registration(db(), appOf(1))).toMatchObject({ stage: 'CHECK_FAILED', unmetRequirements: ['Inkomst minst 3 gånger hyran'] });

    // Place 4 (2 said no, 3 missed it) passes and is offered; nobody else is checked while the offer stands.
    expect(ok(await brokerage().startCheck(karin, rentalObjectId)).application.applicationId).toBe(appOf(4));
    ok(await brokerage().checkPassed(karin, appOf(4)));
    expect((await registration(db(), appOf(4))).lastReplyTime).toEqual(new Date('2026-12-03T22:59:59Z'));
    expect(refusal(await brokerage().startCheck(karin, rentalObjectId))).toBe(brokerageMessages.homeHeld);
    expect(refusal(await brokerage().proposeToLandlord(karin, appOf(4)))).toBe(stageMessages.wrongStage('OFFERED'));
    ok(await applicantStep(db(), appOf(4), { type: 'ACCEPT_OFFER' }, AFTER_SHOWING));
    ok(await brokerage().proposeToLandlord(karin, appOf(4)));
    expect(refusal(await brokerage().landlordRejected(karin, appOf(4), []))).toBe(stageMessages.refusalReasonRequired);
    ok(await brokerage().landlordRejected(karin, appOf(4), [{ title: 'Inkomst', reason: 'Inkomsten räcker inte för hyran.' }]));

    // Place 5: approved by the landlord, but the signing fails; place 6 signs.
    ok(await brokerage().startCheck(karin, rentalObjectId));
    ok(await brokerage().checkPassed(karin, appOf(5)));
    ok(await applicantStep(db(), appOf(5), { type: 'ACCEPT_OFFER' }, AFTER_SHOWING));
    ok(await brokerage().proposeToLandlord(karin, appOf(5)));
    ok(await brokerage().landlordApproved(karin, appOf(5)));
    expect(refusal(await brokerage().signFailed(karin, appOf(5), ' '))).toBe(stageMessages.signFailedReasonRequired);
    ok(await brokerage().signFailed(karin, appOf(5), 'Kom inte till kontraktsskrivningen.'));

    expect(ok(await brokerage().startCheck(karin, rentalObjectId)).application.applicationId).toBe(appOf(6));
    ok(await brokerage().checkPassed(karin, appOf(6)));
    ok(await applicantStep(db(), appOf(6), { type: 'ACCEPT_OFFER' }, AFTER_SHOWING));
    ok(await brokerage().proposeToLandlord(karin, appOf(6)));
    ok(await brokerage().landlordApproved(karin, appOf(6)));
    expect(ok(await brokerage().signed(karin, appOf(6))).application.stage).toBe('CONTRACT');
    expect(ok(await brokerage().signed(karin, appOf(6))).unchanged).toBe(true);

    // Everyone still in the brokerage lost it; nobody is active on the home any more.
    const stages = await Promise.all(applicationIds.map(async (id) => (await registration(db(), id)).stage));
    expect(stages.filter((s) => (ACTIVE_STAGES as readonly string[]).includes(s))).toEqual([]);
    expect(await registration(db(), appOf(7))).toMatchObject({ stage: 'LOST', endReason: 'OTHER_CHOSEN' });
    expect(await registration(db(), unpaidApp)).toMatchObject({ stage: 'LOST', endReason: 'OTHER_CHOSEN' });
    expect(stages.filter((s) => s === 'LOST')).toHaveLength(46); // all but places 1, 2, 4, 5 and 6

    // The winner owes one agency fee: 305 kr including VAT (the home names none of its own).
    const fees = await db().select().from(orders).where(and(eq(orders.applicantId, byQueue[5]!), eq(orders.productId, PRODUCTS.AGENCY_FEE.productId)));
    expect(fees).toMatchObject([{ amount: QUEUE_FEE_ORE, orderStatusId: ORDER_STATUSES.UNPAID.orderStatusId, dueDate: '2027-01-01' }]);
    expect(fees[0]!.description).toMatch(/^Förmedlingsavgift, /);
    const [done] = await db().select().from(brokerages).where(eq(brokerages.rentalObjectId, rentalObjectId));
    expect(done).toMatchObject({ winnerApplicationId: appOf(6), contractSignedAt: AFTER_SHOWING });

    // The winner's history: who did what, in order.
    const history = await historyOf(db(), appOf(6));
    expect(history.map((e) => [e.type, e.toStage, e.actor])).toEqual([
      ['CREATED', 'INTEREST', `applicant:${byQueue[5]}`],
      ['CLOSE_PERIOD', 'RANKED', 'system'],
      ['INVITE', 'SHOWING_INVITED', `staff:${karin.staffUserId}`],
      ['REGISTER_ATTENDANCE', 'SHOWING_DONE', `staff:${karin.staffUserId}`],
      ['START_CHECK', 'CHECK', `staff:${karin.staffUserId}`],
      ['CHECK_PASSED', 'OFFERED', `staff:${karin.staffUserId}`],
      ['ACCEPT_OFFER', 'ACCEPTED', `applicant:${byQueue[5]}`],
      ['PROPOSE_TO_LANDLORD', 'PROPOSED', `staff:${karin.staffUserId}`],
      ['LANDLORD_APPROVED', 'LANDLORD_APPROVED', `staff:${karin.staffUserId}`],
      ['SIGNED', 'CONTRACT', `staff:${karin.staffUserId}`],
    ]);
    expect(refusal(await brokerage().signFailed(karin, appOf(6), 'För sent.'))).toBe(stageMessages.ended);
    expect(refusal(await brokerage().startCheck(karin, rentalObjectId))).toBe(brokerageMessages.homeHeld);
  });
});

describe('steps taken at once', () => {
  it('the same offer accepted from two tabs at once: one acceptance, one history entry', async () => {
    const people = await queueApplicants(db(), dates(2));
    const { rentalObjectId, applicationIds } = await rankedHome(people);
    ok(await brokerage().startCheck(karin, rentalObjectId));
    ok(await brokerage().checkPassed(karin, applicationIds[0]!));
    const both = await Promise.all([1, 2].map(() => applicantStep(db(), applicationIds[0]!, { type: 'ACCEPT_OFFER' }, CLOSED)));
    expect(both.map((r) => r.ok && r.applied.unchanged).sort()).toEqual([false, true]);
    expect((await historyOf(db(), applicationIds[0]!)).filter((e) => e.type === 'ACCEPT_OFFER')).toHaveLength(1);
  });

  it('two checks started at once take one applicant; two signings at once make one winner with one fee', async () => {
    const people = await queueApplicants(db(), dates(3));
    const { rentalObjectId, applicationIds } = await rankedHome(people);
    const checks = await Promise.all([1, 2].map(() => brokerage().startCheck(karin, rentalObjectId)));
    expect(checks.map((c) => ok(c).application.applicationId)).toEqual([applicationIds[0], applicationIds[0]]);
    expect(await eventsOfType(db(), rentalObjectId, 'START_CHECK')).toHaveLength(1);
    ok(await brokerage().checkPassed(karin, applicationIds[0]!));
    ok(await applicantStep(db(), applicationIds[0]!, { type: 'ACCEPT_OFFER' }, CLOSED));
    ok(await brokerage().proposeToLandlord(karin, applicationIds[0]!));
    ok(await brokerage().landlordApproved(karin, applicationIds[0]!));
    const signings = await Promise.all([1, 2].map(() => brokerage().signed(karin, applicationIds[0]!)));
    expect(signings.map((s) => ok(s).unchanged).sort()).toEqual([false, true]);
    const fees = await db().select().from(orders).where(and(eq(orders.applicantId, people[0]!), eq(orders.productId, PRODUCTS.AGENCY_FEE.productId)));
    expect(fees).toHaveLength(1);
    expect((await eventsOfType(db(), rentalObjectId, 'LOST_TO_OTHER')).map((e) => e.applicationId).sort()).toEqual(applicationIds.slice(1).sort());
  });
});

describe('warnings and blocks', () => {
  it('a missed mandatory showing gives a warning; a second within 12 months a 6-month block, which ends by itself', async () => {
    const [bo] = await queueApplicants(db(), ['2005-05-05']);
    const missShowing = async () => {
      const { rentalObjectId, applicationIds } = await rankedHome([bo!]);
      ok(await brokerage().invite(karin, rentalObjectId, 1, SHOW));
      at(AFTER_SHOWING);
      return brokerage().registerAttendance(karin, applicationIds[0]!, false);
    };
    expect(ok(await missShowing()).application).toMatchObject({ stage: 'LOST' });
    const standing = () => server.services.standing.warningsAndBlocks(applicantActor(bo!));
    expect(await standing()).toMatchObject({ warnings: [{ reason: warningReasons.SHOWING_MISSED }], blocks: [], applicantMyPagesBlock: [] });

    ok(await missShowing());
    const blocked = await standing();
    expect(blocked.warnings).toHaveLength(2);
    expect(blocked.blocks).toEqual([{ landlord: null, start: '2026-12-02', end: addMonths('2026-12-02', 6), reason: 'Två varningar inom 12 månader' }]);
    expect(blocked.applicantMyPagesBlock).toEqual([{ landlord: '' }]);

    // A third during the block neither repeats nor shortens it.
    ok(await missShowing());
    expect((await standing()).blocks).toHaveLength(1);
    at(new Date('2027-06-03T10:00:00Z'));
    expect((await standing()).applicantMyPagesBlock).toEqual([]);
  });
});

describe('refusals', () => {
  it('each step the stage does not allow is refused in Swedish, and only staff or the system may take them', async () => {
    at(TEST_NOW);
    expect(refusal(await brokerage().closePeriod(system, 'RO-NO-SUCH'))).toBe(brokerageMessages.noHome);
    const people = await queueApplicants(db(), dates(2));
    const { rentalObjectId, applicationIds } = await rankedHome(people);
    const first = applicationIds[0]!;
    expect(refusal(await brokerage().invite(karin, rentalObjectId, 0, SHOW))).toBe(brokerageMessages.topN);
    expect(refusal(await brokerage().invite(karin, rentalObjectId, 1, { ...SHOW, starts: new Date('2026-11-29T10:00:00Z') }))).toBe(stageMessages.showingPast);
    expect(refusal(await brokerage().invite(karin, rentalObjectId, 1, { ...SHOW, ends: SHOW.starts }))).toBe(stageMessages.showingTimes);
    expect(refusal(await brokerage().cancelShowing(karin, rentalObjectId))).toBe(brokerageMessages.noShowing);
    expect(refusal(await brokerage().registerAttendance(karin, first, true))).toBe(stageMessages.wrongStage('RANKED'));
    expect(refusal(await brokerage().checkPassed(karin, first))).toBe(stageMessages.wrongStage('RANKED'));
    expect(refusal(await brokerage().landlordApproved(karin, first))).toBe(stageMessages.wrongStage('RANKED'));
    expect(refusal(await brokerage().signed(karin, 987_654_321))).toBe('Intresseanmälan finns inte');
    // A refused invitation left nothing behind: the round can still be sent, then cancelled (once).
    expect(ok(await brokerage().invite(karin, rentalObjectId, 1, { ...SHOW, mandatory: false })).invited).toHaveLength(1);
    expect(ok(await brokerage().cancelShowing(karin, rentalObjectId)).canceled).toHaveLength(1);
    expect(ok(await brokerage().cancelShowing(karin, rentalObjectId)).canceled).toHaveLength(0);
    expect(refusal(await brokerage().registerAttendance(karin, first, true))).toBe(stageMessages.showingCanceled);

    await expect(brokerage().startCheck(applicantActor(people[0]!), rentalObjectId)).rejects.toThrow(ForbiddenError);
    await expect(brokerage().signed(applicantActor(people[0]!), first)).rejects.toThrow(ForbiddenError);
  });
});
