// The agency fee (förmedlingsavgift) the winner of a home pays once the contract is signed (spec 001 §4, §9).
import { splitVat } from '../../src/rules/money';
import { QUEUE_FEE_ORE } from '../../src/rules/orders';

/** Spec 001 §9: the agency fee is the queue-fee price, 305 kr including 25 % VAT. */
export const AGENCY_FEE_ORE = QUEUE_FEE_ORE;

export interface AgencyFee {
  /** Including VAT, in öre. */
  amount: number;
  net: number;
  vat: number;
  description: string;
}

/**
 * The fee for a home: the one the home shows (its landlord's agencyFee, in öre) when it has one, otherwise the agency's
 * 305 kr; so what the applicant saw on the home is what they are charged. The description names the home, as the
 * order lists show it.
 */
export function agencyFeeFor(home: { agencyFee: number | null; street: string }): AgencyFee {
  const amount = home.agencyFee ?? AGENCY_FEE_ORE;
  return { amount, ...splitVat(amount), description: `Förmedlingsavgift, ${home.street}` };
}
