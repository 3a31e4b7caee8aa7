// The sandbox's bank customers, keyed by the personnummer BankID identified (server/providers/test-persons.ts):
// their accounts and what recurs on them each month. Anyone else gets a plain customer with one salary.
import type { AccountType } from '../types';

export interface PersonaAccount {
  key: string;
  name: string;
  type: AccountType;
  /** The account number after the clearing number (the IBAN is built from both). */
  number: string;
  balanceOre: number;
}

/** Money in or out on a day of each month (a day past the month's end falls on its last day). */
export interface Monthly {
  account: string;
  day: number;
  ore: number;
  original: string;
  display: string;
  category: string;
  /** Varies each month by up to this many öre (irregular income, bills). */
  spreadOre?: number;
}

/** The same amount out of one own account and into another on the same day. */
export interface OwnTransfer {
  from: string;
  to: string;
  day: number;
  ore: number;
}

export interface Persona {
  accounts: PersonaAccount[];
  monthly: Monthly[];
  transfers: OwnTransfer[];
  /** Card purchases of food each week from this account, about this much each. */
  groceries: { account: string; ore: number };
}

const checking = (number: string, balanceOre: number): PersonaAccount => ({ key: 'checking', name: 'Lönekonto', type: 'CHECKING', number, balanceOre });
const savings = (number: string, balanceOre: number): PersonaAccount => ({ key: 'savings', name: 'Sparkonto', type: 'SAVINGS', number, balanceOre });
const rent = (ore: number, landlord: string): Monthly => ({ account: 'checking', day: 28, ore: -ore, original: `HYRA ${landlord}`, display: 'Hyra', category: 'Boende' });
const salary = (ore: number, employer: string, day = 25): Monthly => ({ account: 'checking', day, ore, original: `LÖN ${employer}`, display: 'Lön', category: 'Lön' });
const saveMonthly = (ore: number): OwnTransfer => ({ from: 'checking', to: 'savings', day: 26, ore });

export const PERSONAS: Readonly<Record<string, Persona>> = {
  // Anna Andersson: a salary of about 25 000 kr a month.
  '199001012385': {
    accounts: [checking('1234567', 1_210_950), savings('7654321', 4_500_000)],
    monthly: [
      salary(2_500_000, 'UPPSALA KOMMUN'),
      rent(780_000, 'UPPSALAHEM AB'),
      { account: 'checking', day: 3, ore: -45_900, original: 'TELIA SVERIGE AB', display: 'Telia', category: 'Mobil och internet' },
    ],
    transfers: [saveMonthly(200_000)],
    groceries: { account: 'checking', ore: 68_500 },
  },
  // Sara Svensson: a student with CSN and a part-time job that varies.
  '199504182396': {
    accounts: [checking('2345678', 320_400)],
    monthly: [
      { account: 'checking', day: 25, ore: 1_248_000, original: 'CSN STUDIEMEDEL', display: 'CSN', category: 'Studiemedel' },
      { ...salary(450_000, 'CAFE LINNE AB'), spreadOre: 150_000 },
      rent(520_000, 'STUDENTSTADEN'),
    ],
    transfers: [],
    groceries: { account: 'checking', ore: 42_000 },
  },
  // Sven Olsson: retired, pension from Pensionsmyndigheten and an occupational pension.
  '194107086995': {
    accounts: [checking('3456789', 2_150_000), savings('9876543', 21_000_000)],
    monthly: [
      { account: 'checking', day: 19, ore: 1_412_300, original: 'PENSIONSMYNDIGHETEN', display: 'Pension', category: 'Pension' },
      { account: 'checking', day: 19, ore: 587_600, original: 'AMF PENSION', display: 'Tjänstepension', category: 'Pension' },
      rent(690_000, 'HEIMSTADEN'),
    ],
    transfers: [saveMonthly(150_000)],
    groceries: { account: 'checking', ore: 51_000 },
  },
  // Bo Blomqvist: sickness benefit from Försäkringskassan.
  '196404153832': {
    accounts: [checking('4567890', 540_000)],
    monthly: [
      { account: 'checking', day: 20, ore: 1_865_000, original: 'FÖRSÄKRINGSKASSAN SJUKPENNING', display: 'Försäkringskassan', category: 'Ersättning' },
      rent(810_000, 'UPPSALAHEM AB'),
    ],
    transfers: [],
    groceries: { account: 'checking', ore: 55_000 },
  },
  // Maria Eriksson: a salary, child allowance from Försäkringskassan and irregular gig income.
  '199009022386': {
    accounts: [checking('5678901', 1_820_000), savings('1928374', 960_000)],
    monthly: [
      salary(3_150_000, 'AKADEMISKA SJUKHUSET'),
      { account: 'checking', day: 20, ore: 125_000, original: 'FÖRSÄKRINGSKASSAN BARNBIDRAG', display: 'Försäkringskassan', category: 'Ersättning' },
      { account: 'checking', day: 12, ore: 180_000, original: 'SWISH FRÅN FOODORA AB', display: 'Foodora', category: 'Övrig inkomst', spreadOre: 120_000 },
      rent(940_000, 'SVENSKA BOSTÄDER'),
    ],
    transfers: [saveMonthly(300_000)],
    groceries: { account: 'checking', ore: 92_000 },
  },
};

/** A customer the sandbox knows nothing more about: one account, one salary. */
export const PLAIN_PERSONA: Persona = {
  accounts: [checking('9000001', 800_000)],
  monthly: [salary(2_800_000, 'ARBETSGIVAREN AB'), rent(750_000, 'HYRESVÄRDEN AB')],
  transfers: [],
  groceries: { account: 'checking', ore: 60_000 },
};

export const personaOf = (personalNumber: string): Persona => PERSONAS[personalNumber] ?? PLAIN_PERSONA;
