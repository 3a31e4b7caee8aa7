// The applicant card's verified incomes from the bank through the real app: a case handler's view answers the
// connections (masked accounts, statuses), the monthly incomes of the valid consents and the verified income with its
// months, and writes exactly one VIEW_BANK_DATA row per view in the read's transaction; a refused caller or a missing
// applicant writes none; an applicant without a connection gets an empty answer.
import { gt } from 'drizzle-orm';
import { addMonths, stockholmDay } from '../../../src/rules/calendar';
import { applicants, staffAuditLog } from '../../db/schema';
import { insertConnectionWithData, upsertMonthlyIncomes } from '../../bank/bank.repository';
import { consentExpiresAt, consentExpiryDay } from '../../domain/bank-consent';
import { summaryOf, yearMonthOf } from '../../domain/bank-income';
import { APPLICANT_STATUSES } from '../../domain/applicant-status';
import { loggedIn } from '../../applications/testing';
import { useTestServer } from '../../test/harness';
import { auditActionText } from '../../domain/audit-actions';
import { karin, staffClient, staffLoggedIn, type StaffClient } from '../testing';

const server = useTestServer();
const db = () => server.services.database.db;

const BANK_INCOME = `query($id: Int!) { staffApplicantBankIncome(applicantId: $id) { error errorText
  connections { connectionId bank accounts connected lastFetch consentExpires status statusText counts }
  months { year month salaryFormated studentAidFormated pensionFormated socialInsuranceFormated otherIncomeFormated totalFormated verifiableFormated }
  verifiedMonthlyIncomeFormated verifiedMonths { year month verifiableFormated } } }`;

async function newApplicant(lastName: string): Promise<number> {
  const [row] = await db()
    .insert(applicants)
    .values({ firstName: 'Test', lastName, hasPaid: true, applicantStatusId: APPLICANT_STATUSES.QUEUE.applicantStatusId, queueDate: '2020-01-01' })
    .returning({ id: applicants.applicantId });
  return row!.id;
}

const lastAuditId = async () => Math.max(0, ...(await db().select({ id: staffAuditLog.auditId }).from(staffAuditLog)).map((r) => r.id));
const rowsSince = (id: number) => db().select().from(staffAuditLog).where(gt(staffAuditLog.auditId, id));

async function view(c: StaffClient, id: number) {
  const res = await c.graphql(BANK_INCOME, { id });
  if (res.json?.errors) throw new Error(`GraphQL errors: ${JSON.stringify(res.json.errors)}`);
  return res.json.data.staffApplicantBankIncome;
}

/** The last `n` months before today's month, newest first. */
const monthsBack = (today: string, n: number) => Array.from({ length: n }, (_, i) => yearMonthOf(addMonths(`${today.slice(0, 7)}-01`, -(i + 1))));

/** A connection with one account; its monthly incomes: `salaryOre` a month over the last 12 full months. */
async function connection(applicantId: number, at: Date, o: { bank: string; salaryOre: number; status?: 'ACTIVE' | 'FAILED'; number: string }) {
  const c = await insertConnectionWithData(
    db(),
    { applicantId, providerId: 'se-test-ob', bankName: o.bank, externalConsentId: null, consentGivenAt: at, lastFetchedAt: at, expiresAt: consentExpiresAt(consentExpiryDay(at)), status: o.status ?? 'ACTIVE' },
    [{ account: { externalAccountId: `acc-${o.number}`, maskedAccountNumber: `•••• ${o.number}`, name: 'Lönekonto', type: 'CHECKING' }, transactions: [] }],
  );
  await upsertMonthlyIncomes(db(), c, monthsBack(stockholmDay(at), 12).map((m) => summaryOf(m, { SALARY: o.salaryOre, OTHER_INCOME: 10_000 })), at);
  return c;
}

describe('the card’s verified incomes from the bank', () => {
  it('gives an applicant without a connection an empty answer, still one view row', async () => {
    const id = await newApplicant('Banklös');
    const c = await staffLoggedIn(server, karin);
    const before = await lastAuditId();
    expect(await view(c, id)).toEqual({ error: false, errorText: null, connections: [], months: [], verifiedMonthlyIncomeFormated: null, verifiedMonths: [] });
    expect(await rowsSince(before)).toEqual([expect.objectContaining({ action: 'VIEW_BANK_DATA', applicantId: id, subject: `applicant:${id}` })]);
    expect(auditActionText('VIEW_BANK_DATA')).toBe('Visade verifierade inkomster från banken');
  });

  it('shows the connections, the valid consents’ months and the verified income, one audit row per view', async () => {
    const id = await newApplicant('Bankdal');
    const now = server.clock.now;
    const today = stockholmDay(now);
    const active = await connection(id, now, { bank: 'Handelsbanken', salaryOre: 3_000_000, number: '1234' });
    // A consent given four months ago has expired: shown, but its incomes no longer count.
    const old = new Date(now.getTime() - 124 * 86_400_000);
    await connection(id, old, { bank: 'Nordea', salaryOre: 9_900_000, number: '5678' });
    await connection(id, now, { bank: 'Swedbank', salaryOre: 1, status: 'FAILED', number: '9012' });

    const c = await staffLoggedIn(server, karin);
    const staffUserId = (await c.me()).json.staff.staffUserId as number;
    const before = await lastAuditId();
    const answer = await view(c, id);
    expect(answer.error).toBe(false);
    expect(answer.connections).toEqual([
      expect.objectContaining({ connectionId: active.connectionId, bank: 'Handelsbanken', accounts: ['Lönekonto •••• 1234'], consentExpires: consentExpiryDay(now), status: 'ACTIVE', statusText: 'Aktivt medgivande', counts: true }),
      expect.objectContaining({ bank: 'Nordea', accounts: ['Lönekonto •••• 5678'], status: 'EXPIRED', statusText: 'Medgivandet har gått ut', counts: false }),
    ]);
    expect(answer.connections[0].lastFetch).toBe(now.toISOString());
    const [latest] = monthsBack(today, 1);
    expect(answer.months).toHaveLength(12);
    expect(answer.months[0]).toEqual({ ...latest, salaryFormated: '30 000 kr', studentAidFormated: '0 kr', pensionFormated: '0 kr', socialInsuranceFormated: '0 kr', otherIncomeFormated: '100 kr', totalFormated: '30 100 kr', verifiableFormated: '30 000 kr' });
    expect(answer.verifiedMonthlyIncomeFormated).toBe('30 000 kr');
    expect(answer.verifiedMonths).toEqual(monthsBack(today, 3).map((m) => ({ ...m, verifiableFormated: '30 000 kr' })));
    expect(JSON.stringify(answer)).not.toMatch(/99 000/);

    const rows = await rowsSince(before);
    expect(rows).toEqual([expect.objectContaining({ action: 'VIEW_BANK_DATA', applicantId: id, staffUserId, before: null, after: null })]);
    await view(c, id);
    expect(await rowsSince(before)).toHaveLength(2);
  });

  it('writes nothing for a refused caller or a missing applicant', async () => {
    const id = await newApplicant('Nekad');
    await connection(id, server.clock.now, { bank: 'Handelsbanken', salaryOre: 2_000_000, number: '4321' });
    const before = await lastAuditId();
    const anna = await loggedIn(server, 'payingApplicant');
    for (const client of [staffClient(server), staffClient(server, anna)]) {
      const res = await client.graphql(BANK_INCOME, { id });
      expect(res.json.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect(res.text).not.toMatch(/Handelsbanken|4321|20 000/);
    }
    const c = await staffLoggedIn(server, karin);
    expect(await view(c, 999_999)).toMatchObject({ error: true, errorText: 'Sökanden finns inte', connections: [] });
    expect(await rowsSince(before)).toEqual([]);
  });
});
