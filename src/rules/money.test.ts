import { formatDay, formatKronor } from './money';

describe('formatKronor', () => {
  it.each([
    [30500, '305 kr'],
    [850000, '8 500 kr'],
    [1000000, '10 000 kr'],
    [30550, '305,50 kr'],
    [6100, '61 kr'],
    [0, '0 kr'],
    [-30500, '-305 kr'],
  ])('%i öre → %s', (ore, text) => expect(formatKronor(ore)).toBe(text));
});

describe('formatDay', () => {
  it.each([
    ['2026-11-22', '2026-11-22'],
    ['2026-11-22T10:00:00Z', '2026-11-22'],
    [null, null],
  ])('%s → %s', (day, text) => expect(formatDay(day)).toBe(text));
});

describe('splitVat', () => {
  it.each([
    [30500, { net: 24400, vat: 6100 }],
    [100, { net: 80, vat: 20 }],
    [101, { net: 81, vat: 20 }],
    [99, { net: 79, vat: 20 }],
    [0, { net: 0, vat: 0 }],
  ])('%i öre → %o', async (gross, expected) => {
    const { splitVat } = await import('./money');
    expect(splitVat(gross)).toEqual(expected);
    expect(splitVat(gross).net + splitVat(gross).vat).toBe(gross);
  });
});
