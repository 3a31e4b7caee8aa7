import { autoStartLink, parseCollect, parseStart, restTransport, startDeregistrationSession, startLoginSession, startReregistrationSession } from './bankIdApi';

describe('parseStart', () => {
  it('reads a started QR order', () => {
    expect(parseStart(200, { success: true, method: 'qr', autoStartToken: null, qrCode: 'bankid.a.0.b', message: 'Starta BankID-appen' })).toEqual({
      ok: true,
      start: { method: 'qr', autoStartToken: null, qrCode: 'bankid.a.0.b', message: 'Starta BankID-appen' },
    });
  });

  it.each([
    { name: '503 with the BankID failure text', status: 503, body: { success: false, errorText: 'Något gick fel. Försök igen.' }, message: 'Något gick fel. Försök igen.' },
    { name: '400 with a text', status: 400, body: { success: false, errorText: 'Personnumret är inte giltigt' }, message: 'Personnumret är inte giltigt' },
    { name: '500 without a body', status: 500, body: null, message: 'Det gick inte att starta BankID. Försök igen om en stund.' },
  ])('$name', ({ status, body, message }) => {
    expect(parseStart(status, body)).toEqual({ ok: false, message });
  });
});

describe('parseCollect', () => {
  it('reads a completed login with its returnUrl', () => {
    expect(parseCollect(200, { success: true, status: 'complete', collectCompleted: true, successfulSigned: true, message: null, returnUrl: '/profile/account' })).toEqual({
      kind: 'answer',
      answer: { status: 'complete', hintCode: null, message: null, collectCompleted: true, successfulSigned: true, noAccount: false, returnUrl: '/profile/account', bankIdToken: null },
    });
  });

  it('reads noAccount and bankIdToken', () => {
    const outcome = parseCollect(200, { success: true, status: 'complete', successfulSigned: true, noAccount: true, bankIdToken: 'p' });
    expect(outcome).toMatchObject({ kind: 'answer', answer: { noAccount: true, bankIdToken: 'p' } });
  });

  it.each([
    { name: '410 is gone', status: 410, body: { errorText: 'BankID-sessionen finns inte längre. Börja om.' }, outcome: { kind: 'gone', message: 'BankID-sessionen finns inte längre. Börja om.' } },
    { name: '500 is a passing problem', status: 500, body: null, outcome: { kind: 'error', message: 'Något gick fel', transient: true } },
    { name: '403 is not', status: 403, body: { errorText: 'Begäran saknar giltigt skydd' }, outcome: { kind: 'error', message: 'Begäran saknar giltigt skydd', transient: false } },
  ])('$name', ({ status, body, outcome }) => {
    expect(parseCollect(status, body)).toEqual(outcome);
  });
});

describe('BankID requests', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(new Response('{"success":true,"method":"qr","qrCode":"bankid.x","autoStartToken":null,"message":"m"}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('document', { cookie: 'csrf_token=tok' });
  });
  afterEach(() => vi.unstubAllGlobals());

  const call = (i = 0) => ({ url: String(fetchMock.mock.calls[i]?.[0]), init: fetchMock.mock.calls[i]?.[1] });

  it('login start puts isQrCode and the encoded returnUrl in the query', async () => {
    await startLoginSession({ isQrCode: true, returnUrl: '/profile/account?x=1' });
    expect(call().url).toBe('/mypages/api/account/StartBankIdLoginSession?isQrCode=true&returnUrl=%2Fprofile%2Faccount%3Fx%3D1');
    expect(call().init?.method).toBe('GET');
  });

  it('identification start sends the personal number in the body, never in the URL', async () => {
    await startReregistrationSession({ pnr: '198710152391', isQrCode: false });
    expect(call().url).toBe('/mypages/api/account/StartBankIdReregistrationSession');
    expect(call().url).not.toContain('198710152391');
    expect(call().init?.method).toBe('POST');
    expect(JSON.parse(String(call().init?.body))).toEqual({ pnr: '198710152391', isQrCode: false });
  });

  it('deregistration start is a GET without a returnUrl when none is given', async () => {
    await startDeregistrationSession({ isQrCode: false });
    expect(call().url).toBe('/mypages/api/account/StartBankIdDeregistrationSession?isQrCode=false');
  });

  it('collect and cancel are POSTs with the CSRF header; the QR code is a GET', async () => {
    fetchMock.mockResolvedValue(new Response('{"qrCode":"bankid.y"}', { status: 200 }));
    await expect(restTransport.qrCode()).resolves.toBe('bankid.y');
    await restTransport.collect();
    await restTransport.cancel();
    expect(call(0).url).toBe('/mypages/api/account/BankIdQrCode');
    expect(call(1).url).toBe('/mypages/api/account/CollectBankIdSession');
    expect(call(2).url).toBe('/mypages/api/account/CancelBankIdSession');
    expect(new Headers(call(1).init?.headers).get('x-csrf-token')).toBe('tok');
    expect(call(2).init?.method).toBe('POST');
  });

  it('collect without a connection is a passing problem', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(restTransport.collect()).resolves.toEqual({ kind: 'error', message: 'Server kan inte nås', transient: true });
  });
});

it('autoStartLink builds the same-device launch link', () => {
  expect(autoStartLink('a1b2-c3')).toBe('bankid:///?autostarttoken=a1b2-c3&redirect=null');
});
