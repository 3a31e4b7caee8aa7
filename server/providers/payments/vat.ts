// Money for Nexi orders, in öre: amounts are kept including VAT, and Nexi wants each order line split into
// net and VAT with its rate as percent × 100. The split itself is the portal's shared rule (src/rules/money).
import { splitVat } from '../../../src/rules/money';
import type { Order, OrderItem } from './types';

/** Nexi's taxRate for the Swedish standard rate: 25 % as percent × 100. */
export const STANDARD_TAX_RATE = 2500;

/** Splits an amount including VAT into net and VAT (VAT rounded to whole öre, net = gross − VAT). */
export function splitGross(grossOre: number, taxRate = STANDARD_TAX_RATE): { net: number; vat: number } {
  if (!Number.isInteger(grossOre)) throw new Error(`Amounts are whole öre, got ${grossOre}`);
  return splitVat(grossOre, taxRate / 100);
}

export interface ItemInput {
  reference: string;
  name: string;
  /** One unit's price including VAT, in öre. */
  unitGross: number;
  quantity?: number;
  unit?: string;
  /** Percent × 100; 0 for a VAT-exempt fee. */
  taxRate?: number;
}

/**
 * A Nexi order line from a price including VAT. The split is per unit, so the line's totals stay exact:
 * netTotalAmount = unitPrice × quantity and grossTotalAmount = netTotalAmount + taxAmount.
 */
export function orderItem({ reference, name, unitGross, quantity = 1, unit = 'st', taxRate = STANDARD_TAX_RATE }: ItemInput): OrderItem {
  if (!Number.isInteger(quantity) || quantity < 1) throw new Error(`quantity must be a positive whole number, got ${quantity}`);
  const { net, vat } = splitGross(unitGross, taxRate);
  return {
    reference,
    name,
    quantity,
    unit,
    unitPrice: net,
    taxRate,
    taxAmount: vat * quantity,
    grossTotalAmount: unitGross * quantity,
    netTotalAmount: net * quantity,
  };
}

/** An order whose amount is the lines' gross sum, as Nexi requires. */
export function orderOf(reference: string, items: OrderItem[], currency = 'SEK'): Order {
  return { items, amount: items.reduce((sum, i) => sum + i.grossTotalAmount, 0), currency, reference };
}
