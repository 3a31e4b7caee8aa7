// What the interest pre-check reads of a person's bank connection (server/applications/application-facts.ts): whether
// they have a personal linked account with a valid consent and their verified monthly income, decided by
// server/domain/bank-standing.ts from this area's rows.
import type { DbOrTx } from '../db/client';
import { bankStandingOf, NO_BANK, isConnectionValid, type BankFacts } from '../domain/bank-standing';
import { listAccounts, listConnections, listMonthlyIncomes } from './bank.repository';

export async function readBankFacts(db: DbOrTx, applicantId: number, today: string): Promise<BankFacts> {
  const valid = (await listConnections(db, applicantId)).filter((c) => isConnectionValid(c, today));
  if (!valid.length) return NO_BANK;
  const ids = valid.map((c) => c.connectionId);
  const [accounts, summaries] = await Promise.all([listAccounts(db, ids), listMonthlyIncomes(db, applicantId, ids)]);
  const connections = valid.map((c) => ({
    connectionId: c.connectionId,
    status: c.status,
    expiresAt: c.expiresAt,
    fetchedAt: c.lastFetchedAt ?? c.consentGivenAt,
    segments: accounts.filter((a) => a.connectionId === c.connectionId).map((a) => a.customerSegment),
  }));
  return bankStandingOf(connections, summaries, today);
}
