// Nexi's test cards and "magic amounts" (providers.md §3.6): what the sandbox's issuer answers for a card or an
// order amount. Any future expiry date and any three-digit CVC will do.
import type { WebhookError } from '../types';

/** approve; declineReservation: the reservation fails; declineCharge: a later charge fails (not with charge:true). */
export type CardBehaviour = 'approve' | 'declineReservation' | 'declineCharge';

export interface TestCard {
  number: string;
  brand: 'Visa' | 'MasterCard';
  behaviour: CardBehaviour;
  /** For the hosted page and the tester page. */
  description: string;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4925000000000004', brand: 'Visa', behaviour: 'approve', description: 'Godkänns' },
  { number: '5413000000000000', brand: 'MasterCard', behaviour: 'approve', description: 'Godkänns' },
  { number: '4925000000000087', brand: 'Visa', behaviour: 'declineReservation', description: 'Reservationen nekas' },
  {
    number: '4925000000000079',
    brand: 'Visa',
    behaviour: 'declineCharge',
    description: 'Reserveras, men en senare debitering nekas (inte med charge: true)',
  },
];

export const testCardOf = (number: string): TestCard | undefined => TEST_CARDS.find((c) => c.number === number);

/** As Nexi shows a card: the first six and last four digits. */
export const maskPan = (number: string): string => `${number.slice(0, 6)}${'*'.repeat(Math.max(0, number.length - 10))}${number.slice(-4)}`;

/** Order amounts of 0,01–1,99 kr fail with error code XX (133 öre → 33). 0 is a card verification, not magic. */
export function magicAmountError(amount: number): WebhookError | null {
  if (amount < 1 || amount > 199) return null;
  return { message: `Refused by issuer (test amount ${amount} öre)`, code: String(amount % 100).padStart(2, '0'), source: 'Issuer' };
}

export const RESERVATION_DECLINED: WebhookError = { message: 'Refused by issuer', code: '05', source: 'Issuer' };
export const CHARGE_DECLINED: WebhookError = { message: 'Auth Fin Failure', code: '99', source: 'Internal' };
/** The acquirer's answer to a refund the tester set to fail. */
export const REFUND_DECLINED: WebhookError = { message: 'Refund declined by the acquirer', code: '25', source: 'Internal' };
