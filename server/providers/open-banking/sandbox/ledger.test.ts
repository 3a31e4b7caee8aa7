import { amountToOre } from '../amount';
import { bankByName } from './banks';
import { ibanChecks } from './iban';
import { accountsOf, transactionsOf, type Customer } from './ledger';
import { personaOf, PERSONAS } from './personas';
import { pageOf, PageError } from './paging';

const now = new Date('2026-11-22T10:00:00Z');
const customer = (pnr: string): Customer => ({ personalNumber: pnr, persona: personaOf(pnr), bank: bankByName('se-nordea-ob')! });

describe('the sandbox ledger', () => {
  it.each(Object.keys(PERSONAS))('%s: valid IBANs, twelve months up to today, stable ids, mirrored own transfers', (pnr) => {
    const c = customer(pnr);
    for (const a of accountsOf(c, now)) expect(ibanChecks(a.identifiers.iban!.iban)).toBe(true);
    const txs = transactionsOf(c, now);
    expect(txs.every((t) => t.dates.booked <= '2026-11-22' && t.dates.booked > '2025-11-22')).toBe(true);
    expect(new Set(txs.map((t) => t.id)).size).toBe(txs.length);
    expect(transactionsOf(c, now).map((t) => t.id)).toEqual(txs.map((t) => t.id));
    const transfers = txs.filter((t) => t.types.type === 'TRANSFER');
    expect(transfers.reduce((sum, t) => sum + amountToOre(t.amount), 0)).toBe(0);
  });

  it('gives each persona the income the tester page promises', () => {
    const incomes = (pnr: string) => new Set(transactionsOf(customer(pnr), now).filter((t) => amountToOre(t.amount) > 0 && t.types.type !== 'TRANSFER').map((t) => t.descriptions.original));
    expect(incomes('199001012385')).toEqual(new Set(['LÖN UPPSALA KOMMUN']));
    expect(incomes('199504182396')).toContain('CSN STUDIEMEDEL');
    expect(incomes('194107086995')).toContain('PENSIONSMYNDIGHETEN');
    expect(incomes('196404153832')).toContain('FÖRSÄKRINGSKASSAN SJUKPENNING');
    expect(incomes('199912319999')).toEqual(new Set(['LÖN ARBETSGIVAREN AB']));
  });

  it('moves the data along with today', () => {
    const later = transactionsOf(customer('199001012385'), new Date('2027-03-01T00:00:00Z'));
    expect(later[0]!.dates.booked <= '2027-03-01').toBe(true);
    expect(later.some((t) => t.dates.booked === '2027-02-25' && t.descriptions.original.startsWith('LÖN'))).toBe(true);
  });
});

describe('paging', () => {
  const items = Array.from({ length: 7 }, (_, i) => i);
  it('pages with opaque tokens until the end', () => {
    const first = pageOf(items, '3', '', 100);
    const second = pageOf(items, '3', first.nextPageToken, 100);
    const third = pageOf(items, '3', second.nextPageToken, 100);
    expect([first.items, second.items, third.items]).toEqual([[0, 1, 2], [3, 4, 5], [6]]);
    expect(third.nextPageToken).toBe('');
  });
  it.each([['0', ''], ['101', ''], ['3', 'bogus'], ['3', Buffer.from('offset:99').toString('base64url')]])('refuses pageSize %s, pageToken %s', (size, token) => {
    expect(() => pageOf(items, size, token, 100)).toThrow(PageError);
  });
});
