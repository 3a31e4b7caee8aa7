// The bank data the page shows (getOpenBankingObjectOutput), its shapes, and one connection's view: its accounts and
// consent joined from the output's connections (one row per account) and data (one per consent).
import type { GetOpenBankingObjectOutputQuery } from '../../graphql/__generated__/hooks';

export type BankOutput = GetOpenBankingObjectOutputQuery['getOpenBankingObjectOutput'];
export type BankMonth = BankOutput['transactions'][number];
export type BankTransaction = BankMonth['transactions'][number];

export interface ConnectionView {
  dataId: number;
  bankName: string;
  /** The aggregator's provider id ('' when unknown): the bank a renewal connects again. */
  providerId: string;
  accounts: string[];
  connected: string;
  lastFetch: string | null;
  consentExpires: string;
  consentDaysLeft: number;
  status: string;
}

/** Days left at which renewing is offered before the consent runs out. */
export const RENEW_WITHIN_DAYS = 14;

export function connectionViews(output: BankOutput): ConnectionView[] {
  return output.data.map((data) => {
    const rows = output.connections.filter((c) => c.dataId === data.dataId);
    return {
      dataId: data.dataId,
      bankName: data.bankName,
      providerId: data.providerId,
      accounts: rows.length > 0 ? rows.map((c) => c.account) : data.accounts.map((a) => `${a.name} ${a.accountNumber}`),
      connected: data.connected,
      lastFetch: data.lastFetch ?? null,
      consentExpires: data.consentExpires,
      consentDaysLeft: rows[0]?.consentDaysLeft ?? 0,
      status: rows[0]?.status ?? data.status,
    };
  });
}

/**
 * The bank a renewal connects again: the connection's stored provider id (its name as shown may differ from the
 * provider list's display name); none when unknown, and the dialog then starts by choosing the bank.
 */
export const renewTarget = (c: Pick<ConnectionView, 'providerId' | 'bankName'>): { id: string; displayName: string } | undefined =>
  c.providerId ? { id: c.providerId, displayName: c.bankName } : undefined;

/** Renewing is offered once the consent is near its end or past it. */
export const mayRenew = (c: Pick<ConnectionView, 'consentDaysLeft' | 'status'>) => c.status === 'EXPIRED' || c.consentDaysLeft <= RENEW_WITHIN_DAYS;
