import { orderItem, orderOf, splitGross } from './vat';

describe('splitGross', () => {
  it.each<[number, number | undefined, { net: number; vat: number }]>([
    [30500, undefined, { net: 24400, vat: 6100 }],
    [12500, 2500, { net: 10000, vat: 2500 }],
    [100, 2500, { net: 80, vat: 20 }],
    [101, 2500, { net: 81, vat: 20 }],
    [1, 2500, { net: 1, vat: 0 }],
    [3, 2500, { net: 2, vat: 1 }],
    [0, 2500, { net: 0, vat: 0 }],
    [11200, 1200, { net: 10000, vat: 1200 }],
    [10600, 600, { net: 10000, vat: 600 }],
    [30500, 0, { net: 30500, vat: 0 }],
  ])('%i öre at taxRate %s → %o', (gross, rate, expected) => {
    const split = splitGross(gross, rate);
    expect(split).toEqual(expected);
    expect(split.net + split.vat).toBe(gross);
  });

  it('refuses fractions of an öre', () => {
    expect(() => splitGross(100.5)).toThrow(/whole öre/);
  });
});

describe('orderItem', () => {
  it('builds the queue fee line of the research example', () => {
    expect(orderItem({ reference: 'KOAVGIFT-2025', name: 'Köavgift 2025', unitGross: 30500 })).toEqual({
      reference: 'KOAVGIFT-2025',
      name: 'Köavgift 2025',
      quantity: 1,
      unit: 'st',
      unitPrice: 24400,
      taxRate: 2500,
      taxAmount: 6100,
      grossTotalAmount: 30500,
      netTotalAmount: 24400,
    });
  });

  it.each<[number, number, number]>([
    [101, 3, 2500],
    [30500, 2, 2500],
    [999, 7, 1200],
    [30500, 1, 0],
  ])('unit %i öre × %i at %i keeps the line exact', (unitGross, quantity, taxRate) => {
    const item = orderItem({ reference: 'r', name: 'n', unitGross, quantity, taxRate });
    expect(item.netTotalAmount).toBe(item.unitPrice * quantity);
    expect(item.grossTotalAmount).toBe(item.netTotalAmount + item.taxAmount!);
    expect(item.grossTotalAmount).toBe(unitGross * quantity);
  });

  it('refuses a quantity that is not a positive whole number', () => {
    expect(() => orderItem({ reference: 'r', name: 'n', unitGross: 100, quantity: 0 })).toThrow(/quantity/);
  });
});

describe('orderOf', () => {
  it('sums the gross totals', () => {
    const items = [orderItem({ reference: 'a', name: 'A', unitGross: 30500 }), orderItem({ reference: 'b', name: 'B', unitGross: 5000, quantity: 2 })];
    expect(orderOf('INV-1', items)).toEqual({ items, amount: 40500, currency: 'SEK', reference: 'INV-1' });
  });
});
