// Incomes and their certificates through the real app: every operation for a visitor, the owner, another applicant
// and a co-applicant (nobody reads or changes another's incomes); the income rules' messages as validation errors;
// each save's time; a certificate slot marked missing and unmarked; certificate files uploaded, reviewed, downloaded and
// refused, 10 MB + 1 byte while streaming and a connection cut mid-upload among them (no row, no file left); the case
// handler's review; and the demo's states.
import { incomeMessages, INCOME_CATEGORIES } from '../../src/rules/incomes';
import { UPLOAD_MAX_BYTES, uploadMessages } from '../../src/rules/upload';
import { incomeCertificationDocuments } from '../db/schema';
import { EXECUTABLE, SAMPLE_PDF } from '../documents/sample-files';
import { ANNAS_PAYSLIP_REJECTION } from '../db/seed/profiles';
import { scenarios } from '../db/seed/scenarios';
import { applicantActor, ForbiddenError, type StaffActor } from '../domain/actor';
import { CERTIFICATION_TYPES, certificationMessages } from '../domain/income-certifications';
import { TEST_NOW, useTestServer, type TestClient } from '../test/harness';
import { cutMidUpload, sendOneByteTooMany, storedFiles } from '../test/streamed-upload';
import { certificationNotFound } from './certification-steps';
import { incomeNotFound } from './incomes.service';

const ENVELOPE = 'error errorText validationErrors { code text }';
const INCOME = 'applicantIncomeId incomeMonthly incomeMonthlyFormated incomeName incomeTypeId validTo incomeType { incomeTypeId name requiresValidTo } created updated';
const CATEGORIES = `{ getIncomeCategories { ${ENVELOPE} incomeCategories { incomeCategoryId name incomeTypes { incomeTypeId name contentCode description title titleDescription titlePlaceholder requiresValidTo disabled } } } }`;
const LIST = `{ getIncomes { ${ENVELOPE} incomes { ${INCOME} } } }`;
const GET = `query($id: Int!) { getIncome(applicantIncomeId: $id) { ${ENVELOPE} income { ${INCOME} } } }`;
const ADD = `mutation($i: IncomeInput!) { addIncome(income: $i) { ${ENVELOPE} income { ${INCOME} } } }`;
const UPDATE = `mutation($i: IncomeInput!) { updateIncome(income: $i) { ${ENVELOPE} income { ${INCOME} } } }`;
const DELETE = `mutation($id: Int!) { deleteIncome(applicantIncomeId: $id) { ${ENVELOPE} } }`;
const CERTIFICATIONS = `{ getIncomeCertifications { ${ENVELOPE} incomeCertifications { applicantIncomeId name incomeTypeId approved slots { certificationTypeId slot title required missing missingReason rejected rejectedReason approved notChecked documents { documentId } } } } }`;
const MISSING = `mutation($c: MissingCertificationInput!) { missingCertification(certification: $c) { ${ENVELOPE} } }`;
const DELETE_CERTIFICATION = `mutation($id: Int!) { deleteCertification(documentId: $id) { ${ENVELOPE} } }`;

const server = useTestServer();
const loggedIn = (who: { email: string; password: string }) => server.loggedIn(who);
const data = (c: TestClient, query: string, variables?: Record<string, unknown>) => c.data(query, variables);
const annasIncomes = async () => (await data(await loggedIn(scenarios.payingApplicant), LIST)).incomes as any[];

describe('the demo', () => {
  it('gives Anna an employment and study aid, with uploaded certificates approved, rejected with a reason and under review, and one missing with a reason', async () => {
    const anna = await loggedIn(scenarios.payingApplicant);
    const incomes = (await data(anna, LIST)).incomes;
    expect(incomes.map((i: any) => [i.incomeType.name, i.incomeMonthlyFormated, i.incomeName])).toEqual([
      ['Tillsvidareanställning', '25 000 kr/mån', 'Uppsala kommun'],
      ['Studiemedel från CSN', '3 500 kr/mån', null],
    ]);
    const [job, csn] = (await data(anna, CERTIFICATIONS)).incomeCertifications;
    expect(job).toMatchObject({ name: 'Tillsvidareanställning, Uppsala kommun', approved: false });
    expect(job.slots.map((s: any) => [s.slot, s.approved, s.rejected, s.missing, s.rejectedReason, s.documents.length])).toEqual([
      [1, true, false, false, null, 1],
      [2, false, true, false, ANNAS_PAYSLIP_REJECTION, 1],
      [3, false, false, true, null, 0],
    ]);
    expect(job.slots[2].missingReason).toBe('Jag började min anställning för två månader sedan.');
    expect(csn.slots).toEqual([
      expect.objectContaining({ certificationTypeId: CERTIFICATION_TYPES.DECISION, missing: false, approved: false, notChecked: true, documents: [expect.objectContaining({ documentId: expect.any(Number) })] }),
    ]);
  });
});

describe('who may read and change incomes', () => {
  it('asks a visitor to log in, and gives anyone the income types', async () => {
    const visitor = server.client();
    const [income] = await annasIncomes();
    for (const [query, variables] of [
      [LIST],
      [GET, { id: income.applicantIncomeId }],
      [CERTIFICATIONS],
      [ADD, { i: { incomeTypeId: 1, incomeMonthly: '1' } }],
      [UPDATE, { i: { applicantIncomeId: income.applicantIncomeId, incomeTypeId: 1, incomeMonthly: '1' } }],
      [DELETE, { id: income.applicantIncomeId }],
      [MISSING, { c: { applicantIncomeId: income.applicantIncomeId, certificationTypeId: 1, slot: 3, missing: false } }],
      [DELETE_CERTIFICATION, { id: 1 }],
    ] as const) {
      expect((await visitor.graphql(query, variables)).json.errors[0].extensions.code, query).toBe('UNAUTHENTICATED');
    }
    const categories = (await data(visitor, CATEGORIES)).incomeCategories;
    expect(categories.map((c: any) => c.name)).toEqual(INCOME_CATEGORIES.map((c) => c.name));
    expect(categories.flatMap((c: any) => c.incomeTypes).find((t: any) => t.incomeTypeId === 2)).toMatchObject({ name: 'Tidsbegränsad anställning', requiresValidTo: true, title: 'Arbetsgivare' });
  });

  it.each([
    ['another applicant', scenarios.blockedApplicant],
    ['a co-applicant', scenarios.coApplicant],
  ])('lets %s neither read nor change Anna’s incomes and certificates', async (_who, person) => {
    const before = await annasIncomes();
    const beforeCertificates = await data(await loggedIn(scenarios.payingApplicant), CERTIFICATIONS);
    const [job] = before;
    const other = await loggedIn(person);
    expect((await data(other, LIST)).incomes).toEqual([]);
    expect((await data(other, CERTIFICATIONS)).incomeCertifications).toEqual([]);
    expect(await data(other, GET, { id: job.applicantIncomeId })).toEqual({ error: true, errorText: incomeNotFound, validationErrors: [], income: null });
    expect(await data(other, UPDATE, { i: { applicantIncomeId: job.applicantIncomeId, incomeTypeId: 1, incomeMonthly: '99' } })).toMatchObject({ error: true, errorText: incomeNotFound, income: null });
    expect(await data(other, DELETE, { id: job.applicantIncomeId })).toMatchObject({ error: true, errorText: incomeNotFound });
    const slot3 = { applicantIncomeId: job.applicantIncomeId, certificationTypeId: CERTIFICATION_TYPES.PAYSLIP, slot: 3 };
    expect(await data(other, MISSING, { c: { ...slot3, missing: false } })).toMatchObject({ error: true, errorText: certificationNotFound });
    expect(await data(other, MISSING, { c: { ...slot3, missingReason: 'Inte min' } })).toMatchObject({ error: true, errorText: certificationNotFound });
    expect(await annasIncomes()).toEqual(before);
    expect(await data(await loggedIn(scenarios.payingApplicant), CERTIFICATIONS)).toEqual(beforeCertificates);
  });

  it('refuses the review steps to an applicant: they are the case handlers’', async () => {
    const [job] = await annasIncomes();
    const key = { applicantIncomeId: job.applicantIncomeId, certificationTypeId: CERTIFICATION_TYPES.PAYSLIP, slot: 3 };
    const annaId = (await data(await loggedIn(scenarios.payingApplicant), '{ getApplicant { applicant { applicantId } } }')).applicant.applicantId;
    await expect(server.services.certificationReview.review(applicantActor(annaId), key, { type: 'APPROVE' })).rejects.toThrow(ForbiddenError);
  });
});

describe('adding, changing and deleting', () => {
  it('adds an income in öre-exact kronor with its time, changes it, and deletes it', async () => {
    server.clock.now = new Date('2026-11-23T12:00:00Z');
    const bo = await loggedIn(scenarios.blockedApplicant);
    const added = await data(bo, ADD, { i: { incomeTypeId: 2, incomeMonthly: '21 500,50', validTo: '2027-06-30', incomeName: ' Region Uppsala ' } });
    expect(added).toMatchObject({ error: false, errorText: null, validationErrors: [] });
    expect(added.income).toMatchObject({
      incomeMonthly: 21500.5,
      incomeMonthlyFormated: '21 500,50 kr/mån',
      incomeName: 'Region Uppsala',
      incomeTypeId: 2,
      validTo: '2027-06-30',
      created: '2026-11-23T12:00:00.000Z',
      updated: '2026-11-23T12:00:00.000Z',
    });
    const id = added.income.applicantIncomeId;
    expect((await data(bo, GET, { id })).income).toEqual(added.income);

    server.clock.now = new Date('2026-11-24T12:00:00Z');
    const bo2 = await loggedIn(scenarios.blockedApplicant);
    const changed = await data(bo2, UPDATE, { i: { applicantIncomeId: id, incomeTypeId: 1, incomeMonthly: '23000', validTo: '2027-06-30' } });
    // A permanent employment has no end date: it is dropped.
    expect(changed.income).toMatchObject({ incomeMonthly: 23000, validTo: null, incomeName: null, created: '2026-11-23T12:00:00.000Z', updated: '2026-11-24T12:00:00.000Z' });
    expect(await data(bo2, DELETE, { id })).toEqual({ error: false, errorText: null, validationErrors: [] });
    expect(await data(bo2, GET, { id })).toMatchObject({ error: true, errorText: incomeNotFound });
    expect(await data(bo2, DELETE, { id })).toMatchObject({ error: true, errorText: incomeNotFound });
  });

  it.each([
    ['no type', { incomeMonthly: '100' }, 'incomeTypeId', incomeMessages.typeRequired],
    ['no income', { incomeTypeId: 1 }, 'incomeMonthly', incomeMessages.required],
    ['a blank income', { incomeTypeId: 1, incomeMonthly: '  ' }, 'incomeMonthly', incomeMessages.required],
    ['an income in letters', { incomeTypeId: 1, incomeMonthly: 'tjugo tusen' }, 'incomeMonthly', incomeMessages.notNumber],
    ['a zero income', { incomeTypeId: 1, incomeMonthly: '0' }, 'incomeMonthly', incomeMessages.notPositive],
    ['a negative income', { incomeTypeId: 1, incomeMonthly: '-100' }, 'incomeMonthly', incomeMessages.notPositive],
    ['too large an income', { incomeTypeId: 1, incomeMonthly: '10000001' }, 'incomeMonthly', incomeMessages.tooLarge],
    ['a temporary employment without an end date', { incomeTypeId: 2, incomeMonthly: '100' }, 'validTo', incomeMessages.validToRequired],
    ['an end date that is not a date', { incomeTypeId: 2, incomeMonthly: '100', validTo: '30/6' }, 'validTo', incomeMessages.validToInvalid],
    ['an end date passed', { incomeTypeId: 2, incomeMonthly: '100', validTo: '2026-11-21' }, 'validTo', incomeMessages.validToPassed],
    ['a name too long', { incomeTypeId: 1, incomeMonthly: '100', incomeName: 'x'.repeat(101) }, 'incomeName', incomeMessages.nameTooLong],
  ])('refuses %s with the rule’s message, on add and on update', async (_name, input, code, text) => {
    const bo = await loggedIn(scenarios.blockedApplicant);
    expect(await data(bo, ADD, { i: input })).toEqual({ error: true, errorText: text, validationErrors: [{ code, text }], income: null });
    const kept = (await data(bo, ADD, { i: { incomeTypeId: 3, incomeMonthly: '5000' } })).income;
    expect(await data(bo, UPDATE, { i: { ...input, applicantIncomeId: kept.applicantIncomeId } })).toEqual({ error: true, errorText: text, validationErrors: [{ code, text }], income: null });
    expect((await data(bo, GET, { id: kept.applicantIncomeId })).income).toEqual(kept);
    await data(bo, DELETE, { id: kept.applicantIncomeId });
  });
});

describe('certificates', () => {
  it('marks a slot missing with a required reason, shows it, and undoes it', async () => {
    const bo = await loggedIn(scenarios.blockedApplicant);
    const income = (await data(bo, ADD, { i: { incomeTypeId: 4, incomeMonthly: '14000' } })).income;
    const key = { applicantIncomeId: income.applicantIncomeId, certificationTypeId: CERTIFICATION_TYPES.PAYMENT_STATEMENT, slot: 1 };
    const slotOf = async () => (await data(bo, CERTIFICATIONS)).incomeCertifications.find((c: any) => c.applicantIncomeId === income.applicantIncomeId).slots[0];
    expect(await slotOf()).toMatchObject({ title: 'Senaste utbetalningsbeskedet för pensionen', required: true, missing: false, approved: false, notChecked: false, documents: [] });

    for (const missingReason of [undefined, '', '   ']) {
      const text = incomeMessages.missingReasonRequired;
      expect(await data(bo, MISSING, { c: { ...key, missingReason } })).toEqual({ error: true, errorText: text, validationErrors: [{ code: 'missingReason', text }] });
    }
    const tooLong = incomeMessages.missingReasonTooLong;
    expect(await data(bo, MISSING, { c: { ...key, missingReason: 'x'.repeat(501) } })).toEqual({ error: true, errorText: tooLong, validationErrors: [{ code: 'missingReason', text: tooLong }] });
    expect(await data(bo, MISSING, { c: { ...key, missingReason: 'Pensionsmyndigheten skickar beskedet i januari.' } })).toEqual({ error: false, errorText: null, validationErrors: [] });
    expect(await slotOf()).toMatchObject({ missing: true, missingReason: 'Pensionsmyndigheten skickar beskedet i januari.' });
    expect(await data(bo, MISSING, { c: { ...key, missing: false } })).toEqual({ error: false, errorText: null, validationErrors: [] });
    expect(await slotOf()).toMatchObject({ missing: false, missingReason: null });
    // Undoing twice, or a slot the income's type does not have, is refused.
    expect(await data(bo, MISSING, { c: { ...key, missing: false } })).toMatchObject({ error: true, errorText: certificationMessages.notMissing });
    expect(await data(bo, MISSING, { c: { ...key, slot: 2, missingReason: 'x' } })).toMatchObject({ error: true, errorText: certificationNotFound });
    await data(bo, DELETE, { id: income.applicantIncomeId });
  });

  it('lets the case handler approve or reject a missing mark; an approved slot cannot be changed', async () => {
    const bo = await loggedIn(scenarios.blockedApplicant);
    const income = (await data(bo, ADD, { i: { incomeTypeId: 10, incomeMonthly: '1500' } })).income;
    const key = { applicantIncomeId: income.applicantIncomeId, certificationTypeId: CERTIFICATION_TYPES.DECISION, slot: 1 };
    const staff: StaffActor = { kind: 'staff', staffUserId: 1, role: 'handlaggare', sessionId: '' };
    const review = server.services.certificationReview;
    expect(await review.review(staff, key, { type: 'APPROVE' })).toMatchObject({ ok: false, errorText: certificationMessages.notInReview });
    await data(bo, MISSING, { c: { ...key, missingReason: 'Beslutet kommer i december.' } });
    expect(await review.review(staff, key, { type: 'REJECT', reason: ' ' })).toMatchObject({ ok: false, errorText: certificationMessages.rejectReasonRequired });
    expect(await review.review(staff, key, { type: 'REJECT', reason: 'Skicka beslutet när det kommit.' })).toEqual({ ok: true });
    let [cert] = (await data(bo, CERTIFICATIONS)).incomeCertifications.filter((c: any) => c.applicantIncomeId === income.applicantIncomeId);
    expect(cert.slots[0]).toMatchObject({ rejected: true, rejectedReason: 'Skicka beslutet när det kommit.', missing: true });
    // A new missing reason replaces the rejection; approving it certifies the income.
    await data(bo, MISSING, { c: { ...key, missingReason: 'Kommunen har bekräftat beslutet per telefon.' } });
    expect(await review.review(staff, key, { type: 'APPROVE' })).toEqual({ ok: true });
    [cert] = (await data(bo, CERTIFICATIONS)).incomeCertifications.filter((c: any) => c.applicantIncomeId === income.applicantIncomeId);
    expect(cert).toMatchObject({ approved: true, slots: [expect.objectContaining({ approved: true, rejected: false })] });
    expect(await data(bo, MISSING, { c: { ...key, missing: false } })).toMatchObject({ error: true, errorText: certificationMessages.approvedLocked });
    await data(bo, DELETE, { id: income.applicantIncomeId });
  });

  it('refuses to delete a certificate file that is not there', async () => {
    const bo = await loggedIn(scenarios.blockedApplicant);
    expect(await data(bo, DELETE_CERTIFICATION, { id: 987654 })).toEqual({ error: true, errorText: certificationNotFound, validationErrors: [] });
  });
});

describe('certificate files (REST upload and download)', () => {
  const UPLOAD = '/mypages/api/incomes/certifications';
  const rows = async () => (await server.services.database.db.select({ id: incomeCertificationDocuments.documentId }).from(incomeCertificationDocuments)).length;
  const snapshot = async () => ({ rows: await rows(), files: (await storedFiles(server)).length });
  const pdf = (name = 'lonebesked.pdf', content = SAMPLE_PDF) => [{ field: 'file', name, type: 'application/pdf', content }];
  const fields = (key: { applicantIncomeId: number; certificationTypeId: number; slot: number }, name = 'lonebesked.pdf') => ({
    name,
    applicantIncomeId: String(key.applicantIncomeId),
    certificationTypeId: String(key.certificationTypeId),
    slot: String(key.slot),
    contentType: 'application/pdf',
  });
  const staff: StaffActor = { kind: 'staff', staffUserId: 1, role: 'handlaggare', sessionId: '' };

  it('takes a file into a slot, shows it at once, lets a case handler review it, and gives it only to its owner', async () => {
    const bo = await loggedIn(scenarios.blockedApplicant);
    const income = (await data(bo, ADD, { i: { incomeTypeId: 1, incomeMonthly: '30000' } })).income;
    const key = { applicantIncomeId: income.applicantIncomeId, certificationTypeId: CERTIFICATION_TYPES.PAYSLIP, slot: 1 };
    // A slot marked missing takes a file: the file replaces the mark.
    await data(bo, MISSING, { c: { ...key, missingReason: 'Kommer snart' } });
    const res = await bo.multipart(UPLOAD, fields(key), pdf());
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ error: false, document: { name: 'lonebesked.pdf', mediaType: 'application/pdf', certificationTypeId: 1, slot: 1 } });
    const documentId = res.json.document.documentId;
    const slotOf = async () => (await data(bo, CERTIFICATIONS)).incomeCertifications.find((c: any) => c.applicantIncomeId === income.applicantIncomeId).slots[0];
    expect(await slotOf()).toMatchObject({ missing: false, notChecked: true, approved: false, documents: [{ documentId }] });

    const download = await bo.get(`${UPLOAD}/${documentId}/file`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain('attachment');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    for (const other of [scenarios.payingApplicant, scenarios.coApplicant]) {
      const c = await loggedIn(other);
      expect((await c.get(`${UPLOAD}/${documentId}/file`)).status).toBe(404);
      expect(await data(c, DELETE_CERTIFICATION, { id: documentId })).toMatchObject({ error: true, errorText: certificationNotFound });
    }
    expect((await server.client().get(`${UPLOAD}/${documentId}/file`)).status).toBe(401);

    // Under review, files can still be added and removed; approved, they stay.
    expect(await server.services.certificationReview.review(staff, key, { type: 'START_REVIEW' })).toEqual({ ok: true });
    const second = (await bo.multipart(UPLOAD, fields(key, 'lonebesked-2.pdf'), pdf('lonebesked-2.pdf'))).json.document.documentId;
    expect(await data(bo, DELETE_CERTIFICATION, { id: second })).toEqual({ error: false, errorText: null, validationErrors: [] });
    expect(await slotOf()).toMatchObject({ notChecked: true, documents: [{ documentId }] });
    expect(await server.services.certificationReview.review(staff, key, { type: 'APPROVE' })).toEqual({ ok: true });
    expect(await slotOf()).toMatchObject({ approved: true, notChecked: false });
    expect(await data(bo, DELETE_CERTIFICATION, { id: documentId })).toMatchObject({ error: true, errorText: certificationMessages.approvedLocked });
    const refused = await bo.multipart(UPLOAD, fields(key), pdf());
    expect(refused.json).toMatchObject({ error: true, errorText: certificationMessages.approvedLocked, document: null });

    // Deleting the income removes its certificate rows and files.
    const before = await snapshot();
    await data(bo, DELETE, { id: income.applicantIncomeId });
    expect(await snapshot()).toEqual({ rows: before.rows - 1, files: before.files - 1 });
  });

  it('keeps certificate files through the orphan cleanup: a row names them', async () => {
    const bo = await loggedIn(scenarios.blockedApplicant);
    const income = (await data(bo, ADD, { i: { incomeTypeId: 11, incomeMonthly: '6000' } })).income;
    const key = { applicantIncomeId: income.applicantIncomeId, certificationTypeId: CERTIFICATION_TYPES.DECISION, slot: 1 };
    expect((await bo.multipart(UPLOAD, fields(key), pdf())).status).toBe(200);
    const before = await snapshot();
    // Files are dated by the real clock: the cleanup looks three hours past it, well beyond its grace period.
    server.clock.now = new Date(Date.now() + 3 * 3_600_000);
    await server.services.documentFilesCleanup.removeOrphans();
    expect(await snapshot()).toEqual(before);
    server.clock.now = new Date(TEST_NOW);
    await data(await loggedIn(scenarios.blockedApplicant), DELETE, { id: income.applicantIncomeId });
  });

  describe('streaming', () => {
    const streamedKey = async () => {
      const bo = await loggedIn(scenarios.blockedApplicant);
      const income = (await data(bo, ADD, { i: { incomeTypeId: 4, incomeMonthly: '12000' } })).income;
      const key = { applicantIncomeId: income.applicantIncomeId, certificationTypeId: CERTIFICATION_TYPES.PAYMENT_STATEMENT, slot: 1 };
      return { bo, income, form: fields(key, 'stor.pdf') };
    };

    it('refuses 10 MB + 1 byte while the client is still sending, leaving no row and no file', async () => {
      const { bo, income, form } = await streamedKey();
      const before = await snapshot();
      const { res, body, sent, stillSending } = await sendOneByteTooMany(server, bo, UPLOAD, form);
      expect(sent).toBe(UPLOAD_MAX_BYTES + 1);
      expect(stillSending).toBe(true);
      expect(res.statusCode).toBe(400);
      expect(JSON.parse(body)).toMatchObject({ error: true, errorText: uploadMessages.size, document: null });
      expect(res.headers.connection).toBe('close');
      expect(await snapshot()).toEqual(before);
      await data(bo, DELETE, { id: income.applicantIncomeId });
    });

    it('leaves no row and no file when the connection is cut mid-upload', async () => {
      const { bo, income, form } = await streamedKey();
      const before = await snapshot();
      await cutMidUpload(server, bo, UPLOAD, form, before.files);
      expect(await snapshot()).toEqual(before);
      const [slot] = (await data(bo, CERTIFICATIONS)).incomeCertifications.find((c: any) => c.applicantIncomeId === income.applicantIncomeId).slots;
      expect(slot).toMatchObject({ notChecked: false, documents: [] });
      await data(bo, DELETE, { id: income.applicantIncomeId });
    });
  });

  it('refuses a visitor, another applicant’s slot, the co-applicant’s partner’s slot, a slot the income lacks, a wrong type, a comma and no file, leaving no row and no file', async () => {
    const [job] = await annasIncomes();
    const annas = { applicantIncomeId: job.applicantIncomeId, certificationTypeId: CERTIFICATION_TYPES.PAYSLIP, slot: 3 };
    const bo = await loggedIn(scenarios.blockedApplicant);
    const own = (await data(bo, ADD, { i: { incomeTypeId: 4, incomeMonthly: '12000' } })).income;
    const ownKey = { applicantIncomeId: own.applicantIncomeId, certificationTypeId: CERTIFICATION_TYPES.PAYMENT_STATEMENT, slot: 1 };
    // Maria's partner's: Erik is her main applicant, and his slots are still not hers.
    const erik = await loggedIn(scenarios.mainApplicant);
    const eriksIncome = (await data(erik, ADD, { i: { incomeTypeId: 1, incomeMonthly: '30000' } })).income;
    const eriks = { applicantIncomeId: eriksIncome.applicantIncomeId, certificationTypeId: CERTIFICATION_TYPES.PAYSLIP, slot: 1 };
    const maria = await loggedIn(scenarios.coApplicant);
    const before = await snapshot();
    const visitor = await server.client().multipart(UPLOAD, fields(annas), pdf());
    expect(visitor.status).toBe(401);
    for (const [client, form, files, text] of [
      [bo, fields(annas), pdf(), certificationNotFound],
      [maria, fields(annas), pdf(), certificationNotFound],
      [maria, fields(eriks), pdf(), certificationNotFound],
      [bo, fields({ ...ownKey, slot: 2 }), pdf(), certificationNotFound],
      [bo, fields(ownKey, 'program.pdf'), pdf('program.pdf', EXECUTABLE), uploadMessages.type],
      [bo, fields(ownKey, 'lön,nov.pdf'), pdf('lön,nov.pdf'), uploadMessages.comma],
      [bo, fields(ownKey), [], uploadMessages.fileRequired],
    ] as const) {
      const res = await client.multipart(UPLOAD, form, [...files]);
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ error: true, errorText: text, document: null });
      expect(await snapshot()).toEqual(before);
    }
    expect((await data(await loggedIn(scenarios.payingApplicant), CERTIFICATIONS)).incomeCertifications[0].slots[2]).toMatchObject({ missing: true, documents: [] });
    expect((await data(erik, CERTIFICATIONS)).incomeCertifications[0].slots[0]).toMatchObject({ notChecked: false, documents: [] });
    await data(bo, DELETE, { id: own.applicantIncomeId });
    await data(erik, DELETE, { id: eriksIncome.applicantIncomeId });
  });
});
