// Registration over HTTP: population-register look-up, manual form, identity document, co-applicant account.
import { contactMessages } from '../../src/rules/contact';
import { registrationMessages as m } from '../../src/rules/registration';
import { uploadMessages } from '../../src/rules/upload';
import { scenarios } from '../db/seed/scenarios';
import { EXECUTABLE, SAMPLE_PDF } from '../documents/sample-files';
import { readdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { applicants, orders } from '../db/schema';
import { registrationDueDate } from '../domain/queue-fee';
import { startTestServer, TEST_NOW, type TestServer } from '../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const PASSWORD = 'Bostadsko-2026!';
const req = (pnr: string, email: string, extra: object = {}) =>
  JSON.stringify({ personalIdentityNumber: pnr, email, emailRepeat: email, mobile: '0701234567', password: PASSWORD, passwordRepeat: PASSWORD, ...extra });
/** A PDF by its content (the server decides the type from the bytes), padded to `bytes`. */
const pdf = (bytes = 1000) => ({ field: 'file', name: 'pass.pdf', type: 'application/pdf', content: Buffer.concat([SAMPLE_PDF, Buffer.alloc(bytes - SAMPLE_PDF.length, 1)]) });
const storedFiles = async () => (await readdir(server.filesDir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).length;
const ME = '{ getApplicant { applicant { firstName lastName personalIdentityNumber applicantStatus { name } accountType identificationDocumentStatus address { street city } } } }';

it('registers a person found in the register, with an identity document, and logs them in', async () => {
  const c = server.client();
  const before = await storedFiles();
  const res = await c.multipart('/mypages/api/registration', { registrationReq: req('199504182396', 'sara@example.se') }, [pdf()]);
  expect(res.status).toBe(200);
  expect(await storedFiles()).toBe(before + 1); // the identity document
  expect(res.json).toMatchObject({ error: false, errorText: null, validationErrors: [] });
  // On to the queue-fee payment at the card provider (the sandbox here).
  expect(res.json.paymentRedirectUrl).toMatch(/\/sandbox\/payments\/checkout\/[0-9a-f]{32}/);
  const me = (await c.graphql(ME)).json.data.getApplicant.applicant;
  expect(me).toEqual({
    firstName: 'Sara',
    lastName: 'Svensson',
    personalIdentityNumber: '199504182396',
    applicantStatus: { name: 'PENDING_PAYMENT' },
    accountType: 'QUEUE_ACCOUNT',
    identificationDocumentStatus: 'RECEIVED',
    address: { street: 'Luthagsesplanaden 3', city: 'Uppsala' },
  });
  expect((await server.client().login('sara@example.se', PASSWORD)).status).toBe(200);
});

it('refuses a second account for the same person and a taken e-mail', async () => {
  const again = await server.client().multipart('/mypages/api/registration', { registrationReq: req('199504182396', 'sara2@example.se') });
  expect(again.json.errorText).toBe(m.alreadyRegistered);
  const email = await server.client().multipart('/mypages/api/registration', { registrationReq: req('200205052392', scenarios.payingApplicant.email) });
  expect(email.json.validationErrors).toContainEqual({ code: 'email', text: 'E-postadressen används redan av ett annat konto' });
});

it('answers a miss in the register with the spec text and the manual-form marker', async () => {
  const res = await server.client().multipart('/mypages/api/registration', { registrationReq: req('199301212396', 'okand@example.se') });
  expect(res.status).toBe(400);
  expect(res.json).toMatchObject({ error: true, errorText: m.notFound, showNoSwedishPersonalNumberForm: true, bankIdRequired: false });
});

it('registers through the manual form without a Swedish personal number', async () => {
  const c = server.client();
  const manual = {
    noSwedishPersonalNumber: true,
    firstName: 'Jane',
    lastName: 'Doe',
    birthYear: '1991',
    birthMonth: '03',
    birthDay: '14',
    street: 'Gatan 1',
    zipcode: '753 20',
    city: 'Uppsala',
    country: 'Sverige',
    email: 'jane@example.se',
    emailRepeat: 'jane@example.se',
    mobile: '+4915112345678',
    password: PASSWORD,
    passwordRepeat: PASSWORD,
  };
  const res = await c.multipart('/mypages/api/registration', { registrationReq: JSON.stringify(manual) });
  expect(res.json.error).toBe(false);
  const me = (await c.graphql(ME)).json.data.getApplicant.applicant;
  expect(me).toMatchObject({ firstName: 'Jane', personalIdentityNumber: null });
});

it('requires BankID identification for a person with protected identity', async () => {
  const res = await server.client().multipart('/mypages/api/registration', { registrationReq: req('198710152391', 'skyddad@example.se') });
  expect(res.json).toMatchObject({ error: true, bankIdRequired: true, errorText: m.bankIdRequired });
  expect(res.json.validationErrors[0].code).toBe('BANKID_REQUIRED');
});

it.each([
  ['a file that is too large', [pdf(10 * 1024 * 1024 + 1)], uploadMessages.size],
  ['a forbidden file type', [{ ...pdf(), name: 'virus.exe' }], uploadMessages.type],
  ['a comma in the file name', [{ ...pdf(), name: 'pass,1.pdf' }], uploadMessages.comma],
  ['a program renamed .pdf', [{ ...pdf(), content: EXECUTABLE }], uploadMessages.type],
  ['two files', [pdf(), { ...pdf(), name: 'andra.pdf' }], 'Registreringen kan bara ta emot en fil'],
])('refuses %s and creates no account', async (_name, files, text) => {
  const before = await storedFiles();
  const res = await server.client().multipart('/mypages/api/registration', { registrationReq: req('199807072393', 'leo@example.se') }, files);
  expect(res.json.errorText).toBe(text);
  expect((await server.client().login('leo@example.se', PASSWORD)).status).toBe(401);
  expect(await storedFiles()).toBe(before); // nothing of the refused one
});

it('validates with the shared rules and lists every problem', async () => {
  const res = await server.client().multipart('/mypages/api/registration', {
    registrationReq: JSON.stringify({ personalIdentityNumber: '19950418-2396', email: 'x@example.se', emailRepeat: 'y@example.se', mobile: '1', password: 'a', passwordRepeat: 'b' }),
  });
  const codes = res.json.validationErrors.map((e: { code: string }) => e.code);
  expect(codes).toEqual(expect.arrayContaining(['personalIdentityNumber', 'emailRepeat', 'mobile', 'password']));
  expect(res.json.validationErrors).toContainEqual({ code: 'mobile', text: contactMessages.mobileInvalid });
});

it('refuses registration while logged in', async () => {
  const c = server.client();
  await c.login(scenarios.payingApplicant.email, scenarios.payingApplicant.password);
  const res = await c.multipart('/mypages/api/registration', { registrationReq: req('200404302382', 'elsa@example.se') });
  expect(res.status).toBe(403);
  expect(res.json.errorText).toBe(m.loggedIn);
});

it('creates a free co-applicant account without logging in', async () => {
  const c = server.client();
  const res = await c.multipart('/mypages/api/registration/co', { registrationCoReq: req('199612262395', 'adam@example.se') });
  expect(res.json.error).toBe(false);
  expect(c.cookies.has('sid')).toBe(false);
  const login = await server.client().login('adam@example.se', PASSWORD);
  expect(login.json.applicant.applicantStatus.name).toBe('COAPPLICANT');
});

it('refuses a registration without the CSRF header', async () => {
  const c = server.client();
  await c.get('/mypages/api/status');
  c.csrf = false;
  const res = await c.multipart('/mypages/api/registration', { registrationReq: req('200404302382', 'elsa@example.se') });
  expect(res.status).toBe(403);
});

it('dates the registration’s queue fee from Sweden’s day, also in the hour after Swedish midnight', async () => {
  // 23:30 UTC on 22 November is 00:30 on 23 November in Stockholm: the 60 days run from the 23rd.
  server.clock.now = new Date('2026-11-22T23:30:00Z');
  try {
    const c = server.client();
    const manual = { noSwedishPersonalNumber: true, firstName: 'Natt', lastName: 'Uggla', birthYear: '1990', birthMonth: '01', birthDay: '02', street: 'Gatan 2', zipcode: '753 20', city: 'Uppsala', country: 'Sverige' };
    const email = 'natt@example.se';
    const res = await c.multipart('/mypages/api/registration', { registrationReq: JSON.stringify({ ...manual, email, emailRepeat: email, mobile: '+4915112345679', password: PASSWORD, passwordRepeat: PASSWORD }) });
    expect(res.json.error).toBe(false);
    const [order] = await server.services.database.db
      .select({ dueDate: orders.dueDate })
      .from(orders)
      .innerJoin(applicants, eq(applicants.applicantId, orders.applicantId))
      .where(eq(applicants.email, email));
    expect(order?.dueDate).toBe(registrationDueDate('2026-11-23'));
  } finally {
    server.clock.now = new Date(TEST_NOW);
  }
});
