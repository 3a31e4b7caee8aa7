// The pre-check's income calculation with incomes from the bank (issue 14, spec 001 §4), through the real app: Anna
// connects her bank in the open-banking sandbox and validateApplication counts her verified salary in place of the
// declared one; once the consent has expired, the declared incomes count again. A pair is pooled only when both have
// connected a personal account.
import { eq, inArray } from 'drizzle-orm';
import { bankAccounts, bankConnections } from '../db/schema';
import { scenarios } from '../db/seed/scenarios';
import { criterionTexts } from '../domain/application-eligibility';
import { incomeLineTexts } from '../domain/income-lines';
import { connectBank } from '../bank/testing';
import { useTestServer, type TestClient } from '../test/harness';
import { loggedIn, openHome } from './testing';

const VALIDATE = `query($id: String!) { validateApplication(rentalObjectId: $id) { error errorText
  validation { criteria { income { status incomeCalculation { total required pooled poolingNote
    persons { role name total counted lines { text total accepted verified note } } } } } } } }`;

const server = useTestServer();
const db = () => server.services.database.db;

async function calculation(client: TestClient, rentalObjectId: string) {
  const res = await client.data(VALIDATE, { id: rentalObjectId });
  expect(res.error).toBe(false);
  return res.validation.criteria.income[0].incomeCalculation;
}

it('Anna\'s verified salary counts in place of the declared one, until her consent expires', async () => {
  const home = await openHome(db());
  const anna = await loggedIn(server, 'payingApplicant');

  const before = await calculation(anna, home.rentalObjectId);
  expect(before.persons[0].lines).toEqual([
    { text: 'Tillsvidareanställning, Uppsala kommun', total: 25_000, accepted: true, verified: false, note: incomeLineTexts.declaredCounts },
    { text: 'Studiemedel från CSN', total: 3_500, accepted: true, verified: false, note: incomeLineTexts.declaredCounts },
  ]);

  const caseId = await connectBank(server, anna, scenarios.payingApplicant.personalIdentityNumber);
  const { connectionId } = (await db().select().from(bankConnections).where(eq(bankConnections.caseId, caseId)))[0]!;
  const segments = await db().select({ segment: bankAccounts.customerSegment }).from(bankAccounts).where(eq(bankAccounts.connectionId, connectionId));
  expect(segments.map((a) => a.segment)).toEqual(['PERSONAL', 'PERSONAL']);
  const after = await calculation(anna, home.rentalObjectId);
  // The sandbox pays her 25 000 kr each month; the test clock's today is 22 November 2026.
  expect(after.persons[0].lines).toEqual([
    { text: 'Verifierad inkomst från banken (medianen av augusti–oktober 2026)', total: 25_000, accepted: true, verified: true, note: incomeLineTexts.verifiedCounts },
    { text: 'Tillsvidareanställning, Uppsala kommun', total: 25_000, accepted: false, verified: false, note: incomeLineTexts.replaced },
    { text: 'Studiemedel från CSN', total: 3_500, accepted: true, verified: false, note: incomeLineTexts.declaredCounts },
  ]);
  expect(after).toMatchObject({ total: 28_500, pooled: false, poolingNote: null });

  // The consent ends as today begins: her bank data no longer counts.
  await db().update(bankConnections).set({ expiresAt: new Date(server.clock.now.getTime() - 3_600_000) }).where(eq(bankConnections.caseId, caseId));
  expect((await calculation(anna, home.rentalObjectId)).persons[0].lines).toEqual(before.persons[0].lines);
});

it('a pair is pooled once both have connected a personal bank account', async () => {
  const home = await openHome(db());
  const erik = await loggedIn(server, 'mainApplicant');
  const maria = await loggedIn(server, 'coApplicant');

  const alone = await calculation(erik, home.rentalObjectId);
  expect(alone).toMatchObject({ pooled: false, poolingNote: `${criterionTexts.poolingOff} Ingen av er har kopplat något eget bankkonto.` });

  await connectBank(server, erik, scenarios.mainApplicant.personalIdentityNumber);
  const one = await calculation(erik, home.rentalObjectId);
  expect(one).toMatchObject({ pooled: false, poolingNote: `${criterionTexts.poolingOff} Maria Eriksson har inte kopplat något eget bankkonto.` });
  expect(one.persons.map((p: { counted: boolean }) => p.counted)).toEqual([true, false]);
  expect(one.total).toBe(one.persons[0].total);

  const mariaCase = await connectBank(server, maria, scenarios.coApplicant.personalIdentityNumber, 'se-nordea-ob');
  const both = await calculation(erik, home.rentalObjectId);
  expect(both).toMatchObject({ pooled: true, poolingNote: criterionTexts.pooled });
  const [e, m] = both.persons;
  expect([e.role, e.counted, m.role, m.name, m.counted]).toEqual(['APPLICANT', true, 'CO_APPLICANT', 'Maria Eriksson', true]);
  // Maria's bank pays a salary of 31 500 kr and child allowance of 1 250 kr a month (her gig income is not counted).
  expect(m.lines[0]).toEqual({ text: 'Verifierad inkomst från banken (medianen av augusti–oktober 2026)', total: 32_750, accepted: true, verified: true, note: incomeLineTexts.verifiedCounts });
  expect(e.lines[0]).toMatchObject({ verified: true, accepted: true });
  expect(both.total).toBe(e.total + m.total);
  expect(both.total).toBeGreaterThan(one.total);

  // Had Maria connected business accounts only, she would have no personal linked account: not pooled.
  const mariaConnections = db().select({ id: bankConnections.connectionId }).from(bankConnections).where(eq(bankConnections.caseId, mariaCase));
  await db().update(bankAccounts).set({ customerSegment: 'BUSINESS' }).where(inArray(bankAccounts.connectionId, mariaConnections));
  expect(await calculation(erik, home.rentalObjectId)).toMatchObject({ pooled: false, total: one.total, poolingNote: one.poolingNote });
});
