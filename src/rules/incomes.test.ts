import {
  formatMonthlyIncome,
  INCOME_CATEGORIES,
  INCOME_MAX_KRONOR,
  INCOME_NAME_MAX,
  INCOME_TYPES,
  incomeMessages as m,
  incomeSchema,
  incomeTypeOf,
  MISSING_REASON_MAX,
  missingCertificationSchema,
  readDay,
} from './incomes';
import { problemsOf } from './profile/testing';

const TODAY = '2026-11-24';
const PERMANENT = 1;
const TEMPORARY = 2;
const STUDY_AID = 5;
const schema = incomeSchema({ today: TODAY });
const salary = { incomeTypeId: String(PERMANENT), incomeMonthly: '25 000', validTo: '', incomeName: 'Uppsala kommun' };

describe('income types', () => {
  it('has the Swedish set, each type once, in categories', () => {
    expect(INCOME_TYPES.map((t) => t.name)).toEqual([
      'Tillsvidareanställning',
      'Tidsbegränsad anställning',
      'Eget företag',
      'Pension',
      'Studiemedel från CSN',
      'Sjuk- eller aktivitetsersättning',
      'Föräldrapenning',
      'Arbetslöshetsersättning',
      'Underhållsstöd',
      'Bostadsbidrag',
      'Ekonomiskt bistånd',
      'Annan inkomst',
    ]);
    expect(new Set(INCOME_TYPES.map((t) => t.incomeTypeId)).size).toBe(INCOME_TYPES.length);
    expect(new Set(INCOME_TYPES.map((t) => t.contentCode)).size).toBe(INCOME_TYPES.length);
    expect(INCOME_CATEGORIES.every((c) => c.incomeTypes.length > 0)).toBe(true);
  });

  it('asks an end date of temporary employment only', () => {
    expect(INCOME_TYPES.filter((t) => t.requiresValidTo).map((t) => t.incomeTypeId)).toEqual([TEMPORARY]);
  });

  it('gives a name field a label, a help text and a placeholder together', () => {
    for (const t of INCOME_TYPES) expect([t.titleDescription === null, t.titlePlaceholder === null]).toEqual([t.title === null, t.title === null]);
  });

  it('counts each type as one of the landlords\u2019 accepted incomes (1–7) or none', () => {
    for (const t of INCOME_TYPES) expect(t.landlordIncomeTypeId === null || (t.landlordIncomeTypeId >= 1 && t.landlordIncomeTypeId <= 7)).toBe(true);
  });

  it('finds a type by id', () => {
    expect(incomeTypeOf(STUDY_AID)?.contentCode).toBe('STUDY_AID');
    expect(incomeTypeOf(99)).toBeUndefined();
  });
});

describe('income form', () => {
  it('accepts what the form holds', () => {
    expect(schema.parse(salary)).toEqual({ incomeTypeId: PERMANENT, incomeMonthly: 25000, validTo: null, incomeName: 'Uppsala kommun' });
  });

  it('accepts what the server receives', () => {
    expect(schema.parse({ incomeTypeId: TEMPORARY, incomeMonthly: 18500.5, validTo: '2027-06-30' })).toEqual({
      incomeTypeId: TEMPORARY,
      incomeMonthly: 18500.5,
      validTo: '2027-06-30',
      incomeName: null,
    });
  });

  it.each([
    [{}, [`incomeTypeId: ${m.typeRequired}`, `incomeMonthly: ${m.required}`]],
    [{ ...salary, incomeTypeId: '' }, [`incomeTypeId: ${m.typeRequired}`]],
    [{ ...salary, incomeTypeId: '99' }, [`incomeTypeId: ${m.typeRequired}`]],
    [{ ...salary, incomeMonthly: '' }, [`incomeMonthly: ${m.required}`]],
    [{ ...salary, incomeMonthly: null }, [`incomeMonthly: ${m.required}`]],
    [{ ...salary, incomeMonthly: 'tjugofemtusen' }, [`incomeMonthly: ${m.notNumber}`]],
    [{ ...salary, incomeMonthly: '25 000:-' }, [`incomeMonthly: ${m.notNumber}`]],
    [{ ...salary, incomeMonthly: '0' }, [`incomeMonthly: ${m.notPositive}`]],
    [{ ...salary, incomeMonthly: 0 }, [`incomeMonthly: ${m.notPositive}`]],
    [{ ...salary, incomeMonthly: '-100' }, [`incomeMonthly: ${m.notPositive}`]],
    [{ ...salary, incomeMonthly: String(INCOME_MAX_KRONOR + 1) }, [`incomeMonthly: ${m.tooLarge}`]],
    [{ ...salary, incomeTypeId: TEMPORARY }, [`validTo: ${m.validToRequired}`]],
    [{ ...salary, incomeTypeId: TEMPORARY, validTo: null }, [`validTo: ${m.validToRequired}`]],
    [{ ...salary, incomeTypeId: TEMPORARY, validTo: '30/6 2027' }, [`validTo: ${m.validToInvalid}`]],
    [{ ...salary, incomeTypeId: TEMPORARY, validTo: '2027-02-30' }, [`validTo: ${m.validToInvalid}`]],
    [{ ...salary, incomeTypeId: TEMPORARY, validTo: '2026-11-23' }, [`validTo: ${m.validToPassed}`]],
    [{ ...salary, incomeName: 'x'.repeat(INCOME_NAME_MAX + 1) }, [`incomeName: ${m.nameTooLong}`]],
  ])('%o → %o', (input, problems) => {
    expect(problemsOf(schema, input)).toEqual(problems);
  });

  it.each([
    [{ incomeMonthly: '0,01' }],
    [{ incomeMonthly: String(INCOME_MAX_KRONOR) }],
    [{ incomeTypeId: TEMPORARY, validTo: TODAY }],
    [{ incomeTypeId: STUDY_AID, incomeName: '' }],
    [{ incomeName: 'x'.repeat(INCOME_NAME_MAX) }],
  ])('accepts %o', (change) => {
    expect(problemsOf(schema, { ...salary, ...change })).toEqual([]);
  });

  it('drops an end date the type does not ask for', () => {
    expect(schema.parse({ ...salary, validTo: 'inte ett datum' }).validTo).toBeNull();
  });

  it('refuses a disabled type for a new income and keeps it on one that has it', () => {
    const incomeTypes = INCOME_TYPES.map((t) => ({ ...t, disabled: t.incomeTypeId === PERMANENT }));
    expect(problemsOf(incomeSchema({ today: TODAY, incomeTypes }), salary)).toEqual([`incomeTypeId: ${m.typeDisabled}`]);
    expect(problemsOf(incomeSchema({ today: TODAY, incomeTypes, currentIncomeTypeId: PERMANENT }), salary)).toEqual([]);
    expect(problemsOf(incomeSchema({ today: TODAY, incomeTypes, currentIncomeTypeId: TEMPORARY }), salary)).toEqual([`incomeTypeId: ${m.typeDisabled}`]);
    expect(problemsOf(incomeSchema({ today: TODAY, incomeTypes }), { ...salary, incomeTypeId: TEMPORARY, validTo: TODAY })).toEqual([]);
  });
});

describe('readDay', () => {
  it.each([
    ['2027-06-30', '2027-06-30'],
    [' 2028-02-29 ', '2028-02-29'],
    ['2027-02-29', null],
    ['2027-6-30', null],
    ['', null],
    [20270630, null],
  ])('%o → %s', (value, day) => expect(readDay(value)).toBe(day));
});

describe('missing certificate', () => {
  const slot = { applicantIncomeId: 4, certificationTypeId: 1, slot: 2 };
  it.each([
    [{ ...slot, missingReason: '' }, [`missingReason: ${m.missingReasonRequired}`]],
    [{ ...slot, missingReason: '   ' }, [`missingReason: ${m.missingReasonRequired}`]],
    [{ ...slot }, [`missingReason: ${m.missingReasonRequired}`]],
    [{ ...slot, missingReason: 'x'.repeat(MISSING_REASON_MAX + 1) }, [`missingReason: ${m.missingReasonTooLong}`]],
    [{ ...slot, missingReason: 'Jag började i oktober och har bara två lönebesked.' }, []],
  ])('%o → %o', (input, problems) => {
    expect(problemsOf(missingCertificationSchema, input)).toEqual(problems);
  });

  it('trims the reason and reads the ids a form holds as text', () => {
    expect(missingCertificationSchema.parse({ applicantIncomeId: '4', certificationTypeId: '1', slot: '2', missingReason: ' Ny anställning ' })).toEqual({
      ...slot,
      missingReason: 'Ny anställning',
    });
  });
});

describe('formatMonthlyIncome', () => {
  it.each([
    [2500000, '25 000 kr/mån'],
    [1850050, '18 500,50 kr/mån'],
    [100, '1 kr/mån'],
  ])('%i öre → %s', (ore, text) => expect(formatMonthlyIncome(ore)).toBe(text));
});
