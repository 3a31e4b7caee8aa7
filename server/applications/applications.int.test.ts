// The applicant's side of interest registration through the real app: each operation for every kind of caller
// (visitor, the applicant, another applicant, a co-applicant, a blocked applicant), a registration sent twice at once,
// the last reply date, and the confirmation mail.
import { and, eq } from 'drizzle-orm';
import { addDays } from '../../src/rules/calendar';
import { applicants, applicationEvents, applications, mailOutbox } from '../db/schema';
import { scenarios } from '../db/seed/scenarios';
import { eligibilityMessages } from '../domain/application-eligibility';
import { useTestServer } from '../test/harness';
import { INTEREST_REGISTERED_SUBJECT } from './mail/interest-registered';
import { allApplications, confirmed, idOf, loggedIn, openHome, operationDocument, ops, TODAY } from './testing';

const server = useTestServer();
const db = () => server.services.database.db;

const rowsOf = (applicantId: number, rentalObjectId: string) =>
  db().select().from(applications).where(and(eq(applications.applicantId, applicantId), eq(applications.rentalObjectId, rentalObjectId)));

describe('a visitor', () => {
  it('is UNAUTHENTICATED in every operation of the area', async () => {
    const home = await openHome(db());
    const visitor = server.client();
    const calls: [string, Record<string, unknown>][] = [
      [ops.validate, { id: home.rentalObjectId }],
      [ops.create, { a: confirmed(home.rentalObjectId) }],
      [ops.remove, { id: home.rentalObjectId }],
      [ops.list, { skip: 0, take: 10 }],
      [ops.showing, { s: { rentalObjectId: home.rentalObjectId, showingAnswer: 'YES' } }],
      [ops.answer, { a: { rentalObjectId: home.rentalObjectId, answer: 'YES' } }],
    ];
    for (const [query, variables] of calls) {
      const res = await visitor.graphql(query, variables);
      expect(res.json.errors?.[0]?.extensions?.code, query.slice(0, 40)).toBe('UNAUTHENTICATED');
    }
    expect(await db().select().from(applications).where(eq(applications.rentalObjectId, home.rentalObjectId))).toEqual([]);
  });
});

describe('the applicant', () => {
  it('passes the pre-check, registers once, is mailed, and finds the registration with its queue place', async () => {
    const home = await openHome(db());
    const anna = await loggedIn(server, 'payingApplicant');
    const annaId = await idOf(db(), 'payingApplicant');

    const pre = (await anna.graphql(ops.validate, { id: home.rentalObjectId })).json.data.validateApplication;
    expect(pre).toMatchObject({ error: false, validation: { canCreate: true, canDelete: false, errors: [], cantDeleteMessage: eligibilityMessages.noApplication } });
    // Money in kronor: 25 000 + 3 500 a month against 3 (or 2,5) times 8 000.
    const calc = pre.validation.criteria.income[0].incomeCalculation;
    expect(calc.total).toBe(28_500);
    expect(calc.required).toBe(8_000 * calc.multiple);

    const created = (await anna.graphql(ops.create, { a: confirmed(home.rentalObjectId) })).json.data.createApplication;
    expect(created).toMatchObject({
      error: false,
      cancelledApplications: 0,
      application: { rentalObjectId: home.rentalObjectId, stage: 'INTEREST', tab: 'APPLICATIONS', stageText: 'Intresseanmälan', queuePlace: 1, totalApplications: 1, canDelete: true },
    });
    const [me] = await db().select({ queueDate: applicants.queueDate }).from(applicants).where(eq(applicants.applicantId, annaId));
    expect(created.application.queuePlaceReason).toBe(`din kötid började ${me!.queueDate}`);
    expect(created.application.rentalObject.rentalObjectId).toBe(home.rentalObjectId);

    // The history has its first entry, and the mail went out with a text part.
    const [row] = await rowsOf(annaId, home.rentalObjectId);
    expect(await db().select({ type: applicationEvents.type, actor: applicationEvents.actor }).from(applicationEvents).where(eq(applicationEvents.applicationId, row!.applicationId))).toEqual([
      { type: 'CREATED', actor: `applicant:${annaId}` },
    ]);
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, scenarios.payingApplicant.email));
    const mail = mails.find((m) => m.subject === INTEREST_REGISTERED_SUBJECT && m.text.includes(home.street!));
    expect(mail?.text).toContain('plats 1 av 1');
    expect(mail?.html).toContain('<p>');

    // Afterwards the pre-check says she is registered and may delete it.
    const after = (await anna.graphql(ops.validate, { id: home.rentalObjectId })).json.data.validateApplication.validation;
    expect(after).toMatchObject({ canCreate: false, canDelete: true, cantDeleteMessage: null, errors: [{ code: 'alreadyRegistered' }] });

    const listed = (await allApplications(anna)).find((a) => a.rentalObjectId === home.rentalObjectId);
    expect(listed).toMatchObject({ applicationId: row!.applicationId, queuePlace: 1, queuePlaceReason: created.application.queuePlaceReason });
  });

  it('registers once when createApplication is sent twice at the same time, and mails once', async () => {
    const home = await openHome(db());
    const anna = await loggedIn(server, 'payingApplicant');
    const annaId = await idOf(db(), 'payingApplicant');
    const send = () => anna.graphql(ops.create, { a: confirmed(home.rentalObjectId) });
    const [a, b] = await Promise.all([send(), send()]);
    for (const r of [a, b]) expect(r.json.data.createApplication).toMatchObject({ error: false, application: { rentalObjectId: home.rentalObjectId } });
    expect(a.json.data.createApplication.application.applicationId).toBe(b.json.data.createApplication.application.applicationId);
    expect(await rowsOf(annaId, home.rentalObjectId)).toHaveLength(1);
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, scenarios.payingApplicant.email));
    expect(mails.filter((m) => m.subject === INTEREST_REGISTERED_SUBJECT && m.text.includes(home.street!))).toHaveLength(1);
  });

  it('is refused after the last reply date with the spec’s text', async () => {
    const home = await openHome(db(), { lastReplyDate: addDays(TODAY, -1), startDate: addDays(TODAY, -10) });
    const anna = await loggedIn(server, 'payingApplicant');
    const text = 'Tiden för intresseanmälan har gått ut och det går inte längre att anmäla intresse.';
    const pre = (await anna.graphql(ops.validate, { id: home.rentalObjectId })).json.data.validateApplication.validation;
    expect(pre).toMatchObject({ canCreate: false, errors: [{ code: 'expired', text }] });
    const refused = (await anna.graphql(ops.create, { a: confirmed(home.rentalObjectId) })).json.data.createApplication;
    expect(refused).toEqual({ error: true, errorText: text, validationErrors: [{ code: 'expired', text }], cancelledApplications: 0, application: null });
    expect(await rowsOf(await idOf(db(), 'payingApplicant'), home.rentalObjectId)).toEqual([]);
  });

  it('must give the confirmations the home asks for, every missing one listed', async () => {
    const home = await openHome(db(), { showing: true, categoryIds: ['KORTTID'] });
    const anna = await loggedIn(server, 'payingApplicant');
    const pre = (await anna.graphql(ops.validate, { id: home.rentalObjectId })).json.data.validateApplication.validation;
    expect(pre.accepts).toEqual({ showing: true, coApplicant: false, moveInDate: true, shortTime: true });
    const input = { rentalObjectId: home.rentalObjectId, showingConfirm: false, coApplicantConfirm: false, moveInDateConfirm: false, shortTimeConfirm: false };
    const refused = (await anna.graphql(ops.create, { a: input })).json.data.createApplication;
    expect(refused.error).toBe(true);
    expect(refused.validationErrors.map((e: { code: string }) => e.code)).toEqual(['showingConfirm', 'moveInDateConfirm', 'shortTimeConfirm']);
    expect(refused.errorText).toBe(refused.validationErrors[0].text);
    // moveInDateConfirm defaults to true when left out.
    const { moveInDateConfirm: _m, ...withoutMoveIn } = { ...input, showingConfirm: true, shortTimeConfirm: true };
    expect((await anna.graphql(ops.create, { a: withoutMoveIn })).json.data.createApplication).toMatchObject({ error: false });
  });

  it('deletes her registration, keeping its history, and may register again', async () => {
    const home = await openHome(db());
    const anna = await loggedIn(server, 'payingApplicant');
    const annaId = await idOf(db(), 'payingApplicant');
    const first = (await anna.graphql(ops.create, { a: confirmed(home.rentalObjectId) })).json.data.createApplication.application;
    expect((await anna.graphql(ops.remove, { id: home.rentalObjectId })).json.data.deleteApplication).toEqual({ error: false, errorText: null, validationErrors: [] });
    expect(await rowsOf(annaId, home.rentalObjectId)).toEqual([]);
    const history = await db().select({ type: applicationEvents.type, toStage: applicationEvents.toStage }).from(applicationEvents).where(eq(applicationEvents.applicationId, first.applicationId)).orderBy(applicationEvents.eventId);
    expect(history).toEqual([
      { type: 'CREATED', toStage: 'INTEREST' },
      { type: 'WITHDRAW', toStage: 'WITHDRAWN' },
    ]);
    // Deleting again: nothing to delete.
    expect((await anna.graphql(ops.remove, { id: home.rentalObjectId })).json.data.deleteApplication).toMatchObject({ error: true, errorText: eligibilityMessages.noApplication });
    expect((await anna.graphql(ops.create, { a: confirmed(home.rentalObjectId) })).json.data.createApplication).toMatchObject({ error: false });
  });
});

describe('another applicant', () => {
  it('neither sees nor changes someone else’s registration', async () => {
    const home = await openHome(db());
    const anna = await loggedIn(server, 'payingApplicant');
    const erik = await loggedIn(server, 'mainApplicant');
    const annaId = await idOf(db(), 'payingApplicant');
    const registered = (await anna.graphql(ops.create, { a: confirmed(home.rentalObjectId) })).json.data.createApplication.application;

    // Erik's list never holds Anna's registration; his steps on the home find no registration of his.
    const pages = (await erik.graphql(ops.list, { skip: 0, take: 10 })).json.data.getApplications.applications;
    expect(pages.applications.map((a: { applicationId: number }) => a.applicationId)).not.toContain(registered.applicationId);
    expect((await erik.graphql(ops.remove, { id: home.rentalObjectId })).json.data.deleteApplication).toMatchObject({ error: true, errorText: eligibilityMessages.noApplication });
    for (const [query, variables] of [
      [ops.showing, { s: { rentalObjectId: home.rentalObjectId, showingAnswer: 'NO' } }],
      [ops.answer, { a: { rentalObjectId: home.rentalObjectId, answer: 'NO' } }],
    ] as const) {
      const res = (await erik.graphql(query, variables)).json.data;
      expect(Object.values(res)[0]).toMatchObject({ error: true, errorText: eligibilityMessages.noApplication, application: null });
    }
    // Erik's pre-check speaks of himself: he is not registered on the home.
    const pre = (await erik.graphql(ops.validate, { id: home.rentalObjectId })).json.data.validateApplication.validation;
    expect(pre).toMatchObject({ canDelete: false, cantDeleteMessage: eligibilityMessages.noApplication });
    expect(pre.errors.map((e: { code: string }) => e.code)).not.toContain('alreadyRegistered');
    const [row] = await rowsOf(annaId, home.rentalObjectId);
    expect(row).toMatchObject({ applicationId: registered.applicationId, stage: 'INTEREST' });
  });
});

describe('a co-applicant', () => {
  it('has no applications page (FORBIDDEN) and cannot register interest', async () => {
    const home = await openHome(db());
    const maria = await loggedIn(server, 'coApplicant');
    const list = await maria.graphql(ops.list, { skip: 0, take: 10 });
    expect(list.json.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const pre = (await maria.graphql(ops.validate, { id: home.rentalObjectId })).json.data.validateApplication.validation;
    expect(pre).toMatchObject({ canCreate: false, errors: [{ code: 'coApplicantAccount', text: eligibilityMessages.coApplicantAccount }] });
    const refused = (await maria.graphql(ops.create, { a: confirmed(home.rentalObjectId) })).json.data.createApplication;
    expect(refused).toMatchObject({ error: true, errorText: eligibilityMessages.coApplicantAccount, application: null });
    expect((await maria.graphql(ops.remove, { id: home.rentalObjectId })).json.data.deleteApplication).toMatchObject({ error: true });
    expect((await maria.graphql(ops.answer, { a: { rentalObjectId: home.rentalObjectId, answer: 'YES' } })).json.data.saveAnswer).toMatchObject({ error: true });
    expect(await rowsOf(await idOf(db(), 'coApplicant'), home.rentalObjectId)).toEqual([]);
  });
});

describe('a blocked applicant', () => {
  it('is refused with the block in force, and may still look at his (empty) page', async () => {
    const home = await openHome(db());
    const bo = await loggedIn(server, 'blockedApplicant');
    const refused = (await bo.graphql(ops.create, { a: confirmed(home.rentalObjectId) })).json.data.createApplication;
    expect(refused.error).toBe(true);
    // The block blockFor finds, with its own reason.
    expect(refused.errorText).toMatch(/^Du är spärrad till och med \d{4}-\d{2}-\d{2} och kan inte anmäla intresse för bostäder\. Skäl: Två varningar inom 12 månader\.$/);
    expect(refused.validationErrors[0]).toEqual({ code: 'blocked', text: refused.errorText });
    expect(await rowsOf(await idOf(db(), 'blockedApplicant'), home.rentalObjectId)).toEqual([]);
    const list = (await bo.graphql(ops.list, { skip: 0, take: 10 })).json.data.getApplications;
    expect(list).toMatchObject({ error: false, applications: { totalCount: 0, allLoaded: true, applications: [] } });
  });
});

describe('getApplications paging', () => {
  it('gives at most 10 a page and says when all are loaded', async () => {
    const anna = await loggedIn(server, 'payingApplicant');
    for (let i = 0; i < 11; i++) {
      const home = await openHome(db());
      expect((await anna.graphql(ops.create, { a: confirmed(home.rentalObjectId) })).json.data.createApplication.error).toBe(false);
    }
    const first = (await anna.graphql(ops.list, { skip: 0, take: 50 })).json.data.getApplications.applications;
    const total = first.totalCount;
    expect(total).toBeGreaterThan(10);
    expect(first.applications).toHaveLength(10);
    expect(first.allLoaded).toBe(false);
    const seen = new Set<number>(first.applications.map((a: { applicationId: number }) => a.applicationId));
    let skip = 10;
    let allLoaded = false;
    while (!allLoaded) {
      const page = (await anna.graphql(ops.list, { skip, take: 10 })).json.data.getApplications.applications;
      for (const a of page.applications) seen.add(a.applicationId);
      expect(page.totalCount).toBe(total);
      allLoaded = page.allLoaded;
      skip += 10;
      expect(skip).toBeLessThan(total + 20);
    }
    expect(seen.size).toBe(total);
    // A page past the end has no row to carry the total: it is counted on its own.
    const past = (await anna.graphql(ops.list, { skip: total + 5, take: 10 })).json.data.getApplications.applications;
    expect(past).toMatchObject({ totalCount: total, allLoaded: true, applications: [] });
  });
});

describe('the SPA’s operations', () => {
  it('run as written in operations/applications, every field resolved', async () => {
    const home = await openHome(db(), { showing: true });
    const anna = await loggedIn(server, 'payingApplicant');
    const run = async (name: string, variables: Record<string, unknown>) => {
      const res = await anna.graphql(operationDocument(`operations/applications/${name}.graphql`), variables);
      expect(res.json.errors, name).toBeUndefined();
      return Object.values(res.json.data as Record<string, { error: boolean }>)[0]!;
    };
    expect((await run('validateApplication', { rentalObjectId: home.rentalObjectId })).error).toBe(false);
    expect((await run('createApplication', { application: confirmed(home.rentalObjectId) })).error).toBe(false);
    expect((await run('getApplications', { skip: 0, take: 10 })).error).toBe(false);
    expect((await run('saveShowing', { showing: { rentalObjectId: home.rentalObjectId, showingAnswer: 'YES' } })).error).toBe(true);
    expect((await run('saveAnswer', { answer: { rentalObjectId: home.rentalObjectId, answer: 'NO' } })).error).toBe(true);
    expect((await run('deleteApplication', { rentalObjectId: home.rentalObjectId })).error).toBe(false);
  });
});
