// The sandbox's Swedish providers (providers.md §4.5: Tink's SE list, personal open-banking banks), each with a
// letter logo drawn here (icons.ts) instead of Tink's CDN, and the clearing range its account numbers use.
import type { Provider, ProviderFlow } from '../types';

export interface Bank {
  name: string;
  displayName: string;
  group: string;
  flow: ProviderFlow;
  /** The logo: letters on a colour. */
  letters: string;
  color: string;
  /** IBAN bank code (3 digits) and clearing number of its accounts. */
  bankCode: string;
  clearing: string;
  test?: boolean;
}

export const BANKS: readonly Bank[] = [
  { name: 'se-handelsbanken-ob', displayName: 'Handelsbanken', group: 'Handelsbanken', flow: 'DECOUPLED', letters: 'Hb', color: '#005c8f', bankCode: '600', clearing: '6000' },
  { name: 'se-nordea-ob', displayName: 'Nordea', group: 'Nordea', flow: 'DECOUPLED', letters: 'N', color: '#0000a0', bankCode: '300', clearing: '3300' },
  { name: 'se-seb-ob', displayName: 'SEB', group: 'SEB', flow: 'DECOUPLED', letters: 'SEB', color: '#1d6e2e', bankCode: '500', clearing: '5000' },
  { name: 'se-swedbank-ob', displayName: 'Swedbank', group: 'Swedbank', flow: 'DECOUPLED', letters: 'Sw', color: '#a83c00', bankCode: '800', clearing: '8000' },
  { name: 'se-savingsbank-ob', displayName: 'Sparbankerna', group: 'Sparbankerna', flow: 'DECOUPLED', letters: 'Sp', color: '#8f2a00', bankCode: '800', clearing: '8100' },
  { name: 'se-lansforsakringar-ob', displayName: 'Länsförsäkringar', group: 'Länsförsäkringar', flow: 'DECOUPLED', letters: 'LF', color: '#005aa0', bankCode: '902', clearing: '9020' },
  { name: 'se-sbab-ob', displayName: 'SBAB', group: 'SBAB', flow: 'DECOUPLED', letters: 'SB', color: '#1a1a1a', bankCode: '925', clearing: '9250' },
  { name: 'se-danskebank-ob', displayName: 'Danske Bank', group: 'Danske Bank', flow: 'REDIRECT', letters: 'DB', color: '#003755', bankCode: '120', clearing: '1200' },
  { name: 'se-icabanken-ob', displayName: 'ICA Banken', group: 'ICA Banken', flow: 'REDIRECT', letters: 'ICA', color: '#b00020', bankCode: '927', clearing: '9270' },
  { name: 'se-skandiabanken-ob', displayName: 'Skandia', group: 'Skandia', flow: 'REDIRECT', letters: 'Sk', color: '#2b6b2b', bankCode: '915', clearing: '9150' },
  { name: 'se-demobank-open-banking-redirect', displayName: 'Tink Demo Bank', group: 'Tink Demo Bank', flow: 'REDIRECT', letters: 'T', color: '#4b3a8c', bankCode: '999', clearing: '9999', test: true },
];

export const bankByName = (name: string) => BANKS.find((b) => b.name === name);

/** Where the sandbox serves a bank's logo, under its mount point. */
export const iconPath = (bank: Bank) => `/icons/${bank.name}.svg`;

/** The bank as Tink's provider list describes it; iconBase: the sandbox's absolute URL. */
export function toProvider(bank: Bank, iconBase: string): Provider {
  return {
    name: bank.name,
    displayName: bank.test ? `${bank.displayName} (TEST)` : bank.displayName,
    groupDisplayName: bank.group,
    financialInstitutionId: bank.bankCode,
    financialInstitutionName: bank.displayName,
    accessType: 'OPEN_BANKING',
    authenticationUserType: 'PERSONAL',
    authenticationFlow: bank.flow,
    credentialsType: bank.flow === 'DECOUPLED' ? 'MOBILE_BANKID' : 'THIRD_PARTY_APP',
    type: bank.test ? 'TEST' : 'BANK',
    status: 'ENABLED',
    market: 'SE',
    currency: 'SEK',
    popular: !bank.test,
    images: { icon: `${iconBase}${iconPath(bank)}`, banner: null },
    capabilities: ['CHECKING_ACCOUNTS', 'SAVINGS_ACCOUNTS', 'TRANSFERS'],
  };
}
