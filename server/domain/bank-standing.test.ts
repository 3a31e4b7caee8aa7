import { startOfStockholmDay } from '../../src/rules/calendar';
import { summaryOf } from './bank-income';
import { bankStandingOf, NO_BANK, type BankConnectionFact } from './bank-standing';

const TODAY = '2026-11-24';
const conn = (over: Partial<BankConnectionFact> = {}): BankConnectionFact => ({
  connectionId: 1,
  status: 'ACTIVE',
  expiresAt: startOfStockholmDay('2027-01-10'),
  fetchedAt: new Date('2026-10-10T10:00:00Z'),
  segments: ['PERSONAL'],
  ...over,
});
const month = (connectionId: number, month: number, salary: number, pension = 0) => ({ connectionId, ...summaryOf({ year: 2026, month }, { SALARY: salary, PENSION: pension }) });
// August–October: 25 000, 26 000 and 40 000 (a bonus) kr → the median 26 000.
const ANNA = [month(1, 8, 2_500_000), month(1, 9, 2_600_000), month(1, 10, 4_000_000), month(1, 11, 9_999_900)];

describe('bankStandingOf', () => {
  it('a valid personal connection: linked, with the median of the last three full months', () => {
    expect(bankStandingOf([conn()], ANNA, TODAY)).toEqual({
      personalLinked: true,
      verified: { monthlyOre: 2_600_000, months: [{ year: 2026, month: 8 }, { year: 2026, month: 9 }, { year: 2026, month: 10 }], categories: ['SALARY'] },
    });
  });

  it.each([
    ['the consent expires today', conn({ expiresAt: startOfStockholmDay(TODAY) })],
    ['marked EXPIRED', conn({ status: 'EXPIRED' })],
    ['still fetching', conn({ status: 'FETCHING' })],
    ['failed', conn({ status: 'FAILED' })],
  ])('%s: not linked, no verified income', (_n, c) => expect(bankStandingOf([c], ANNA, TODAY)).toEqual(NO_BANK));

  it('the consent expiring tomorrow still counts', () => {
    expect(bankStandingOf([conn({ expiresAt: startOfStockholmDay('2026-11-25') })], ANNA, TODAY).personalLinked).toBe(true);
  });

  it.each([
    ['business accounts only', ['BUSINESS']],
    ['an account of unknown kind', [null]],
  ])('%s: a verified income, yet no personal linked account', (_n, segments) => {
    expect(bankStandingOf([conn({ segments })], ANNA, TODAY)).toMatchObject({ personalLinked: false, verified: { monthlyOre: 2_600_000 } });
  });

  it('a personal account beside a business one links', () => {
    expect(bankStandingOf([conn({ segments: ['BUSINESS', 'PERSONAL'] })], ANNA, TODAY).personalLinked).toBe(true);
  });

  it('an expired connection\'s months do not count beside a valid one', () => {
    const expired = conn({ connectionId: 2, status: 'EXPIRED' });
    const standing = bankStandingOf([conn(), expired], [...ANNA, month(2, 8, 0, 1_000_000), month(2, 9, 0, 1_000_000), month(2, 10, 0, 1_000_000)], TODAY);
    expect(standing.verified).toMatchObject({ monthlyOre: 2_600_000, categories: ['SALARY'] });
  });

  it('two valid banks add up month by month, with the kinds of both', () => {
    const other = conn({ connectionId: 2 });
    const standing = bankStandingOf([conn(), other], [...ANNA, month(2, 8, 0, 1_000_000), month(2, 9, 0, 1_000_000), month(2, 10, 0, 1_000_000)], TODAY);
    expect(standing.verified).toMatchObject({ monthlyOre: 3_600_000, categories: ['SALARY', 'PENSION'] });
  });

  it('data not reaching back three full months: linked, no verified income', () => {
    // A fetch whose 12 months start in September 2026: August is not in the data.
    expect(bankStandingOf([conn({ fetchedAt: new Date('2027-09-15T10:00:00Z') })], ANNA, TODAY)).toEqual({ personalLinked: true, verified: null });
  });

  it('no connections', () => expect(bankStandingOf([], [], TODAY)).toEqual(NO_BANK));
});
