// A persona's accounts and twelve months of transactions at one bank, in Tink's format, dated relative to the
// sandbox's today so the data never goes stale. Ids are derived from the person, bank and entry, so the same
// customer sees the same ids in every session. Transfers between own accounts are type TRANSFER, the same amount
// out of one account and into the other on the same day.
import { createHash } from 'node:crypto';
import { oreToAmount } from '../amount';
import type { Account, Transaction } from '../types';
import type { Bank } from './banks';
import { swedishIban } from './iban';
import type { Persona, PersonaAccount } from './personas';

const DAY = 86_400_000;
const id = (...parts: string[]) => createHash('sha256').update(`open-banking-sandbox:${parts.join(':')}`).digest('hex').slice(0, 32);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

export interface Customer {
  personalNumber: string;
  persona: Persona;
  bank: Bank;
}

export const accountId = (c: Customer, key: string) => id(c.personalNumber, c.bank.name, key);

export function accountsOf(c: Customer, now: Date): Account[] {
  return c.persona.accounts.map((a) => toAccount(c, a, now));
}

function toAccount(c: Customer, a: PersonaAccount, now: Date): Account {
  const accountNumber = `${c.bank.clearing}${a.number}`;
  return {
    id: accountId(c, a.key),
    name: a.name,
    type: a.type,
    balances: { booked: { amount: oreToAmount(a.balanceOre) }, available: { amount: oreToAmount(a.balanceOre) } },
    identifiers: { iban: swedishIban(c.bank.bankCode, accountNumber), financialInstitution: { accountNumber, referenceNumbers: {} } },
    dates: { lastRefreshed: now.toISOString() },
    financialInstitutionId: c.bank.bankCode,
    customerSegment: 'PERSONAL',
  };
}

interface Entry {
  account: string;
  date: Date;
  ore: number;
  original: string;
  display: string;
  category: string;
  type: 'DEFAULT' | 'TRANSFER';
}

/** The month's day, or its last day when it has fewer. */
function dayIn(year: number, month: number, day: number): Date {
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(day, last)));
}

/** A fixed "random" variation in [−spread/2, spread/2], rounded to whole kronor. */
const vary = (spread: number, seed: number) => Math.round((((seed * 7919) % 1000) / 1000 - 0.5) * spread / 100) * 100;

const STORES = ['ICA NÄRA LUTHAGEN', 'COOP FORUM UPPSALA', 'WILLYS STENHAGEN', 'LIDL UPPSALA'];

function entriesOf(c: Customer, today: Date): Entry[] {
  const { persona } = c;
  const from = new Date(today.getTime() - 365 * DAY);
  const entries: Entry[] = [];
  for (let back = 0; back <= 12; back++) {
    const y = today.getUTCFullYear();
    const m = today.getUTCMonth() - back;
    for (const [i, e] of persona.monthly.entries()) {
      const ore = e.ore + (e.spreadOre ? vary(e.spreadOre, back * 31 + i) : 0);
      entries.push({ account: e.account, date: dayIn(y, m, e.day), ore, original: e.original, display: e.display, category: e.category, type: 'DEFAULT' });
    }
    for (const t of persona.transfers) {
      const date = dayIn(y, m, t.day);
      const name = (key: string) => persona.accounts.find((a) => a.key === key)?.name.toUpperCase() ?? key;
      entries.push({ account: t.from, date, ore: -t.ore, original: `ÖVERFÖRING TILL ${name(t.to)}`, display: 'Egen överföring', category: 'Överföringar', type: 'TRANSFER' });
      entries.push({ account: t.to, date, ore: t.ore, original: `ÖVERFÖRING FRÅN ${name(t.from)}`, display: 'Egen överföring', category: 'Överföringar', type: 'TRANSFER' });
    }
  }
  for (let week = 0; week < 53; week++) {
    const ore = persona.groceries.ore + vary(persona.groceries.ore / 2, week);
    const store = STORES[week % STORES.length]!;
    entries.push({ account: persona.groceries.account, date: new Date(today.getTime() - (week * 7 + 1) * DAY), ore: -ore, original: store, display: store.split(' ')[0]!, category: 'Mat och dagligvaror', type: 'DEFAULT' });
  }
  return entries.filter((e) => e.date > from && e.date <= today);
}

/** The customer's transactions, newest first. */
export function transactionsOf(c: Customer, now: Date): Transaction[] {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const entries = entriesOf(c, today).sort((a, b) => b.date.getTime() - a.date.getTime() || a.original.localeCompare(b.original));
  return entries.map((e) => {
    const accountIdOf = accountId(c, e.account);
    const txId = id(accountIdOf, isoDay(e.date), e.original, String(e.ore));
    return {
      id: txId,
      accountId: accountIdOf,
      amount: oreToAmount(e.ore),
      descriptions: { display: e.display, original: e.original },
      dates: { booked: isoDay(e.date), value: isoDay(e.date) },
      identifiers: { providerTransactionId: txId.slice(0, 16) },
      status: 'BOOKED',
      types: { type: e.type },
      categories: { pfm: { id: id('category', e.category), name: e.category } },
      providerMutability: 'MUTATION_NOT_EXPECTED',
      reference: e.type === 'TRANSFER' ? 'Egen överföring' : '',
    };
  });
}
