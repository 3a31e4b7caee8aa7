// The account page's changes: validated on the server with the shared rules, only ever on one's own record.
import { contactMessages } from '../../src/rules/contact';
import { passwordMessages } from '../../src/rules/password';
import { scenarios } from '../db/seed/scenarios';
import { startTestServer, type TestClient, type TestServer } from '../test/harness';
import { EMAIL_TAKEN, WRONG_CURRENT_PASSWORD } from './account-settings.service';

const anna = scenarios.payingApplicant;
const erik = scenarios.mainApplicant;
const BASIC = `mutation($email: String!, $emailRepeat: String, $mobile: String!, $emailSecondary: String, $firstName: String!, $lastName: String!) {
  updateApplicantBasicInformation(email: $email, emailRepeat: $emailRepeat, mobile: $mobile, emailSecondary: $emailSecondary, firstName: $firstName, lastName: $lastName) {
    error errorText validationErrors { code text } applicant { applicantId firstName email mobile }
  }
}`;
const CONTACT = `mutation($c: ApplicantContactInput!) { updateApplicantContact(contact: $c) { error errorText validationErrors { code text } applicant { applicantId address { street zipcode city country } } } }`;
const PASSWORD = `mutation($p: ApplicantPasswordInput!) { updateApplicantPassword(password: $p) { error errorText validationErrors { code text } } }`;
const MAIL = `mutation($v: Boolean!) { updateApplicantDoNotWantPhysicalMail(doNotWantPhysicalMail: $v) { error applicant { applicantId doNotWantPhysicalMail } } }`;
const ME = '{ getApplicant { applicant { applicantId firstName email mobile doNotWantPhysicalMail address { street } } } }';

let server: TestServer;
let a: TestClient;
let e: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  a = server.client();
  e = server.client();
  await a.login(anna.email, anna.password);
  await e.login(erik.email, erik.password);
});
afterAll(async () => {
  await server?.close();
});

const basic = { email: anna.email, emailRepeat: anna.email, mobile: '070-111 22 33', firstName: 'Anna', lastName: 'Andersson' };

it('updates basic information of the caller only', async () => {
  const res = await a.graphql(BASIC, { ...basic, firstName: 'Anna-Karin' });
  expect(res.json.data.updateApplicantBasicInformation).toMatchObject({ error: false, applicant: { firstName: 'Anna-Karin', mobile: '070-111 22 33' } });
  const other = await e.graphql(ME);
  expect(other.json.data.getApplicant.applicant.firstName).toBe('Erik');
});

it.each([
  [{ firstName: 'x'.repeat(201) }, 'firstName', contactMessages.firstNameTooLong],
  [{ lastName: 'x'.repeat(201) }, 'lastName', contactMessages.lastNameTooLong],
  [{ emailRepeat: 'annan@example.se' }, 'emailRepeat', contactMessages.emailMismatch],
  [{ emailSecondary: anna.email.toUpperCase() }, 'emailSecondary', contactMessages.emailSecondarySame],
  [{ mobile: '018-12 34 56' }, 'mobile', contactMessages.mobileInvalid],
  [{ email: erik.email, emailRepeat: erik.email }, 'email', EMAIL_TAKEN],
])('refuses %o with the Swedish text and keeps what was saved', async (change, code, text) => {
  const before = (await a.graphql(ME)).json.data.getApplicant.applicant;
  const res = await a.graphql(BASIC, { ...basic, ...change });
  expect(res.json.data.updateApplicantBasicInformation).toMatchObject({ error: true, errorText: text, applicant: null });
  expect(res.json.data.updateApplicantBasicInformation.validationErrors).toContainEqual({ code, text });
  expect((await a.graphql(ME)).json.data.getApplicant.applicant).toEqual(before);
});

it('updates the address and validates it', async () => {
  const ok = await a.graphql(CONTACT, { c: { street: 'Nya gatan 2', zipcode: '752 22', city: 'Uppsala', country: 'Sverige' } });
  expect(ok.json.data.updateApplicantContact.applicant.address.street).toBe('Nya gatan 2');
  const bad = await a.graphql(CONTACT, { c: { street: '', zipcode: '752 22', city: 'Uppsala', country: 'Sverige' } });
  expect(bad.json.data.updateApplicantContact.errorText).toBe(contactMessages.streetRequired);
});

it('names the field that is too long in the address', async () => {
  const address = { careOf: null, street: 'Nya gatan 2', zipcode: '752 22', city: 'Uppsala', country: 'Sverige' };
  const long = 'x'.repeat(201);
  for (const [field, message] of [
    ['careOf', contactMessages.careOfTooLong],
    ['street', contactMessages.streetTooLong],
    ['city', contactMessages.cityTooLong],
    ['country', contactMessages.countryTooLong],
  ] as const) {
    const res = (await a.graphql(CONTACT, { c: { ...address, [field]: long } })).json.data.updateApplicantContact;
    expect(res.error).toBe(true);
    expect(res.validationErrors).toEqual([{ code: field, text: message }]);
    expect(res.errorText).toBe(message);
  }
});

it('sets the physical-mail preference', async () => {
  const res = await a.graphql(MAIL, { v: true });
  expect(res.json.data.updateApplicantDoNotWantPhysicalMail.applicant.doNotWantPhysicalMail).toBe(true);
});

it('changes the password only with the current one, ending the other sessions', async () => {
  const other = server.client();
  await other.login(anna.email, anna.password);
  const wrong = await a.graphql(PASSWORD, { p: { currentPassword: 'fel', password: 'Nytt-losen-2026!', passwordRepeat: 'Nytt-losen-2026!' } });
  expect(wrong.json.data.updateApplicantPassword.errorText).toBe(WRONG_CURRENT_PASSWORD);
  const mismatch = await a.graphql(PASSWORD, { p: { currentPassword: anna.password, password: 'Nytt-losen-2026!', passwordRepeat: 'x' } });
  expect(mismatch.json.data.updateApplicantPassword.errorText).toBe(passwordMessages.mismatch);
  const ok = await a.graphql(PASSWORD, { p: { currentPassword: anna.password, password: 'Nytt-losen-2026!', passwordRepeat: 'Nytt-losen-2026!' } });
  expect(ok.json.data.updateApplicantPassword.error).toBe(false);
  expect((await a.get('/mypages/api/status')).status).toBe(200);
  expect((await other.get('/mypages/api/status')).status).toBe(401);
  expect((await server.client().login(anna.email, 'Nytt-losen-2026!')).status).toBe(200);
});

it('refuses every account mutation without a session', async () => {
  const anon = server.client();
  for (const [q, v] of [
    [BASIC, basic],
    [CONTACT, { c: { street: 'a', zipcode: '1', city: 'b', country: 'c' } }],
    [PASSWORD, { p: { currentPassword: 'a', password: 'b', passwordRepeat: 'b' } }],
    [MAIL, { v: true }],
  ] as const) {
    const res = await anon.graphql(q, v);
    expect(res.json.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  }
});
