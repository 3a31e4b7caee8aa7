import { jsonReply } from '../../test/publicPageMocks';
import { parsePaymentLinkReply, requestPaymentLink, SERVER_UNREACHABLE } from './paymentLinkApi';

describe('the payment link request', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('parses the provider page, the server text, and a refusal without text', () => {
    expect(parsePaymentLinkReply(200, { error: false, errorText: null, paymentRedirectUrl: 'https://pay.example/x' })).toEqual({
      ok: true,
      paymentRedirectUrl: 'https://pay.example/x',
    });
    expect(parsePaymentLinkReply(409, { error: true, errorText: 'Ordern kan inte betalas', paymentRedirectUrl: null })).toEqual({
      ok: false,
      message: 'Ordern kan inte betalas',
    });
    expect(parsePaymentLinkReply(404, null)).toEqual({ ok: false, message: 'Betalningslänken är ogiltig' });
    expect(parsePaymentLinkReply(500, 'oops')).toEqual({ ok: false, message: 'Något gick fel' });
  });

  it('GETs /mypages/api/payment-link with the key and our return paths', async () => {
    const fetchMock = vi.fn(async () => jsonReply(200, { error: false, errorText: null, paymentRedirectUrl: 'https://pay.example/x' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(requestPaymentLink(5, 'abc')).resolves.toEqual({ ok: true, paymentRedirectUrl: 'https://pay.example/x' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/mypages/api/payment-link?orderId=5&key=abc&completeUrl=%2Fpayment-by-link%2Fcomplete&cancelUrl=%2Fpayment-by-link%2Fcancel');
    expect(init.method).toBe('GET');
  });

  it('says the server cannot be reached when the network fails', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(requestPaymentLink(5, 'abc')).resolves.toEqual({ ok: false, message: SERVER_UNREACHABLE });
  });
});
