// The client's transport: mutual TLS through node:https with PEM text, PEM files or PKCS#12, server pinning,
// and how answers that are not 200 (or no answer at all) become BankIdError.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { BankIdClient, BankIdError } from './client';

const fixture = (name: string) => new URL(`./testdata/${name}`, import.meta.url).pathname;
const REF = '131daac9-16c6-4618-beb0-365768f37288';

type Handler = (path: string, body: string, clientCn: string | undefined) => { status: number; body: string } | null;
let handler: Handler;
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer(
    { cert: readFileSync(fixture('server.pem')), key: readFileSync(fixture('server.key')), ca: readFileSync(fixture('ca.pem')), requestCert: true, rejectUnauthorized: true },
    (req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const cn = (req.socket as TLSSocket).getPeerCertificate().subject?.CN;
        const answer = handler(req.url ?? '', body, typeof cn === 'string' ? cn : undefined);
        if (!answer) return; // never answer: the client must time out
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function rejection(p: Promise<unknown>): Promise<BankIdError> {
  const err = await p.then(() => undefined, (e: unknown) => e);
  expect(err).toBeInstanceOf(BankIdError);
  return err as BankIdError;
}

const echo: Handler = (path, body, cn) => ({ status: 200, body: JSON.stringify({ orderRef: REF, status: 'pending', hintCode: 'outstandingTransaction', path, sent: JSON.parse(body), cn }) });

describe('mutual TLS', () => {
  it.each([
    ['PEM files', { cert: fixture('client.pem'), key: fixture('client.key'), ca: fixture('ca.pem') }],
    ['PEM text', { cert: readFileSync(fixture('client.pem'), 'utf8'), key: readFileSync(fixture('client.key'), 'utf8'), ca: readFileSync(fixture('ca.pem'), 'utf8') }],
    ['PKCS#12', { pfx: fixture('client.p12'), passphrase: 'qwerty123', ca: fixture('ca.pem') }],
  ])('presents the RP certificate from %s and posts JSON to /rp/v6.0/<method>', async (_name, tls) => {
    handler = echo;
    const client = new BankIdClient({ baseUrl: `${baseUrl}/`, tls });
    const answer = (await client.collect(REF)) as unknown as Record<string, unknown>;
    expect(answer).toMatchObject({ path: '/rp/v6.0/collect', sent: { orderRef: REF }, cn: 'FP Testcert sandbox RP' });
    client.close();
  });

  it('fails without a client certificate, and against a server its pinned CA did not sign', async () => {
    handler = echo;
    const noCert = new BankIdClient({ baseUrl, tls: { ca: fixture('ca.pem') } });
    expect(await rejection(noCert.collect(REF))).toMatchObject({ errorCode: 'internalError', httpStatus: null });
    noCert.close();
    const systemCas = new BankIdClient({ baseUrl, tls: { cert: fixture('client.pem'), key: fixture('client.key') } });
    expect(await rejection(systemCas.collect(REF))).toMatchObject({ errorCode: 'internalError', httpStatus: null });
    systemCas.close();
  });

  it('refuses a client certificate for a plain-HTTP base URL', () => {
    expect(() => new BankIdClient({ baseUrl: 'http://127.0.0.1', tls: { pfx: fixture('client.p12') } })).toThrow(/non-https/);
  });
});

describe('error answers', () => {
  const client = () => new BankIdClient({ baseUrl, timeoutMs: 300, tls: { cert: fixture('client.pem'), key: fixture('client.key'), ca: fixture('ca.pem') } });

  it.each<[string, number, string, string, string]>([
    ['a BankID error', 400, '{"errorCode":"alreadyInProgress","details":"Order already in progress for pno"}', 'alreadyInProgress', 'Order already in progress for pno'],
    ['a code this client does not know', 400, '{"errorCode":"somethingNew","details":"x"}', 'somethingNew', 'x'],
    ['maintenance from a gateway', 503, '<html>down</html>', 'maintenance', '<html>down</html>'],
    ['a bare 500', 500, '', 'internalError', ''],
    ['rate limiting', 429, '{"errorCode":"tooManyRequests","details":"slow down"}', 'tooManyRequests', 'slow down'],
  ])('%s', async (_name, status, body, errorCode, details) => {
    handler = () => ({ status, body });
    const c = client();
    expect(await rejection(c.auth({ endUserIp: '192.0.2.1' }))).toMatchObject({ errorCode, details, httpStatus: status });
    c.close();
  });

  it('a 200 without JSON is an internal error', async () => {
    handler = () => ({ status: 200, body: 'ok' });
    const c = client();
    expect(await rejection(c.cancel(REF))).toMatchObject({ errorCode: 'internalError', httpStatus: 200 });
    c.close();
  });

  it('no answer in time is requestTimeout', async () => {
    handler = () => null;
    const c = client();
    expect(await rejection(c.collect(REF))).toMatchObject({ errorCode: 'requestTimeout', httpStatus: null });
    c.close();
  });
});
