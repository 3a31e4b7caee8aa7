import { restTransport, startDeregistrationSession, startLoginSession, startReregistrationSession } from './bankIdApi';

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
