import type { BankFacts } from './bank-standing';
import type { IncomeCategory } from './bank-transactions';
import { incomeLines, incomeLineTexts as t, monthsText, type IncomeFact } from './income-lines';

const TODAY = '2026-11-24';
const MONTHS = [{ year: 2026, month: 8 }, { year: 2026, month: 9 }, { year: 2026, month: 10 }];
const declared = (incomeTypeId: number, landlordIncomeTypeId: number | null, monthly: number, validTo: string | null = null): IncomeFact => ({
  incomeTypeId,
  typeName: `Typ ${incomeTypeId}`,
  incomeName: null,
  monthly,
  validTo,
  landlordIncomeTypeId,
});
const SALARY = declared(1, 1, 3_000_000);
const TEMPORARY = declared(2, 1, 500_000, '2027-06-30');
const PENSION = declared(4, 2, 1_200_000);
const CSN = declared(5, 3, 1_250_000);
const SICKNESS = declared(6, 5, 900_000);
const OWN_BUSINESS = declared(3, 7, 700_000);
const SUPPORT = declared(11, 6, 400_000);
const bank = (monthlyOre: number, categories: IncomeCategory[]): BankFacts => ({ personalLinked: true, verified: { monthlyOre, months: MONTHS, categories } });
const NONE: BankFacts = { personalLinked: false, verified: null };
const EVERY = [1, 2, 3, 4, 5, 6, 7];

/** Each line as [verified, total, accepted, note]. */
const lines = (incomes: IncomeFact[], b: BankFacts, accepted: number[] = EVERY) => incomeLines(incomes, b, accepted, TODAY).map((l) => [l.verified, l.total, l.accepted, l.note]);

describe('incomeLines: declared incomes without a verified one', () => {
  it.each([
    ['counts', [SALARY], EVERY, [[false, 3_000_000, true, t.declaredCounts]]],
    ['every type accepted when the home lists none', [declared(12, null, 100)], [], [[false, 100, true, t.declaredCounts]]],
    ['a type the home does not accept', [SUPPORT], [1, 2], [[false, 400_000, false, t.typeNotAccepted]]],
    ['an employment that has ended', [declared(2, 1, 500_000, '2026-11-23')], EVERY, [[false, 500_000, false, t.ended('2026-11-23')]]],
    ['an employment that ends today still counts', [declared(2, 1, 500_000, TODAY)], EVERY, [[false, 500_000, true, t.declaredCounts]]],
  ])('%s', (_n, incomes, accepted, expected) => expect(lines(incomes, NONE, accepted)).toEqual(expected));
});

describe('incomeLines: a verified income replaces the declared incomes of its kinds', () => {
  it.each([
    [
      'a verified salary replaces both employments, not the own business',
      [SALARY, TEMPORARY, OWN_BUSINESS],
      bank(2_800_000, ['SALARY']),
      EVERY,
      [
        [true, 2_800_000, true, t.verifiedCounts],
        [false, 3_000_000, false, t.replaced],
        [false, 500_000, false, t.replaced],
        [false, 700_000, true, t.declaredCounts],
      ],
    ],
    [
      'a kind missing from the bank data still counts as declared (a pension paid to another bank)',
      [SALARY, PENSION],
      bank(2_800_000, ['SALARY']),
      EVERY,
      [
        [true, 2_800_000, true, t.verifiedCounts],
        [false, 3_000_000, false, t.replaced],
        [false, 1_200_000, true, t.declaredCounts],
      ],
    ],
    [
      'student aid and social insurance replace CSN and Försäkringskassan\'s payments',
      [CSN, SICKNESS, SUPPORT],
      bank(2_100_000, ['STUDENT_AID', 'SOCIAL_INSURANCE']),
      EVERY,
      [
        [true, 2_100_000, true, t.verifiedCounts],
        [false, 1_250_000, false, t.replaced],
        [false, 900_000, false, t.replaced],
        [false, 400_000, true, t.declaredCounts],
      ],
    ],
    [
      'a kind the home does not accept: the verified income does not count and replaces nothing',
      [SALARY, CSN],
      bank(4_000_000, ['SALARY', 'STUDENT_AID']),
      [1, 2],
      [
        [true, 4_000_000, false, t.verifiedNotAccepted(['STUDENT_AID'])],
        [false, 3_000_000, true, t.declaredCounts],
        [false, 1_250_000, false, t.typeNotAccepted],
      ],
    ],
    [
      'nothing verifiable in the months: shown, not counted, replaces nothing',
      [SALARY],
      bank(0, []),
      EVERY,
      [
        [true, 0, false, t.verifiedEmpty],
        [false, 3_000_000, true, t.declaredCounts],
      ],
    ],
    ['a verified income without any declared one', [], bank(2_500_000, ['SALARY']), EVERY, [[true, 2_500_000, true, t.verifiedCounts]]],
    ['social insurance is accepted as a-kassa or sjukersättning', [], bank(900_000, ['SOCIAL_INSURANCE']), [4], [[true, 900_000, true, t.verifiedCounts]]],
  ] as const)('%s', (_n, incomes, b, accepted, expected) => expect(lines([...incomes], b, [...accepted])).toEqual(expected));

  it('the verified line names the months it rests on', () => {
    expect(incomeLines([], bank(1, ['SALARY']), [], TODAY)[0]?.text).toBe('Verifierad inkomst från banken (medianen av augusti–oktober 2026)');
  });

  it.each([
    [MONTHS, 'augusti–oktober 2026'],
    [[{ year: 2025, month: 11 }, { year: 2025, month: 12 }, { year: 2026, month: 1 }], 'november 2025–januari 2026'],
  ])('months %#', (months, text) => expect(monthsText(months)).toBe(text));
});
