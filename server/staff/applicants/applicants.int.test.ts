// The back office's applicants area through the real app: every operation for a visitor (UNAUTHENTICATED), an
// applicant (refused, nothing leaked), a case handler and an administrator; one audit row per change and none for a
// refused one; two warnings block the applicant automatically and their own interest registration is then refused;
// the personnummer masked everywhere but the explicit reveal.
import { and, eq, gt } from 'drizzle-orm';
import { applicants, blocks, staffAuditLog, warnings } from '../../db/schema';
import { scenarios } from '../../db/seed/scenarios';
import { APPLICANT_STATUSES } from '../../domain/applicant-status';
import { confirmed, idOf, loggedIn, openHome, ops } from '../../applications/testing';
import { useTestServer } from '../../test/harness';
import { admin, karin, staffClient, staffLoggedIn, type StaffClient } from '../testing';

const server = useTestServer();
const db = () => server.services.database.db;

const RESULT = 'error errorText validationErrors { code text }';
const CARD = `applicantId firstName lastName maskedPersonalIdentityNumber email statusText queueDate blocked maxWarnings
  coApplicant { applicantId name isHead status }
  orders { orderId name totalAmountFormated isPaid } payments { paymentId status amountFormated }
  housing { currentTypeId adults } incomes { incomeTypeName incomeMonthlyFormated } documents { documentTypeText statusText }
  applications { rentalObjectId stage stageText } applicationsTotal
  warnings { warningId reason inForce revokedAt revokedReason } blocks { blockId landlord start end reason inForce endedAt }
  notes { text staffName }`;
const q = {
  search: `query($q: String!, $first: Int, $offset: Int) { staffSearchApplicants(query: $q, first: $first, offset: $offset) { ${RESULT} totalCount applicants { applicantId firstName lastName maskedPersonalIdentityNumber statusText blocked } } }`,
  card: `query($id: Int!) { staffApplicant(applicantId: $id) { ${CARD} } }`,
  reveal: `mutation($id: Int!) { staffRevealPersonalIdentityNumber(applicantId: $id) { ${RESULT} personalIdentityNumber } }`,
  warn: `mutation($id: Int!, $reason: String!) { staffIssueWarning(applicantId: $id, reason: $reason) { ${RESULT} automaticBlock { blockId start end reason landlord } applicant { ${CARD} } } }`,
  revoke: `mutation($id: Int!, $reason: String!) { staffRevokeWarning(warningId: $id, reason: $reason) { ${RESULT} applicant { warnings { warningId inForce revokedReason } } } }`,
  block: `mutation($id: Int!, $reason: String!, $end: String!, $landlord: String) { staffStartBlock(applicantId: $id, reason: $reason, end: $end, landlord: $landlord) { ${RESULT} applicant { blocked blocks { blockId landlord start end reason inForce } } } }`,
  endBlock: `mutation($id: Int!) { staffEndBlock(blockId: $id) { ${RESULT} applicant { blocked blocks { blockId end inForce endedAt } } } }`,
  note: `mutation($id: Int!, $text: String!) { staffAddNote(applicantId: $id, text: $text) { ${RESULT} applicant { notes { text staffName } } } }`,
};

async function newApplicant(values: Partial<typeof applicants.$inferInsert> = {}): Promise<number> {
  const [row] = await db()
    .insert(applicants)
    .values({ firstName: 'Test', lastName: 'Sökande', hasPaid: true, applicantStatusId: APPLICANT_STATUSES.QUEUE.applicantStatusId, queueDate: '2020-01-01', ...values })
    .returning({ id: applicants.applicantId });
  return row!.id;
}

async function auditRows(staffUserId?: number, sinceId = 0) {
  const rows = await db().select().from(staffAuditLog).where(gt(staffAuditLog.auditId, sinceId));
  return staffUserId === undefined ? rows : rows.filter((r) => r.staffUserId === staffUserId);
}
const lastAuditId = async () => Math.max(0, ...(await auditRows()).map((r) => r.auditId));

async function data(c: StaffClient, query: string, variables: Record<string, unknown>) {
  const res = await c.graphql(query, variables);
  if (res.json?.errors) throw new Error(`GraphQL errors: ${JSON.stringify(res.json.errors)}`);
  return Object.values(res.json.data)[0] as any;
}

describe('who may use each operation', () => {
  let target = 0;
  let warningId = 0;
  let blockId = 0;
  const PNR = '197503152386';
  beforeAll(async () => {
    target = await newApplicant({ firstName: 'Gunnel', lastName: 'Matrisson', personalIdentityNumber: PNR, email: 'gunnel.matrisson@example.se' });
    const [w] = await db().insert(warnings).values({ applicantId: target, reason: 'Test', validFromDate: '2026-01-01', validToDate: '2027-01-01' }).returning();
    warningId = w!.warningId;
  });

  const operations = () =>
    [
      ['staffSearchApplicants', q.search, { q: 'Matrisson' }],
      ['staffApplicant', q.card, { id: target }],
      ['staffRevealPersonalIdentityNumber', q.reveal, { id: target }],
      ['staffIssueWarning', q.warn, { id: target, reason: 'Uteblev från visning' }],
      ['staffRevokeWarning', q.revoke, { id: warningId, reason: 'Fel person' }],
      ['staffStartBlock', q.block, { id: target, reason: 'Misstänkt fusk', end: '2027-01-31', landlord: 'Heimstaden' }],
      ['staffEndBlock', q.endBlock, { id: blockId }],
      ['staffAddNote', q.note, { id: target, text: 'Ringde om sin ansökan' }],
    ] as const;

  it('refuses a visitor and an applicant every operation, leaking nothing and writing nothing', async () => {
    const [b] = await db().insert(blocks).values({ applicantId: target, start: '2026-11-01', end: '2027-01-01', reason: 'Test' }).returning();
    blockId = b!.blockId;
    const before = await lastAuditId();
    const anna = await loggedIn(server, 'payingApplicant');
    for (const [field, doc, vars] of operations()) {
      for (const client of [staffClient(server), staffClient(server, anna)]) {
        const res = await client.graphql(doc, { ...vars, ...(field === 'staffEndBlock' ? { id: blockId } : {}) });
        // No data: null, or the nullable field null.
        expect(Object.values(res.json.data ?? {}).filter((v) => v !== null), field).toEqual([]);
        expect(res.json.errors[0].extensions.code, field).toBe('UNAUTHENTICATED');
        expect(res.text).not.toMatch(/Matrisson|19750315|2386/);
      }
      // The applicants' own endpoint cannot even name it.
      const own = await anna.graphql(doc, vars);
      expect(own.json.errors[0].message, field).toMatch(new RegExp(field));
    }
    expect(await auditRows(undefined, before)).toEqual([]);
    expect(await db().select().from(warnings).where(eq(warnings.applicantId, target))).toHaveLength(1);
    expect(await db().select().from(blocks).where(eq(blocks.applicantId, target))).toHaveLength(1);
  });

  it.each([
    ['a case handler', karin],
    ['an administrator', admin],
  ])('lets %s use every operation, each writing exactly one audit row', async (_who, who) => {
    const c = await staffLoggedIn(server, who);
    const staffUserId = (await c.me()).json.staff.staffUserId as number;
    // A fresh warning and block each round (the other round revoked and ended the earlier ones).
    const [w] = await db().insert(warnings).values({ applicantId: target, reason: 'Test', validFromDate: '2026-01-01', validToDate: '2027-01-01' }).returning();
    const [b] = await db().insert(blocks).values({ applicantId: target, start: '2026-11-01', end: '2027-01-01', reason: 'Test' }).returning();
    for (const [field, doc, vars] of operations()) {
      const before = await lastAuditId();
      const id = field === 'staffRevokeWarning' ? w!.warningId : field === 'staffEndBlock' ? b!.blockId : 'id' in vars ? vars.id : undefined;
      const result = await data(c, doc, { ...vars, id });
      if (result && 'error' in result) expect(result.error, `${field}: ${result.errorText}`).toBe(false);
      const rows = await auditRows(undefined, before);
      expect(rows, field).toHaveLength(1);
      expect(rows[0]!.staffUserId).toBe(staffUserId);
      expect(rows[0]!.applicantId).toBe(target);
      // The log never holds the personnummer.
      expect(JSON.stringify(rows)).not.toMatch(/19750315|197503152386/);
    }
  });
});

describe('search', () => {
  it('finds by name, e-mail and each personnummer form, masked, a page at a time, and records each one shown', async () => {
    const c = await staffLoggedIn(server, karin);
    const annaId = await idOf(db(), 'payingApplicant');
    for (const query of ['Anna Andersson', 'andersson', 'ANNA.ANDERSSON@example', '19900101-2385', '199001012385', '900101-2385']) {
      const found = await data(c, q.search, { q: query });
      expect(found.error, query).toBe(false);
      expect(found.applicants.map((a: { applicantId: number }) => a.applicantId), query).toContain(annaId);
      const anna = found.applicants.find((a: { applicantId: number }) => a.applicantId === annaId);
      expect(anna).toMatchObject({ firstName: 'Anna', lastName: 'Andersson', maskedPersonalIdentityNumber: '19900101-XXXX', statusText: 'I bostadskön' });
    }
    const before = await lastAuditId();
    const page = await data(c, q.search, { q: 'a', first: 1 });
    expect(page).toMatchObject({ error: true, errorText: 'Skriv minst 2 tecken', totalCount: 0, applicants: [] });
    const two = await data(c, q.search, { q: 'son', first: 2 });
    expect(two.applicants).toHaveLength(2);
    expect(two.totalCount).toBeGreaterThan(2);
    const next = await data(c, q.search, { q: 'son', first: 2, offset: 2 });
    expect(next.applicants[0].applicantId).not.toBe(two.applicants[1].applicantId);
    expect(next.totalCount).toBe(two.totalCount);
    const rows = await auditRows(undefined, before);
    expect(rows.map((r) => [r.action, r.applicantId])).toEqual([...two.applicants, ...next.applicants].map((a: { applicantId: number }) => ['VIEW_APPLICANT_SEARCH', a.applicantId]));
    expect(JSON.stringify(await c.graphql(q.search, { q: '199001012385' }))).not.toMatch(/2385/);
  });
});

describe('the card, the reveal and the changes', () => {
  it('shows the card masked and reveals the personnummer only when asked, one audit row each', async () => {
    const c = await staffLoggedIn(server, karin);
    const annaId = await idOf(db(), 'payingApplicant');
    const before = await lastAuditId();
    const res = await c.graphql(q.card, { id: annaId });
    expect(res.text).not.toMatch(/199001012385|2385/);
    const card = res.json.data.staffApplicant;
    expect(card).toMatchObject({ applicantId: annaId, firstName: 'Anna', maskedPersonalIdentityNumber: '19900101-XXXX', statusText: 'I bostadskön', maxWarnings: 1 });
    expect(card.orders.length).toBeGreaterThan(0);
    expect(card.incomes.length).toBeGreaterThan(0);
    expect((await auditRows(undefined, before)).map((r) => [r.action, r.applicantId])).toEqual([['VIEW_APPLICANT', annaId]]);
    expect(await data(c, q.card, { id: 999_999 })).toBeNull();

    const mid = await lastAuditId();
    expect(await data(c, q.reveal, { id: annaId })).toMatchObject({ error: false, personalIdentityNumber: scenarios.payingApplicant.personalIdentityNumber });
    const rows = await auditRows(undefined, mid);
    expect(rows.map((r) => [r.action, r.applicantId])).toEqual([['VIEW_PERSONNUMMER', annaId]]);
    expect(JSON.stringify(rows)).not.toMatch(/2385/);
  });

  it('refuses a change in Swedish and writes nothing', async () => {
    const c = await staffLoggedIn(server, karin);
    const id = await newApplicant();
    const before = await lastAuditId();
    expect(await data(c, q.warn, { id, reason: '  ' })).toMatchObject({ error: true, errorText: 'Du måste ange ett skäl', validationErrors: [{ code: 'reason', text: 'Du måste ange ett skäl' }], applicant: null });
    expect(await data(c, q.warn, { id: 999_999, reason: 'Test' })).toMatchObject({ error: true, errorText: 'Sökanden finns inte' });
    expect(await data(c, q.block, { id, reason: 'Test', end: '2026-11-21' })).toMatchObject({ error: true, validationErrors: [{ code: 'end', text: 'Spärren måste gälla till och med i dag eller senare' }] });
    expect(await data(c, q.block, { id, reason: 'Test', end: '2026-02-30' })).toMatchObject({ error: true, validationErrors: [{ code: 'end', text: 'Ange ett datum som ÅÅÅÅ-MM-DD' }] });
    expect(await data(c, q.note, { id, text: 'x'.repeat(2001) })).toMatchObject({ error: true, errorText: 'Anteckningen får vara högst 2000 tecken' });
    expect(await data(c, q.revoke, { id: 999_999, reason: 'Test' })).toMatchObject({ error: true, errorText: 'Varningen finns inte' });
    expect(await data(c, q.endBlock, { id: 999_999 })).toMatchObject({ error: true, errorText: 'Spärren finns inte' });
    expect(await auditRows(undefined, before)).toEqual([]);
    expect(await db().select().from(warnings).where(eq(warnings.applicantId, id))).toEqual([]);
    expect(await db().select().from(blocks).where(eq(blocks.applicantId, id))).toEqual([]);
  });

  it('blocks after two warnings (the agency allows one), and the applicant’s own interest registration is refused', async () => {
    const c = await staffLoggedIn(server, karin);
    const annaId = await idOf(db(), 'payingApplicant');
    const home = (await openHome(db())).rentalObjectId;
    const anna = await loggedIn(server, 'payingApplicant');
    expect((await anna.data(ops.validate, { id: home })).validation.canCreate).toBe(true);

    const before = await lastAuditId();
    const first = await data(c, q.warn, { id: annaId, reason: 'Uteblev från visning utan att avanmäla sig' });
    expect(first).toMatchObject({ error: false, automaticBlock: null, applicant: { blocked: false } });
    const second = await data(c, q.warn, { id: annaId, reason: 'Svarade inte på erbjudandet' });
    expect(second).toMatchObject({
      error: false,
      automaticBlock: { start: '2026-11-22', end: '2027-05-22', reason: 'Två varningar inom 12 månader', landlord: null },
      applicant: { blocked: true },
    });
    const rows = await auditRows(undefined, before);
    expect(rows.map((r) => r.action)).toEqual(['WARNING_ISSUE', 'WARNING_ISSUE']);
    expect(rows[1]!.after).toMatchObject({ automaticBlock: { start: '2026-11-22', end: '2027-05-22' } });

    const validation = (await anna.data(ops.validate, { id: home })).validation;
    expect(validation.canCreate).toBe(false);
    expect(validation.errors[0].code).toBe('blocked');
    const created = await anna.data(ops.create, { a: confirmed(home) });
    expect(created).toMatchObject({ error: true, application: null });
    expect(created.validationErrors[0].code).toBe('blocked');

    // Revoking a warning is one row; the block stays until a case handler ends it, which lets her register again.
    const warningId = second.applicant.warnings.find((w: { reason: string }) => w.reason === 'Svarade inte på erbjudandet').warningId;
    const mid = await lastAuditId();
    const revoked = await data(c, q.revoke, { id: warningId, reason: 'Hon hade meddelat förhinder' });
    expect(revoked.applicant.warnings.find((w: { warningId: number }) => w.warningId === warningId)).toMatchObject({ inForce: false, revokedReason: 'Hon hade meddelat förhinder' });
    expect(await data(c, q.revoke, { id: warningId, reason: 'Igen' })).toMatchObject({ error: true, errorText: 'Varningen är redan återkallad' });
    const ended = await data(c, q.endBlock, { id: second.automaticBlock.blockId });
    expect(ended.applicant.blocked).toBe(false);
    expect(ended.applicant.blocks.find((b: { blockId: number }) => b.blockId === second.automaticBlock.blockId)).toMatchObject({ end: '2026-11-21', inForce: false });
    expect(await data(c, q.endBlock, { id: second.automaticBlock.blockId })).toMatchObject({ error: true, errorText: 'Spärren gäller inte längre' });
    expect((await auditRows(undefined, mid)).map((r) => r.action)).toEqual(['WARNING_REVOKE', 'BLOCK_END']);
    expect((await anna.data(ops.validate, { id: home })).validation.canCreate).toBe(true);
    // Revoked warnings no longer count: with both revoked, one more warning does not block her again.
    const firstId = first.applicant.warnings.find((w: { reason: string }) => w.reason === 'Uteblev från visning utan att avanmäla sig').warningId;
    expect(await data(c, q.revoke, { id: firstId, reason: 'Visningen var inställd' })).toMatchObject({ error: false });
    expect(await data(c, q.warn, { id: annaId, reason: 'Ny varning' })).toMatchObject({ automaticBlock: null, applicant: { blocked: false } });
    // … and it is no longer listed to her.
    const own = await anna.data('{ getApplicantWarningsAndBlocksQuery { warningsAndBlocks { warnings { reason } } } }');
    expect(own.warningsAndBlocks.warnings.map((w: { reason: string }) => w.reason)).not.toContain('Svarade inte på erbjudandet');
  });

  it('starts a block for one landlord and notes in the case handler’s name', async () => {
    const c = await staffLoggedIn(server, karin);
    const id = await newApplicant();
    const blocked = await data(c, q.block, { id, reason: 'Störningar i tidigare boende', end: '2027-03-31', landlord: 'Heimstaden' });
    expect(blocked.applicant).toMatchObject({ blocked: true, blocks: [{ landlord: 'Heimstaden', start: '2026-11-22', end: '2027-03-31', reason: 'Störningar i tidigare boende', inForce: true }] });
    const noted = await data(c, q.note, { id, text: 'Ringde och frågade om spärren.' });
    expect(noted.applicant.notes).toEqual([{ text: 'Ringde och frågade om spärren.', staffName: scenarios.caseHandler.name }]);
    const rows = await db().select().from(staffAuditLog).where(and(eq(staffAuditLog.applicantId, id)));
    expect(rows.map((r) => r.action)).toEqual(['BLOCK_START', 'NOTE_ADD']);
  });
});
