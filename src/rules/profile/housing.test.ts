import { ADULTS_MAX, HOUSING_DESCRIPTION_MAX, housingDescriptionLeft, housingMessages as m, housingSchema, isEarlierMonth, readMonth } from './housing';
import { profileMessages } from './fields';
import { problemsOf } from './testing';

const TODAY = '2026-11-24';
const valid = {
  currentTypeId: 'LAGENHET',
  landlordTypeId: 'MUNICIPAL',
  landlordName: 'Uppsalahem',
  landlordPhone: '018-727 34 00',
  landlordEmail: '',
  moveInDate: '2020-08',
  adults: '2',
  children: '1',
  housingDescription: 'Tvåa i andra hand med min sambo.',
};
const messagesOf = (input: object) => problemsOf(housingSchema(TODAY), input);

describe('housing', () => {
  it('accepts what the form holds and gives numbers and a month', () => {
    expect(housingSchema(TODAY).parse(valid)).toEqual({
      ...valid,
      landlordEmail: null,
      adults: 2,
      children: 1,
      housingDescription: 'Tvåa i andra hand med min sambo.',
    });
  });

  it('accepts what the server receives (numbers, a stored date)', () => {
    expect(housingSchema(TODAY).parse({ ...valid, adults: 1, children: 0, moveInDate: '2020-08-01' })).toMatchObject({ adults: 1, children: 0, moveInDate: '2020-08' });
  });

  it('lists every problem of an empty form at once', () => {
    expect(messagesOf({})).toEqual([
      `currentTypeId: ${m.housingFormRequired}`,
      `landlordTypeId: ${m.landlordTypeRequired}`,
      `moveInDate: ${m.moveInRequired}`,
      `adults: ${m.adultsRequired}`,
      `children: ${m.childrenRequired}`,
      `housingDescription: ${m.descriptionRequired}`,
      // Until the applicant says there is no landlord, the landlord is asked for.
      `landlordName: ${m.landlordNameRequired}`,
      `landlordPhone: ${m.landlordContactRequired}`,
    ]);
  });

  it.each([
    [{ currentTypeId: '' }, 'currentTypeId', m.housingFormRequired],
    [{ currentTypeId: 'SLOTT' }, 'currentTypeId', m.housingFormRequired],
    [{ landlordTypeId: null }, 'landlordTypeId', m.landlordTypeRequired],
    [{ landlordName: ' ' }, 'landlordName', m.landlordNameRequired],
    [{ landlordName: 'x'.repeat(201) }, 'landlordName', m.landlordNameTooLong],
    [{ landlordPhone: '', landlordEmail: '' }, 'landlordPhone', m.landlordContactRequired],
    [{ landlordPhone: null, landlordEmail: undefined }, 'landlordPhone', m.landlordContactRequired],
    [{ landlordPhone: 'ring mig' }, 'landlordPhone', m.phoneInvalid],
    [{ landlordPhone: '', landlordEmail: 'hyresvard@' }, 'landlordEmail', m.emailInvalid],
    [{ moveInDate: '' }, 'moveInDate', m.moveInRequired],
    [{ moveInDate: 'augusti' }, 'moveInDate', m.moveInInvalid],
    [{ moveInDate: '2020-13' }, 'moveInDate', m.moveInInvalid],
    [{ moveInDate: '2026-11' }, 'moveInDate', m.moveInNotEarlier],
    [{ moveInDate: '2026-11-01' }, 'moveInDate', m.moveInNotEarlier],
    [{ moveInDate: '2027-01' }, 'moveInDate', m.moveInNotEarlier],
    [{ adults: '' }, 'adults', m.adultsRequired],
    [{ adults: null }, 'adults', m.adultsRequired],
    [{ adults: 'två' }, 'adults', m.adultsNotNumber],
    [{ adults: '1.5' }, 'adults', m.adultsNotNumber],
    [{ adults: 1.5 }, 'adults', m.adultsNotNumber],
    [{ adults: '0' }, 'adults', m.adultsOutOfRange],
    [{ adults: '11' }, 'adults', m.adultsOutOfRange],
    [{ children: ' ' }, 'children', m.childrenRequired],
    [{ children: 'inga' }, 'children', m.childrenNotNumber],
    [{ children: '-1' }, 'children', m.childrenOutOfRange],
    [{ children: 11 }, 'children', m.childrenOutOfRange],
    [{ housingDescription: '   ' }, 'housingDescription', m.descriptionRequired],
    [{ housingDescription: 'x'.repeat(HOUSING_DESCRIPTION_MAX + 1) }, 'housingDescription', m.descriptionTooLong],
  ])('%o → %s: %s', (change, path, message) => {
    expect(messagesOf({ ...valid, ...change })).toEqual([`${path}: ${message}`]);
  });

  it.each([
    [{ moveInDate: '2026-10' }],
    [{ moveInDate: '1999-12-31' }],
    [{ adults: '1', children: '0' }],
    [{ adults: String(ADULTS_MAX), children: '10' }],
    [{ adults: ' 2 ' }],
    [{ landlordPhone: '', landlordEmail: 'hyresvard@example.se' }],
    [{ housingDescription: 'x'.repeat(HOUSING_DESCRIPTION_MAX) }],
    [{ housingDescription: `  ${'x'.repeat(HOUSING_DESCRIPTION_MAX)}  ` }],
  ])('accepts %o', (change) => {
    expect(messagesOf({ ...valid, ...change })).toEqual([]);
  });

  it('asks an owner for no landlord and forgets one typed before', () => {
    const owner = { ...valid, landlordTypeId: 'NONE', landlordName: 'x'.repeat(500), landlordPhone: 'fel', landlordEmail: 'fel' };
    expect(housingSchema(TODAY).parse(owner)).toMatchObject({ landlordName: null, landlordPhone: null, landlordEmail: null });
  });

  it('takes the month boundary from today, not from the clock', () => {
    expect(messagesOf({ ...valid, moveInDate: '2026-11' })).toEqual([`moveInDate: ${m.moveInNotEarlier}`]);
    expect(housingSchema('2026-12-01').safeParse({ ...valid, moveInDate: '2026-11' }).success).toBe(true);
  });

  it('uses the shared choice message nowhere it has its own', () => {
    expect(messagesOf({}).some((t) => t.endsWith(profileMessages.choiceRequired))).toBe(false);
  });
});

describe('months', () => {
  it.each([
    ['2020-08', '2020-08'],
    ['2020-08-31', '2020-08'],
    [' 2020-08 ', '2020-08'],
    ['2020-8', null],
    ['1899-12', null],
    [202008, null],
    [null, null],
  ])('readMonth(%o) → %s', (value, month) => expect(readMonth(value)).toBe(month));

  it.each([
    ['2026-10', '2026-11-01', true],
    ['2026-11', '2026-11-30', false],
    ['2025-12', '2026-01-01', true],
    ['2026-12', '2026-11-24', false],
  ])('%s before the month of %s: %s', (month, today, earlier) => expect(isEarlierMonth(month, today)).toBe(earlier));
});

describe('the description counter', () => {
  it.each([
    ['', 500],
    [null, 500],
    ['abc', 497],
    ['  abc  ', 497],
    ['x'.repeat(501), -1],
  ])('%o leaves %i', (value, left) => expect(housingDescriptionLeft(value)).toBe(left));
});
