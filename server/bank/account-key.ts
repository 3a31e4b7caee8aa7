// A linked account's key (issue 14): its number keyed with a server secret (HMAC-SHA256), stored in
// bank_accounts.account_key so that a later connection holding the same account replaces the older one and its income
// is not counted twice. The number itself is never stored nor logged; without the secret the key names no account.
// The IBAN when the bank gives one (the same account reached through two providers still matches), else the bank's
// account number (digits only), else the BBAN; null when the bank gave none of them (such an account matches nothing).
import { createHmac } from 'node:crypto';
import type { Account } from '../providers/open-banking/types';

const compact = (s: string | undefined) => (s ?? '').replace(/[\s-]/g, '').toUpperCase();

/** What identifies the account, in one canonical form; '' when the bank gave no number. */
function identity({ iban, financialInstitution }: Account['identifiers']): string {
  const ibanText = compact(iban?.iban);
  if (ibanText) return `iban:${ibanText}`;
  const number = (financialInstitution?.accountNumber ?? '').replace(/\D/g, '');
  if (number) return `nr:${number}`;
  const bban = compact(iban?.bban);
  return bban ? `bban:${bban}` : '';
}

export function accountKey(secret: string, account: Pick<Account, 'identifiers'>): string | null {
  const id = identity(account.identifiers);
  return id ? createHmac('sha256', secret).update(`bank-account:${id}`).digest('base64url') : null;
}
