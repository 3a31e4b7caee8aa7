// The back office's brokerage through the real app (/staff/api/graphql): every query and step for a visitor, an
// applicant, a case handler and an administrator; the audit rows each step writes in its transaction (none for a
// refused one); the ranked registrations sorted and paged on the server; a home brokered from close to contract.
import { and, eq, gt, like, max } from 'drizzle-orm';
import { addDays } from '../../src/rules/calendar';
import { brokerageRuleMessages } from '../../src/rules/brokerage';
import { applicants, staffAuditLog } from '../db/schema';
import { scenarios } from '../db/seed/scenarios';
import { APPLICANT_STATUSES } from '../domain/applicant-status';
import { eligibilityMessages } from '../domain/application-eligibility';
import { stageMessages } from '../domain/application-stages';
import { admin, karin, staffClient, staffLoggedIn, type StaffClient } from '../staff/testing';
import { useTestServer } from '../test/harness';
import { applicantStep, homeWithRegistrations, queueApplicants } from '../test/brokerage';
import { brokerageMessages } from './brokerage.service';

const server = useTestServer();
const db = () => server.services.database.db;
const anna = { email: scenarios.payingApplicant.email, password: scenarios.payingApplicant.password };

// Homes whose interest period ended before the test server's day (TEST_NOW, 2026-11-22).
const OPENED = '2026-11-05';
const LAST_REPLY = '2026-11-20';
const REGISTERED = new Date('2026-11-10T09:00:00Z');
const SHOW = { starts: '2026-11-24T15:00:00.000Z', ends: '2026-11-24T16:00:00.000Z', mandatory: false, digital: false };
const AFTER_SHOWING = new Date('2026-11-24T17:00:00Z');
const dates = (n: number, from = '2005-01-01') => Array.from({ length: n }, (_, i) => addDays(from, i * 11));

const PIPELINE = `query P($id: ID!, $sort: StaffPipelineSort, $direction: StaffSortDirection, $page: Int, $pageSize: Int) {
  staffBrokeragePipeline(rentalObjectId: $id, sort: $sort, direction: $direction, page: $page, pageSize: $pageSize) {
    listing { rentalObjectId state stateText registrations stageCounts { stage stageText count } }
    total page pageSize sort direction
    applicants { applicationId applicantId applicantName queueDate place stage stageText lastStep { type stepText by at } }
    agencyFee { orderId applicantId amount description dueDate status }
  }
}`;
const ELIGIBILITY = `query E($id: ID!, $ids: [Int!]!) { staffBrokerageEligibility(rentalObjectId: $id, applicationIds: $ids) { applicationId eligibility { eligible reasons } } }`;
const LISTINGS = `query L($state: StaffBrokerageState) { staffBrokerageListings(state: $state, pageSize: 100) { total items { rentalObjectId street state registrations stageCounts { stage count } } } }`;
const HISTORY = `query H($id: Int!) { staffApplicationHistory(applicationId: $id) { applicationId applicantName steps { type stepText fromStage toStage by at } } }`;
const RESULT = '{ error errorText validationErrors { code text } applications { applicationId applicantId stage stageText queuePlace } notInvited { applicationId stage } unchanged }';
const m = (field: string, args: string, vars: string) => `mutation M(${vars}) { ${field}(${args}) ${RESULT} }`;
const MUTATIONS = {
  staffClosePeriod: m('staffClosePeriod', 'rentalObjectId: $id', '$id: ID!'),
  staffInviteToShowing: m('staffInviteToShowing', 'rentalObjectId: $id, showing: $showing', '$id: ID!, $showing: StaffShowingInput!'),
  staffCancelShowing: m('staffCancelShowing', 'rentalObjectId: $id', '$id: ID!'),
  staffRegisterAttendance: m('staffRegisterAttendance', 'applicationId: $app, attended: $attended', '$app: Int!, $attended: Boolean!'),
  staffStartCheck: m('staffStartCheck', 'rentalObjectId: $id', '$id: ID!'),
  staffCheckPassed: m('staffCheckPassed', 'applicationId: $app', '$app: Int!'),
  staffCheckFailed: m('staffCheckFailed', 'applicationId: $app, unmetRequirements: $unmet', '$app: Int!, $unmet: [String!]!'),
  staffProposeToLandlord: m('staffProposeToLandlord', 'applicationId: $app', '$app: Int!'),
  staffLandlordApproved: m('staffLandlordApproved', 'applicationId: $app', '$app: Int!'),
  staffLandlordRejected: m('staffLandlordRejected', 'applicationId: $app, reasons: $reasons', '$app: Int!, $reasons: [StaffRefusalReasonInput!]!'),
  staffContractSigned: m('staffContractSigned', 'applicationId: $app', '$app: Int!'),
  staffSignFailed: m('staffSignFailed', 'applicationId: $app, reason: $reason', '$app: Int!, $reason: String!'),
} as const;

interface Applicant {
  applicationId: number;
  applicantId: number;
  applicantName: string;
  queueDate: string | null;
  place: number | null;
  stage: string;
  lastStep: { type: string; by: string; at: string } | null;
}

/** No data: none at all, or (a nullable query field) null. */
function expectNothingShown(data: Record<string, unknown> | null) {
  if (data !== null) expect(Object.values(data)).toEqual([null]);
}
async function data(c: StaffClient, query: string, variables: Record<string, unknown>) {
  const res = await c.graphql(query, variables);
  expect(res.json.errors).toBeUndefined();
  return res.json.data;
}
async function step(c: StaffClient, name: keyof typeof MUTATIONS, variables: Record<string, unknown>) {
  return (await data(c, MUTATIONS[name], variables))[name];
}
async function lastAuditId(): Promise<number> {
  const [row] = await db().select({ id: max(staffAuditLog.auditId) }).from(staffAuditLog);
  return Number(row?.id ?? 0);
}
const brokerageRowsSince = (after: number) =>
  db().select().from(staffAuditLog).where(and(gt(staffAuditLog.auditId, after), like(staffAuditLog.action, 'BROKERAGE_%'))).orderBy(staffAuditLog.auditId);

/** A home whose period has passed with fresh queue applicants registered (the first date first in the queue). */
async function homeWith(queueDates: readonly string[], extraApplicants: number[] = []) {
  const ids = await queueApplicants(db(), queueDates);
  // Registered in the reverse of the queue order, so the ranking (not the registration order) decides.
  const reg = await homeWithRegistrations(db(), OPENED, LAST_REPLY, [...extraApplicants, ...[...ids].reverse()], REGISTERED);
  return { ...reg, applicantIds: ids };
}

describe('who may use the brokerage', () => {
  let rentalObjectId = '';
  let applicationId = 0;
  beforeAll(async () => {
    const home = await homeWith(dates(3));
    rentalObjectId = home.rentalObjectId;
    applicationId = home.applicationIds[0]!;
  });
  const reads: [string, string, () => Record<string, unknown>][] = [
    ['staffBrokerageListings', LISTINGS, () => ({})],
    ['staffBrokeragePipeline', PIPELINE, () => ({ id: rentalObjectId })],
    ['staffBrokerageEligibility', ELIGIBILITY, () => ({ id: rentalObjectId, ids: [applicationId] })],
    ['staffApplicationHistory', HISTORY, () => ({ id: applicationId })],
  ];
  const steps: [string, string, () => Record<string, unknown>][] = Object.entries(MUTATIONS).map(([name, query]) => [
    name,
    query,
    () => ({ id: rentalObjectId, app: applicationId, attended: true, showing: { ...SHOW, topN: 1 }, unmet: ['Inkomst'], reasons: [{ title: 'Inkomst', reason: 'För låg' }], reason: 'Avbröt' }),
  ]);
  const operations = [...reads, ...steps];

  it.each(operations)('%s: a visitor is UNAUTHENTICATED and is shown nothing', async (_name, query, vars) => {
    const before = await lastAuditId();
    const res = await staffClient(server).graphql(query, vars());
    expectNothingShown(res.json.data);
    expect(res.json.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(JSON.stringify(res.json)).not.toMatch(/Sökande|Nr \d/);
    expect(await lastAuditId()).toBe(before);
  });

  it.each(operations)('%s: an applicant is refused (no staff session; the applicants’ endpoint has no such field)', async (_name, query, vars) => {
    const before = await lastAuditId();
    const a = await server.loggedIn(anna);
    const res = await staffClient(server, a).graphql(query, vars());
    expectNothingShown(res.json.data);
    expect(res.json.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(JSON.stringify(res.json)).not.toMatch(/Sökande|Nr \d/);
    const own = await a.graphql(query, vars());
    expect(own.json.data).toBeUndefined();
    expect(own.json.errors[0].message).toMatch(/Cannot query field|Unknown type|StaffPipelineSort|StaffShowingInput|StaffRefusalReasonInput|StaffBrokerageState/);
    expect(JSON.stringify(own.json)).not.toMatch(/Sökande|Nr \d/);
    expect(await lastAuditId()).toBe(before);
  });

  it.each(operations.flatMap(([name, query, vars]) => [[name, 'a case handler', karin, query, vars] as const, [name, 'an administrator', admin, query, vars] as const]))(
    '%s: %s is answered',
    async (name, _who, who, query, vars) => {
      const c = await staffLoggedIn(server, who);
      const res = await c.graphql(query, vars());
      expect(res.json.errors).toBeUndefined();
      const field = name.split(' ')[0]!;
      expect(res.json.data[field]).not.toBeNull();
      if (field in MUTATIONS) expect(typeof res.json.data[field].error).toBe('boolean');
    },
  );
});

describe('the ranked registrations, sorted and paged on the server', () => {
  let rentalObjectId = '';
  let notQueued = 0;
  const queueDates = dates(300);
  beforeAll(async () => {
    notQueued = (await queueApplicants(db(), ['2001-01-01'], { applicantStatusId: APPLICANT_STATUSES.PENDING_PAYMENT.applicantStatusId, hasPaid: false }))[0]!;
    rentalObjectId = (await homeWith(queueDates, [notQueued])).rentalObjectId;
  });
  const page = async (c: StaffClient, vars: Record<string, unknown>) => (await data(c, PIPELINE, { id: rentalObjectId, ...vars })).staffBrokeragePipeline;

  it('places before the close as the queue counts them, page 2 after page 1, either direction; the unplaced last', async () => {
    const c = await staffLoggedIn(server, karin);
    const first = await page(c, { sort: 'PLACE', page: 1, pageSize: 50 });
    expect(first).toMatchObject({ total: 301, page: 1, pageSize: 50, sort: 'PLACE', direction: 'ASC' });
    expect(first.listing).toMatchObject({ state: 'PERIOD_PASSED', registrations: 301, stageCounts: [{ stage: 'INTEREST', count: 301 }] });
    expect(first.applicants.map((a: Applicant) => a.place)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(first.applicants.map((a: Applicant) => a.queueDate)).toEqual(queueDates.slice(0, 50));
    const second = await page(c, { sort: 'PLACE', page: 2, pageSize: 50 });
    expect(second.applicants.map((a: Applicant) => a.place)).toEqual(Array.from({ length: 50 }, (_, i) => i + 51));
    const last = await page(c, { sort: 'PLACE', page: 7, pageSize: 50 });
    expect(last.applicants.map((a: Applicant) => a.place)).toEqual([null]);
    const desc = await page(c, { sort: 'PLACE', direction: 'DESC', page: 1, pageSize: 10 });
    expect(desc.applicants.map((a: Applicant) => a.place)).toEqual(Array.from({ length: 10 }, (_, i) => 300 - i));
    const byDate = await page(c, { sort: 'QUEUE_DATE', direction: 'DESC', page: 2, pageSize: 10 });
    expect(byDate.applicants.map((a: Applicant) => a.queueDate)).toEqual([...queueDates].reverse().slice(10, 20));
  });

  it('tells what stands in the way of each applicant shown, from the pre-check’s rules, by registration only (ids on other homes left out)', async () => {
    const c = await staffLoggedIn(server, karin);
    const shown = (await page(c, { pageSize: 3 })).applicants.map((a: Applicant) => a.applicationId);
    const elsewhere = (await homeWith(dates(1, '2004-01-01'))).applicationIds[0]!;
    const judged = (await data(c, ELIGIBILITY, { id: rentalObjectId, ids: [...shown, elsewhere] })).staffBrokerageEligibility;
    expect(judged.map((j: { applicationId: number }) => j.applicationId)).toEqual(shown);
    // The generated queue applicants have no income, no answered questionnaires and no approved ID document.
    for (const { eligibility } of judged) {
      expect(eligibility.eligible).toBe(false);
      expect(eligibility.reasons).toEqual(expect.arrayContaining([eligibilityMessages.noIncome, eligibilityMessages.idDocument]));
    }
  });

  it('viewing a page as the back office does (the rows, then their criteria) records each applicant shown once', async () => {
    const c = await staffLoggedIn(server, karin);
    const before = await lastAuditId();
    const shown = await page(c, { page: 2, pageSize: 25 });
    await data(c, ELIGIBILITY, { id: rentalObjectId, ids: shown.applicants.map((a: Applicant) => a.applicationId) });
    const rows = await db().select().from(staffAuditLog).where(gt(staffAuditLog.auditId, before));
    expect(rows.map((r) => r.action)).toEqual(Array.from({ length: 25 }, () => 'VIEW_BROKERAGE'));
    expect(rows.map((r) => r.applicantId).sort()).toEqual(shown.applicants.map((a: Applicant) => a.applicantId).sort());
  });

  it('bounds the page size and records every applicant shown as viewed, in the read', async () => {
    const c = await staffLoggedIn(server, admin);
    const before = await lastAuditId();
    const big = await page(c, { pageSize: 10_000 });
    expect(big.pageSize).toBe(100);
    expect(big.applicants).toHaveLength(100);
    const views = await db().select().from(staffAuditLog).where(and(gt(staffAuditLog.auditId, before), eq(staffAuditLog.action, 'VIEW_BROKERAGE')));
    expect(new Set(views.map((v) => v.applicantId))).toEqual(new Set(big.applicants.map((a: Applicant) => a.applicantId)));
    expect(views).toHaveLength(100);
    expect(views[0]!.subject).toBe(`rentalObject:${rentalObjectId}`);
  });

  it('after the close: the places given then, sorted by stage too', async () => {
    const c = await staffLoggedIn(server, karin);
    expect((await step(c, 'staffClosePeriod', { id: rentalObjectId })).applications).toHaveLength(301);
    const invited = await step(c, 'staffInviteToShowing', { id: rentalObjectId, showing: { ...SHOW, topN: 5 } });
    expect(invited.applications.map((a: { queuePlace: number }) => a.queuePlace)).toEqual([1, 2, 3, 4, 5]);
    expect(invited.notInvited).toHaveLength(296);
    const p3 = await page(c, { sort: 'PLACE', page: 3, pageSize: 20 });
    expect(p3.listing.state).toBe('IN_BROKERAGE');
    expect(p3.applicants.map((a: Applicant) => a.place)).toEqual(Array.from({ length: 20 }, (_, i) => i + 41));
    const byStage = await page(c, { sort: 'STAGE', page: 1, pageSize: 7 });
    expect(byStage.applicants.map((a: Applicant) => [a.stage, a.place])).toEqual([
      ['NOT_INVITED', 6],
      ['NOT_INVITED', 7],
      ['NOT_INVITED', 8],
      ['NOT_INVITED', 9],
      ['NOT_INVITED', 10],
      ['NOT_INVITED', 11],
      ['NOT_INVITED', 12],
    ]);
    const byStageDesc = await page(c, { sort: 'STAGE', direction: 'DESC', page: 1, pageSize: 6 });
    expect(byStageDesc.applicants.map((a: Applicant) => a.stage)).toEqual(['SHOWING_INVITED', 'SHOWING_INVITED', 'SHOWING_INVITED', 'SHOWING_INVITED', 'SHOWING_INVITED', 'NOT_INVITED']);
    expect(byStage.applicants[0].lastStep).toMatchObject({ type: 'NOT_INVITED', by: 'Karin Handläggare' });
  });
});

describe('a home brokered from the close to a signed contract', () => {
  it('each step: its result, who and when in the history, one audit row per applicant changed in its transaction; a refused step writes none', async () => {
    const home = await homeWith(dates(3));
    const { rentalObjectId } = home;
    const [a3, a2, a1] = home.applicationIds as [number, number, number]; // registered in reverse: a1 is place 1
    let c = await staffLoggedIn(server, karin);
    const karinId = (await c.me()).json.staff.staffUserId as number;

    const audited = async <T>(take: () => Promise<T>) => {
      const before = await lastAuditId();
      const result = await take();
      return { result, rows: await brokerageRowsSince(before) };
    };
    const expectRows = (rows: (typeof staffAuditLog.$inferSelect)[], expected: [string, number, string, string][]) => {
      expect(rows.map((r) => [r.action, Number(r.subject!.split(':')[1]), (r.before as { stage: string }).stage, (r.after as { stage: string }).stage])).toEqual(expected);
      for (const r of rows) expect(r).toMatchObject({ staffUserId: karinId, at: server.clock.now });
    };

    // Refused before anything: a check before the close (the engine's message), nothing written.
    const early = await audited(() => step(c, 'staffStartCheck', { id: rentalObjectId }));
    expect(early.result).toMatchObject({ error: true, errorText: brokerageMessages.periodNotClosed, applications: [] });
    expect(early.rows).toEqual([]);

    const closed = await audited(() => step(c, 'staffClosePeriod', { id: rentalObjectId }));
    expect(closed.result.applications.map((a: { applicationId: number; queuePlace: number }) => [a.applicationId, a.queuePlace])).toEqual([
      [a3, 3],
      [a2, 2],
      [a1, 1],
    ]);
    expectRows(closed.rows, [
      ['BROKERAGE_CLOSE_PERIOD', a3, 'INTEREST', 'RANKED'],
      ['BROKERAGE_CLOSE_PERIOD', a2, 'INTEREST', 'RANKED'],
      ['BROKERAGE_CLOSE_PERIOD', a1, 'INTEREST', 'RANKED'],
    ]);

    // Validation by the shared rules: refused with their texts, nothing written.
    const badShowing = await audited(() => step(c, 'staffInviteToShowing', { id: rentalObjectId, showing: { ...SHOW, topN: 0, ends: SHOW.starts } }));
    expect(badShowing.result.error).toBe(true);
    expect(badShowing.result.validationErrors).toEqual(
      expect.arrayContaining([
        { code: 'topN', text: brokerageRuleMessages.topN },
        { code: 'ends', text: brokerageRuleMessages.showingTimes },
      ]),
    );
    expect(badShowing.rows).toEqual([]);
    const invited = await audited(() => step(c, 'staffInviteToShowing', { id: rentalObjectId, showing: { ...SHOW, topN: 2 } }));
    expect(invited.result).toMatchObject({ error: false, notInvited: [{ applicationId: a3, stage: 'NOT_INVITED' }] });
    expectRows(invited.rows, [
      ['BROKERAGE_INVITE', a1, 'RANKED', 'SHOWING_INVITED'],
      ['BROKERAGE_INVITE', a2, 'RANKED', 'SHOWING_INVITED'],
      ['BROKERAGE_NOT_INVITED', a3, 'RANKED', 'NOT_INVITED'],
    ]);

    // Attendance only once the showing has begun (the engine refuses before), then place 1 into the check.
    const tooSoon = await audited(() => step(c, 'staffRegisterAttendance', { app: a1, attended: true }));
    expect(tooSoon.result).toMatchObject({ error: true, errorText: stageMessages.showingNotStarted });
    expect(tooSoon.rows).toEqual([]);
    server.clock.now = AFTER_SHOWING;
    c = await staffLoggedIn(server, karin);
    for (const app of [a1, a2]) expectRows((await audited(() => step(c, 'staffRegisterAttendance', { app, attended: true }))).rows, [['BROKERAGE_REGISTER_ATTENDANCE', app, 'SHOWING_INVITED', 'SHOWING_DONE']]);
    const check1 = await audited(() => step(c, 'staffStartCheck', { id: rentalObjectId }));
    expect(check1.result.applications).toMatchObject([{ applicationId: a1, stage: 'CHECK', stageText: 'Kontroll av kraven' }]);
    expectRows(check1.rows, [['BROKERAGE_START_CHECK', a1, 'SHOWING_DONE', 'CHECK']]);

    const noUnmet = await audited(() => step(c, 'staffCheckFailed', { app: a1, unmet: [' '] }));
    expect(noUnmet.result).toMatchObject({ error: true, errorText: brokerageRuleMessages.unmetRequired });
    expect(noUnmet.rows).toEqual([]);
    expectRows((await audited(() => step(c, 'staffCheckFailed', { app: a1, unmet: ['Inkomst minst 3 gånger hyran'] }))).rows, [['BROKERAGE_CHECK_FAILED', a1, 'CHECK', 'CHECK_FAILED']]);
    expectRows((await audited(() => step(c, 'staffStartCheck', { id: rentalObjectId }))).rows, [['BROKERAGE_START_CHECK', a2, 'SHOWING_DONE', 'CHECK']]);
    expectRows((await audited(() => step(c, 'staffCheckPassed', { app: a2 }))).rows, [['BROKERAGE_CHECK_PASSED', a2, 'CHECK', 'OFFERED']]);
    // Proposing before the applicant accepted is refused with the engine's message.
    const notYet = await audited(() => step(c, 'staffProposeToLandlord', { app: a2 }));
    expect(notYet.result).toMatchObject({ error: true, errorText: stageMessages.wrongStage('OFFERED') });
    expect(notYet.rows).toEqual([]);
    expect((await applicantStep(db(), a2, { type: 'ACCEPT_OFFER' }, server.clock.now)).ok).toBe(true);
    expectRows((await audited(() => step(c, 'staffProposeToLandlord', { app: a2 }))).rows, [['BROKERAGE_PROPOSE_TO_LANDLORD', a2, 'ACCEPTED', 'PROPOSED']]);
    expectRows((await audited(() => step(c, 'staffLandlordApproved', { app: a2 }))).rows, [['BROKERAGE_LANDLORD_APPROVED', a2, 'PROPOSED', 'LANDLORD_APPROVED']]);

    // Signed: the winner's contract and everyone still in loses the home (one row each), and the agency fee.
    const signed = await audited(() => step(c, 'staffContractSigned', { app: a2 }));
    expect(signed.result.applications).toMatchObject([{ applicationId: a2, stage: 'CONTRACT' }]);
    expectRows(signed.rows, [
      ['BROKERAGE_SIGNED', a2, 'LANDLORD_APPROVED', 'CONTRACT'],
      ['BROKERAGE_LOST_TO_OTHER', a3, 'NOT_INVITED', 'LOST'],
    ]);
    const again = await audited(() => step(c, 'staffContractSigned', { app: a2 }));
    expect(again.result).toMatchObject({ error: false, unchanged: true });
    expect(again.rows).toEqual([]);
    const failedSign = await audited(() => step(c, 'staffSignFailed', { app: a2, reason: 'Ångrade sig' }));
    expect(failedSign.result).toMatchObject({ error: true, errorText: stageMessages.ended });
    expect(failedSign.rows).toEqual([]);

    const pipeline = (await data(c, PIPELINE, { id: rentalObjectId })).staffBrokeragePipeline;
    expect(pipeline.listing).toMatchObject({ state: 'CONTRACT', stateText: 'Kontrakt skrivet' });
    const [winner] = await db().select().from(applicants).where(eq(applicants.applicantId, home.applicantIds[1]!));
    expect(pipeline.agencyFee).toMatchObject({ applicantId: winner!.applicantId, status: 'Obetald', dueDate: addDays('2026-11-24', 30) });
    expect(pipeline.agencyFee.description).toMatch(/^Förmedlingsavgift, /);
    expect(pipeline.applicants.map((a: Applicant) => [a.applicationId, a.stage, a.lastStep?.by])).toEqual([
      [a1, 'CHECK_FAILED', 'Karin Handläggare'],
      [a2, 'CONTRACT', 'Karin Handläggare'],
      [a3, 'LOST', 'Karin Handläggare'],
    ]);

    const before = await lastAuditId();
    const history = (await data(c, HISTORY, { id: a2 })).staffApplicationHistory;
    expect(history.applicantName).toBe(`${winner!.firstName} ${winner!.lastName}`);
    expect(history.steps.map((s: { type: string; by: string }) => [s.type, s.by])).toEqual([
      ['CREATED', 'Sökanden'],
      ['CLOSE_PERIOD', 'Karin Handläggare'],
      ['INVITE', 'Karin Handläggare'],
      ['REGISTER_ATTENDANCE', 'Karin Handläggare'],
      ['START_CHECK', 'Karin Handläggare'],
      ['CHECK_PASSED', 'Karin Handläggare'],
      ['ACCEPT_OFFER', 'Sökanden'],
      ['PROPOSE_TO_LANDLORD', 'Karin Handläggare'],
      ['LANDLORD_APPROVED', 'Karin Handläggare'],
      ['SIGNED', 'Karin Handläggare'],
    ]);
    expect(history.steps.at(-1).at).toBe(AFTER_SHOWING.toISOString());
    const views = await db().select().from(staffAuditLog).where(gt(staffAuditLog.auditId, before));
    expect(views).toMatchObject([{ action: 'VIEW_BROKERAGE_HISTORY', applicantId: winner!.applicantId, subject: `application:${a2}` }]);
  });

  it('a landlord’s refusal needs a reason; a refused step rolls its audit row back with it', async () => {
    const home = await homeWith(dates(1));
    const [app] = home.applicationIds as [number];
    const c = await staffLoggedIn(server, karin);
    await step(c, 'staffClosePeriod', { id: home.rentalObjectId });
    const before = await lastAuditId();
    const noReason = await step(c, 'staffLandlordRejected', { app, reasons: [] });
    expect(noReason).toMatchObject({ error: true, errorText: brokerageRuleMessages.refusalReasonRequired });
    const wrongStage = await step(c, 'staffLandlordRejected', { app, reasons: [{ title: 'Inkomst', reason: 'För låg' }] });
    expect(wrongStage).toMatchObject({ error: true, errorText: stageMessages.wrongStage('RANKED') });
    expect(await brokerageRowsSince(before)).toEqual([]);
  });
});

describe('the shared rules say what the engine says', () => {
  it('uses the engine’s texts for the same refusals', () => {
    expect(brokerageRuleMessages.topN).toBe(brokerageMessages.topN);
    expect(brokerageRuleMessages.showingTimes).toBe(stageMessages.showingTimes);
    expect(brokerageRuleMessages.unmetRequired).toBe(stageMessages.unmetRequired);
    expect(brokerageRuleMessages.refusalReasonRequired).toBe(stageMessages.refusalReasonRequired);
    expect(brokerageRuleMessages.signFailedReasonRequired).toBe(stageMessages.signFailedReasonRequired);
  });
});
