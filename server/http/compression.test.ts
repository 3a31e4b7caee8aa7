// Which replies may be compressed on the fly (BREACH rule, server/http/compression.ts).
import { mayCompress, preferredEncoding } from './compression';

it.each([
  ['POST', '/mypages/api', true, 'GraphQL over POST: CSRF token and same Origin, only our scripts can send it'],
  ['POST', '/mypages/api/account/login', true, 'REST POST behind the CSRF check'],
  ['GET', '/mypages/api/account/me', true, 'no query string: nothing of the attacker comes back'],
  ['GET', '/mypages/api/content/navigationapi/menu', true, 'public content'],
  ['GET', '/mypages/api/map/style.json', true, 'public map style'],
  ['GET', '/mypages/api/images/IMG1?size=gallery', true, 'public, cookie-free images'],
  ['GET', '/mypages/api?query=%7BgetApplicant%7D', false, 'GraphQL over GET reflects the query next to personal data'],
  ['HEAD', '/mypages/api?query=x', false, 'HEAD like GET'],
  ['GET', '/mypages/api/payment-link?orderId=1&key=abc', false, 'payment link: HMAC key and order'],
  ['GET', '/mypages/api/account/StartBankIdLoginSession?isQrCode=true&returnUrl=/x', false, 'BankID start: autostart token'],
  ['GET', '/mypages/api/account/me?guess=19900101', false, 'any query string under the API'],
  ['POST', '/hooks/payments', false, 'provider webhooks'],
  ['POST', '/internal/jobs/run', false, 'job trigger'],
  ['GET', '/sandbox/payments/hosted?paymentId=1', false, 'sandboxes echo input'],
  ['GET', '/sandbox', false, 'sandbox root'],
  ['GET', '/mypages/app/assets/index-abc.js', false, 'SPA files: compressed at build time'],
  ['GET', '/mypages/app', false, 'SPA redirect'],
  ['GET', '/mypages/apple', true, 'not the SPA prefix'],
])('%s %s → %s (%s)', (method, url, expected) => {
  expect(mayCompress(method, url)).toBe(expected);
});

describe('preferredEncoding: how the HTML with its page data is compressed', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip;q=1.0, br;q=0', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['identity', 'identity'],
    ['', 'identity'],
    [undefined, 'identity'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['deflate', 'identity'],
    ['BR', 'br'],
  ] as const)('%s → %s', (accept, encoding) => {
    expect(preferredEncoding(accept)).toBe(encoding);
  });
});
