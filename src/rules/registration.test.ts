import { contactMessages as cm } from './contact';
import { passwordMessages as pm } from './password';
import { manualRegistrationSchema, registrationMessages as m, registrationSchema } from './registration';

const valid = {
  personalIdentityNumber: '199504182396',
  email: 'sara@example.se',
  emailRepeat: 'sara@example.se',
  mobile: '0701234567',
  password: 'Bostadsko-2026!',
  passwordRepeat: 'Bostadsko-2026!',
};
const first = (schema: typeof registrationSchema | typeof manualRegistrationSchema, input: object) => {
  const r = schema.safeParse(input);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('registration', () => {
  it.each([
    [{}, null],
    [{ personalIdentityNumber: '' }, m.pnrRequired],
    [{ personalIdentityNumber: '950418-2396' }, m.pnrFormat],
    [{ personalIdentityNumber: '19950418 2396' }, m.pnrFormat],
    [{ personalIdentityNumber: '199504182397' }, m.pnrInvalid],
    [{ personalIdentityNumber: '199502302390' }, m.pnrInvalid],
    [{ personalIdentityNumber: '195406842392' }, null],
    [{ emailRepeat: 'annan@example.se' }, cm.emailMismatch],
    [{ passwordRepeat: 'Bostadsko-2026?' }, pm.mismatch],
    [{ password: 'svagt', passwordRepeat: 'svagt' }, pm.rule],
    [{ mobile: '123' }, cm.mobileInvalid],
  ])('%o → %s', (change, message) => {
    expect(first(registrationSchema, { ...valid, ...change })).toBe(message);
  });
});

describe('manual registration', () => {
  const manual = { ...valid, personalIdentityNumber: undefined, firstName: 'Jane', lastName: 'Doe', birthYear: '1990', birthMonth: '05', birthDay: '17', street: 'Gatan 1', zipcode: '123 45', city: 'Uppsala', country: 'Sverige' };
  it.each([
    [{}, null],
    [{ birthYear: '90' }, m.birthYear],
    [{ birthMonth: '5' }, m.birthMonth],
    [{ birthDay: '7' }, m.birthDay],
    [{ birthMonth: '02', birthDay: '30' }, m.birthDate],
    [{ firstName: '' }, cm.firstNameRequired],
    [{ zipcode: '9'.repeat(101) }, cm.zipcodeTooLong],
  ])('%o → %s', (change, message) => {
    expect(first(manualRegistrationSchema, { ...manual, ...change })).toBe(message);
  });
});
