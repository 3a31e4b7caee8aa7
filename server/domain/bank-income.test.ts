import type { TransactionCategory } from './bank-transactions';
import {
  fetchFromDay,
  incomeHistoryFrom,
  incomeMonths,
  mergeMonths,
  monthIncomeSummary,
  summaryOf,
  transactionsByMonth,
  verifiedMonthlyIncome,
  yearMonthOf,
  type ClassifiedTransaction,
} from './bank-income';

const t = (bookedDate: string, amountOre: number, category: TransactionCategory, internalTransfer = category === 'INTERNAL_TRANSFER'): ClassifiedTransaction & { id: string } => ({
  id: `${bookedDate} ${category} ${amountOre}`,
  bookedDate,
  amountOre,
  category,
  internalTransfer,
});

describe('a month\'s income summary', () => {
  it('sums the incomes by category and leaves out money out and internal transfers', () => {
    const s = monthIncomeSummary({ year: 2026, month: 10 }, [
      t('2026-10-25', 3_250_000, 'SALARY'),
      t('2026-10-24', 1_245_000, 'STUDENT_AID'),
      t('2026-10-19', 320_000, 'PENSION'),
      t('2026-10-20', 980_000, 'SOCIAL_INSURANCE'),
      t('2026-10-12', 25_000, 'OTHER_INCOME'),
      t('2026-10-26', 15_000, 'OTHER_INCOME'),
      t('2026-10-27', -845_000, 'RENT'),
      t('2026-10-03', -84_350, 'GROCERIES'),
      t('2026-10-05', -500_000, 'INTERNAL_TRANSFER'),
      t('2026-10-05', 500_000, 'INTERNAL_TRANSFER'),
    ]);
    expect(s).toEqual({
      year: 2026,
      month: 10,
      byCategory: { SALARY: 3_250_000, STUDENT_AID: 1_245_000, PENSION: 320_000, SOCIAL_INSURANCE: 980_000, OTHER_INCOME: 40_000 },
      totalOre: 5_835_000,
      verifiableOre: 5_795_000,
    });
  });

  it('does not count a transfer from an own account twice: the salary once, not again as it moves to savings and back', () => {
    const s = monthIncomeSummary({ year: 2026, month: 10 }, [
      t('2026-10-25', 3_000_000, 'SALARY'),
      t('2026-10-25', -3_000_000, 'INTERNAL_TRANSFER'),
      t('2026-10-25', 3_000_000, 'INTERNAL_TRANSFER'),
      // flagged internal even if a category were left on it
      t('2026-10-26', 3_000_000, 'OTHER_INCOME', true),
    ]);
    expect(s.totalOre).toBe(3_000_000);
    expect(s.byCategory.OTHER_INCOME).toBe(0);
  });

  it('is all zeros for a month with no income', () => {
    expect(monthIncomeSummary({ year: 2026, month: 2 }, [t('2026-02-27', -845_000, 'RENT')])).toEqual(summaryOf({ year: 2026, month: 2 }, {}));
    expect(summaryOf({ year: 2026, month: 2 }, {})).toMatchObject({ totalOre: 0, verifiableOre: 0, byCategory: { SALARY: 0, OTHER_INCOME: 0 } });
  });
});

describe('transactions by year and month', () => {
  const txs = [
    t('2025-12-31', -12_900, 'GROCERIES'),
    t('2026-01-01', 500_000, 'OTHER_INCOME'),
    t('2024-02-29', 2_900_000, 'SALARY'),
    t('2025-12-24', 3_000_000, 'SALARY'),
    t('2026-01-31', 3_000_000, 'SALARY'),
    t('2024-03-01', -845_000, 'RENT'),
    t('2026-01-15', -20_000, 'GROCERIES'),
  ];

  it('groups by month, newest month first, newest transaction first, across a year end and a leap day', () => {
    const months = transactionsByMonth(txs);
    expect(months.map((m) => [m.year, m.month, m.transactions.map((x) => x.bookedDate)])).toEqual([
      [2026, 1, ['2026-01-31', '2026-01-15', '2026-01-01']],
      [2025, 12, ['2025-12-31', '2025-12-24']],
      [2024, 3, ['2024-03-01']],
      [2024, 2, ['2024-02-29']],
    ]);
    expect(months.map((m) => m.monthIncomeSummary.totalOre)).toEqual([3_500_000, 3_000_000, 0, 2_900_000]);
  });

  it('keeps the bank\'s order within a day', () => {
    const sameDay = [t('2026-01-15', -1, 'GROCERIES'), t('2026-01-15', -2, 'GROCERIES'), t('2026-01-16', -3, 'GROCERIES')];
    expect(transactionsByMonth(sameDay)[0]!.transactions.map((x) => x.amountOre)).toEqual([-3, -1, -2]);
  });

  it('is empty without transactions', () => {
    expect(transactionsByMonth([])).toEqual([]);
  });

  it.each([
    ['2026-01-01', 2026, 1],
    ['2025-12-31', 2025, 12],
    ['2024-02-29', 2024, 2],
  ])('%s is in %i-%i', (day, year, month) => {
    expect(yearMonthOf(day)).toEqual({ year, month });
  });
});

describe('summaries of several connections', () => {
  it('adds up the same month, newest first', () => {
    const merged = mergeMonths([
      summaryOf({ year: 2026, month: 9 }, { SALARY: 3_000_000 }),
      summaryOf({ year: 2026, month: 10 }, { SALARY: 3_000_000 }),
      summaryOf({ year: 2026, month: 10 }, { SOCIAL_INSURANCE: 400_000, OTHER_INCOME: 10_000 }),
    ]);
    expect(merged).toEqual([
      summaryOf({ year: 2026, month: 10 }, { SALARY: 3_000_000, SOCIAL_INSURANCE: 400_000, OTHER_INCOME: 10_000 }),
      summaryOf({ year: 2026, month: 9 }, { SALARY: 3_000_000 }),
    ]);
    expect(merged[0]!.verifiableOre).toBe(3_400_000);
  });
});

describe('the verified monthly income: the median of the last 3 full months', () => {
  const month = (year: number, m: number, salary: number, other = 0) => summaryOf({ year, month: m }, { SALARY: salary, OTHER_INCOME: other });
  const from = '2025-11-01';

  it('looks at the 3 months before today\'s month, not today\'s month itself', () => {
    const v = verifiedMonthlyIncome([month(2026, 11, 9_000_000), month(2026, 10, 3_000_000), month(2026, 9, 3_100_000), month(2026, 8, 2_900_000), month(2026, 7, 1)], '2026-11-25', from);
    expect(v).toEqual({
      monthlyOre: 3_000_000,
      months: [
        { year: 2026, month: 10, verifiableOre: 3_000_000 },
        { year: 2026, month: 9, verifiableOre: 3_100_000 },
        { year: 2026, month: 8, verifiableOre: 2_900_000 },
      ],
    });
  });

  it.each([
    ['a salary paid early (one month none, the next two)', [0, 6_000_000, 3_000_000], 3_000_000],
    ['a bonus month', [3_000_000, 9_000_000, 3_000_000], 3_000_000],
    ['a new job two months ago', [3_000_000, 3_000_000, 0], 3_000_000],
    ['one month of income only', [0, 0, 3_000_000], 0],
    ['a raise', [3_300_000, 3_000_000, 3_000_000], 3_000_000],
  ])('%s → %i', (_, [oct, sep, aug], monthlyOre) => {
    const v = verifiedMonthlyIncome([month(2026, 10, oct!), month(2026, 9, sep!), month(2026, 8, aug!)], '2026-11-25', from);
    expect(v!.monthlyOre).toBe(monthlyOre);
  });

  it('counts a month without a summary as 0 and other incomes not at all', () => {
    const v = verifiedMonthlyIncome([month(2026, 10, 3_000_000, 500_000), month(2026, 8, 3_000_000, 500_000)], '2026-11-01', from);
    expect(v!.months.map((m) => m.verifiableOre)).toEqual([3_000_000, 0, 3_000_000]);
    expect(v!.monthlyOre).toBe(3_000_000);
  });

  it('adds up several banks\' months and crosses a year end', () => {
    const v = verifiedMonthlyIncome(
      [month(2025, 12, 2_000_000), month(2025, 12, 1_000_000), month(2025, 11, 3_000_000), summaryOf({ year: 2026, month: 1 }, { PENSION: 1_500_000, STUDENT_AID: 1_500_000 })],
      '2026-02-10',
      '2025-02-01',
    );
    expect(v!.months.map((m) => `${m.year}-${m.month}`)).toEqual(['2026-1', '2025-12', '2025-11']);
    expect(v!.monthlyOre).toBe(3_000_000);
  });

  it('is null when the fetched data does not reach back to the first of the three months', () => {
    expect(verifiedMonthlyIncome([month(2026, 10, 3_000_000)], '2026-11-25', '2026-08-01')).not.toBeNull();
    expect(verifiedMonthlyIncome([month(2026, 10, 3_000_000)], '2026-11-25', '2026-08-02')).toBeNull();
  });

  it('is 0, not null, with the data there and no income in it', () => {
    expect(verifiedMonthlyIncome([], '2026-11-25', from)!.monthlyOre).toBe(0);
  });
});

describe('the history a fetch asks for', () => {
  it.each([
    ['2026-11-25', '2025-11-01'],
    ['2026-01-01', '2025-01-01'],
    ['2028-02-29', '2027-02-01'],
  ])('on %s: from %s', (today, from) => {
    expect(fetchFromDay(today)).toBe(from);
  });

  it('covers the verified income\'s three months', () => {
    expect(verifiedMonthlyIncome([], '2026-11-25', fetchFromDay('2026-11-25'))).not.toBeNull();
  });
});

describe('the months the page shows (after the raw transactions are purged too)', () => {
  const salary = (year: number, month: number, ore: number) => summaryOf({ year, month }, { SALARY: ore });
  const window = { year: 2025, month: 6 };

  it.each([
    ['17 months before today’s month', '2026-11-27', { year: 2025, month: 6 }],
    ['from the first of the month', '2026-11-01', { year: 2025, month: 6 }],
    ['across a new year', '2027-01-15', { year: 2025, month: 8 }],
  ])('the window starts %s', (_name, today, from) => {
    expect(incomeHistoryFrom(today)).toEqual(from);
  });

  it.each<[string, ReturnType<typeof t>[], ReturnType<typeof salary>[], { year: number; month: number; transactions: number; salary: number }[]]>([
    ['transactions and their stored months', [t('2026-10-25', 2_500_000, 'SALARY'), t('2026-10-03', -40_000, 'GROCERIES')], [salary(2026, 10, 2_500_000)], [{ year: 2026, month: 10, transactions: 2, salary: 2_500_000 }]],
    ['purged transactions: the stored month stays, without transactions', [], [salary(2026, 9, 2_500_000), salary(2026, 10, 2_500_000)], [
      { year: 2026, month: 10, transactions: 0, salary: 2_500_000 },
      { year: 2026, month: 9, transactions: 0, salary: 2_500_000 },
    ]],
    ['a purged connection beside a live one: both banks’ incomes in the month', [t('2026-10-25', 1_000_000, 'SALARY')], [salary(2026, 10, 1_000_000), salary(2026, 10, 2_500_000)], [{ year: 2026, month: 10, transactions: 1, salary: 3_500_000 }]],
    ['transactions without stored months', [t('2026-10-25', 2_500_000, 'SALARY')], [], [{ year: 2026, month: 10, transactions: 1, salary: 2_500_000 }]],
    ['months before the window are left out', [t('2025-05-25', 2_500_000, 'SALARY')], [salary(2025, 5, 2_500_000), salary(2025, 6, 2_400_000)], [{ year: 2025, month: 6, transactions: 0, salary: 2_400_000 }]],
    ['nothing', [], [], []],
  ])('%s', (_name, transactions, stored, expected) => {
    expect(incomeMonths(transactions, stored, window).map((m) => ({ year: m.year, month: m.month, transactions: m.transactions.length, salary: m.monthIncomeSummary.byCategory.SALARY }))).toEqual(expected);
  });
});
