import { applicantSearchSchema, isCalendarDay, staffBlockSchema, staffNoteSchema, staffWarningSchema } from './staff-applicants';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => `${String(i.path[0])}: ${i.message}`);

describe('a case handler’s changes', () => {
  it.each([
    ['a reason', { reason: ' Uteblev ' }, []],
    ['none', { reason: '   ' }, ['reason: Du måste ange ett skäl']],
    ['too long', { reason: 'x'.repeat(501) }, ['reason: Skälet får vara högst 500 tecken']],
  ])('a warning with %s', (_n, input, expected) => {
    expect(messages(staffWarningSchema.safeParse(input))).toEqual(expected);
  });

  it.each([
    ['every landlord', { reason: 'Fusk', end: '2027-01-31', landlord: '  ' }, [], null],
    ['one landlord', { reason: 'Fusk', end: '2027-01-31', landlord: 'Heimstaden' }, [], 'Heimstaden'],
    ['no end', { reason: 'Fusk', end: '' }, ['end: Ange den sista dagen spärren gäller'], undefined],
    ['no such day', { reason: 'Fusk', end: '2027-02-30' }, ['end: Ange ett datum som ÅÅÅÅ-MM-DD'], undefined],
    ['a Swedish date', { reason: 'Fusk', end: '31/1 2027' }, ['end: Ange ett datum som ÅÅÅÅ-MM-DD'], undefined],
  ])('a block for %s', (_n, input, expected, landlord) => {
    const r = staffBlockSchema.safeParse(input);
    expect(messages(r)).toEqual(expected);
    if (r.success) expect(r.data.landlord).toBe(landlord);
  });

  it.each([
    ['2000 characters', 'x'.repeat(2000), []],
    ['2001 characters', 'x'.repeat(2001), ['text: Anteckningen får vara högst 2000 tecken']],
    ['nothing', ' ', ['text: Skriv en anteckning']],
  ])('a note of %s', (_n, text, expected) => {
    expect(messages(staffNoteSchema.safeParse({ text }))).toEqual(expected);
  });

  it.each([
    ['a', ['query: Skriv minst 2 tecken']],
    [' ab ', []],
  ])('a search for %j', (query, expected) => {
    expect(messages(applicantSearchSchema.safeParse({ query }))).toEqual(expected);
  });

  it.each([
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
  ])('%s is a calendar day: %s', (day, expected) => {
    expect(isCalendarDay(day)).toBe(expected);
  });
});
