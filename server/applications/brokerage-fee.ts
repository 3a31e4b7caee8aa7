// The winner's agency-fee order (förmedlingsavgift, spec 001 §4, §9), created in the signing step's transaction.
import { addDays, stockholmDay } from '../../src/rules/calendar';
import { ORDER_STATUSES, PRODUCTS } from '../../src/rules/orders';
import type { Tx } from '../db/client';
import type { OrderRow } from '../db/schema';
import { agencyFeeFor } from '../domain/agency-fee';
import { insertOrder } from '../payments/orders/orders.repository';
import type { BrokerageHome } from './brokerage.repository';

/** Days the winner has to pay the agency fee. */
export const AGENCY_FEE_DAYS_TO_PAY = 30;

/**
 * Creates the agency-fee order of the winner of `home`. Called only by the step that signed the contract, once: the
 * signing transition happens once per registration (applyEvent's row lock; a repeat is unchanged) and the home's
 * brokerage row takes one winner (markContractSigned), so there is one order per winning registration.
 */
export async function createAgencyFeeOrder(tx: Tx, applicantId: number, home: Pick<BrokerageHome, 'agencyFee' | 'street'>, now: Date): Promise<OrderRow> {
  const fee = agencyFeeFor(home);
  return insertOrder(tx, {
    applicantId,
    productId: PRODUCTS.AGENCY_FEE.productId,
    orderStatusId: ORDER_STATUSES.UNPAID.orderStatusId,
    amount: fee.amount,
    description: fee.description,
    dueDate: addDays(stockholmDay(now), AGENCY_FEE_DAYS_TO_PAY),
  });
}
