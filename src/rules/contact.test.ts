import { addressSchema, basicInformationSchema, contactMessages as m, isValidMobile } from './contact';

const valid = { firstName: 'Anna', lastName: 'Andersson', email: 'anna@example.se', mobile: '070-123 45 67' };
const firstMessage = (input: object) => {
  const r = basicInformationSchema.safeParse(input);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('mobile numbers', () => {
  it.each([
    ['0701234567', true],
    ['070-123 45 67', true],
    ['+46701234567', true],
    ['0046 70 123 45 67', true],
    ['+4915112345678', true],
    ['018123456', false], // landline
    ['07012345', false],
    ['abc', false],
  ])('%s → %s', (v, ok) => expect(isValidMobile(v)).toBe(ok));
});

describe('basic information', () => {
  it.each([
    [{}, m.firstNameRequired],
    [{ firstName: 'x'.repeat(201) }, m.firstNameTooLong],
    [{ lastName: 'x'.repeat(201) }, m.lastNameTooLong],
    [{ lastName: ' ' }, m.lastNameRequired],
    [{ email: '' }, m.emailRequired],
    [{ email: 'anna@' }, m.emailInvalid],
    [{ emailRepeat: 'annA@example.se' }, null],
    [{ emailRepeat: null }, null],
    [{ emailRepeat: 'other@example.se' }, m.emailMismatch],
    [{ emailSecondary: 'ANNA@example.se' }, m.emailSecondarySame],
    [{ emailSecondary: 'annan@example.se' }, null],
    [{ mobile: '' }, m.mobileRequired],
    [{ mobile: '018-12 34 56' }, m.mobileInvalid],
    [{ phone: '018-12 34 56' }, null],
    [{ firstName: 'x'.repeat(200) }, null],
  ])('%o → %s', (change, message) => {
    const input = Object.keys(change).length ? { ...valid, ...change } : {};
    expect(firstMessage(input)).toBe(message);
  });
});

describe('address', () => {
  const address = { street: 'Gatan 1', zipcode: '753 20', city: 'Uppsala', country: 'Sverige' };
  it.each([
    [{}, null],
    [{ street: '' }, m.streetRequired],
    [{ zipcode: '1'.repeat(101) }, m.zipcodeTooLong],
    [{ city: '' }, m.cityRequired],
    [{ country: '' }, m.countryRequired],
    [{ careOf: 'x'.repeat(201) }, m.careOfTooLong],
    [{ street: 'x'.repeat(201) }, m.streetTooLong],
    [{ city: 'x'.repeat(201) }, m.cityTooLong],
    [{ country: 'x'.repeat(201) }, m.countryTooLong],
    [{ careOf: 'x'.repeat(200), street: 'x'.repeat(200), city: 'x'.repeat(200), country: 'x'.repeat(200) }, null],
  ])('%o → %s', (change, message) => {
    const r = addressSchema.safeParse({ ...address, ...change });
    expect(r.success ? null : r.error.issues[0]?.message).toBe(message);
  });
});
