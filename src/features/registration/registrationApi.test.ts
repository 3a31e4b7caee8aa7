// @vitest-environment jsdom
import { jsonReply } from '../../test/publicPageMocks';
import { parseRegistrationReply, submitRegistration } from './registrationApi';
import { emptyRegistrationValues, registrationRequest } from './registrationForm';

describe('parseRegistrationReply', () => {
  it.each([
    ['queue', 'Något gick fel'],
    ['coApplicant', 'Det gick inte att registrera medsökande'],
  ] as const)('a bare %s failure falls back to %s', (kind, message) => {
    const reply = parseRegistrationReply(500, { error: true }, kind);
    expect(reply.ok ? null : reply.message).toBe(message);
  });

  it('reads a success with and without a payment address', () => {
    expect(parseRegistrationReply(200, { error: false, paymentRedirectUrl: 'https://pay.example/x' })).toEqual({ ok: true, paymentRedirectUrl: 'https://pay.example/x' });
    expect(parseRegistrationReply(200, { error: false, paymentRedirectUrl: null })).toEqual({ ok: true, paymentRedirectUrl: null });
  });

  it.each([
    {
      name: 'the first validation text',
      body: { error: true, errorText: 'E', validationErrors: [{ code: 'email', text: 'Ange en giltig e-postadress' }, { code: 'mobile', text: 'M' }] },
      message: 'Ange en giltig e-postadress',
    },
    { name: 'else the error text', body: { error: true, errorText: 'Något annat', validationErrors: [] }, message: 'Något annat' },
    { name: 'else the code', body: { error: true, errorText: null, validationErrors: [{ code: 'PNR_NOT_FOUND', text: '' }] }, message: 'PNR_NOT_FOUND' },
    { name: 'else the generic message', body: null, message: 'Något gick fel' },
  ])('a 400 shows $name', ({ body, message }) => {
    expect(parseRegistrationReply(400, body)).toMatchObject({ ok: false, message, loggedIn: false });
  });

  it('reads the BankID and manual-form markers', () => {
    const bankId = parseRegistrationReply(400, { error: true, errorText: 'x', validationErrors: [{ code: 'BANKID_REQUIRED', text: 'x' }], bankIdRequired: true, showNoSwedishPersonalNumberForm: false });
    expect(bankId).toMatchObject({ ok: false, bankIdRequired: true, showNoSwedishPersonalNumberForm: false });
    const manual = parseRegistrationReply(400, {
      error: true,
      errorText: 'Vi lyckades inte hitta ditt personnummer',
      validationErrors: [{ code: 'PNR_NOT_FOUND', text: 'Vi lyckades inte hitta ditt personnummer' }],
      showNoSwedishPersonalNumberForm: true,
    });
    expect(manual).toMatchObject({ ok: false, message: 'Vi lyckades inte hitta ditt personnummer', showNoSwedishPersonalNumberForm: true });
  });

  it('a 403 is the logged-in refusal', () => {
    expect(parseRegistrationReply(403, { error: true, errorText: 'Du kan inte vara inloggad om du ska registrera dig' })).toMatchObject({
      ok: false,
      loggedIn: true,
      message: 'Du kan inte vara inloggad om du ska registrera dig',
    });
  });
});

describe('registrationRequest', () => {
  const typed = { ...emptyRegistrationValues, personalIdentityNumber: ' 199504182396 ', email: 'sara@example.se', emailRepeat: 'sara@example.se', mobile: '0701234567', password: ' Pw-123456789A ', passwordRepeat: ' Pw-123456789A ' };

  it('with a personal number: no name or address, optional fields left out, the BankID proof when given', () => {
    expect(registrationRequest('pnr', typed)).toEqual({
      personalIdentityNumber: '199504182396',
      email: 'sara@example.se',
      emailRepeat: 'sara@example.se',
      mobile: '0701234567',
      password: ' Pw-123456789A ',
      passwordRepeat: ' Pw-123456789A ',
    });
    expect(registrationRequest('pnr', { ...typed, phone: '018-12 34 56' }, 'proof')).toMatchObject({ phone: '018-12 34 56', bankIdToken: 'proof' });
  });

  it('manual: the marker, names, birth date and address instead of the personal number', () => {
    const request = registrationRequest('manual', { ...typed, firstName: 'Mira', lastName: 'Utland', birthYear: '1993', birthMonth: '01', birthDay: '21', street: 'Storgatan 1', zipcode: '753 20', city: 'Uppsala', country: 'Sverige' });
    expect(request).toMatchObject({ noSwedishPersonalNumber: true, firstName: 'Mira', lastName: 'Utland', birthYear: '1993', birthMonth: '01', birthDay: '21', country: 'Sverige' });
    expect(request).not.toHaveProperty('personalIdentityNumber');
    expect(request).not.toHaveProperty('careOf');
  });
});

describe('submitRegistration', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(jsonReply(200, { error: false, paymentRedirectUrl: null }));
    vi.stubGlobal('fetch', fetchMock);
    // A visit that already has its CSRF cookie (a first visit fetches one first: src/app/http.test.ts).
    document.cookie = 'csrf_token=t0ken';
  });
  afterEach(() => vi.unstubAllGlobals());

  it('posts registrationReq and the file as multipart to /mypages/api/registration', async () => {
    const file = new File(['%PDF'], 'pass.pdf', { type: 'application/pdf' });
    await expect(submitRegistration('queue', { email: 'a@example.se' }, file)).resolves.toEqual({ ok: true, paymentRedirectUrl: null });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/mypages/api/registration');
    expect(new Headers(init?.headers).get('x-csrf-token')).toBe('t0ken');
    const body = init?.body as FormData;
    expect(JSON.parse(String(body.get('registrationReq')))).toEqual({ email: 'a@example.se' });
    expect((body.get('file') as File).name).toBe('pass.pdf');
  });

  it('posts registrationCoReq to /mypages/api/registration/co, without a file when none is chosen', async () => {
    await submitRegistration('coApplicant', { email: 'b@example.se' }, null);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/mypages/api/registration/co');
    const body = init?.body as FormData;
    expect(body.get('registrationCoReq')).toBe('{"email":"b@example.se"}');
    expect(body.has('file')).toBe(false);
  });

  it('says the server cannot be reached when the request fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(submitRegistration('queue', {}, null)).resolves.toMatchObject({ ok: false, message: 'Server kan inte nås' });
  });
});
