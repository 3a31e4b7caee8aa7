// The client's retry rules against a scripted local server: which failures are asked again, how often, and
// that the single-use code's exchange is repeated only when the provider said it did nothing.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OpenBankingClient } from './client';
import { OpenBankingError } from './errors';

let server: Server;
let replies: number[] = [];
let hits = 0;
let url = '';
let requests: { method: string; path: string; authorization: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    hits++;
    requests.push({ method: req.method ?? '', path: req.url ?? '', authorization: req.headers.authorization ?? '' });
    const status = replies.shift() ?? 200;
    if (status === 0) return; // never answers
    if (status === 204) return void res.writeHead(204).end();
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(status === 200 ? JSON.stringify({ accounts: [], nextPageToken: '', access_token: 't', token_type: 'bearer', expires_in: 1800, scope: 's', code: 'c' }) : JSON.stringify({ errorCode: `E${status}`, errorMessage: 'scripted' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  hits = 0;
  replies = [];
  requests = [];
});

const client = (apiUrl = url) => new OpenBankingClient({ apiUrl, linkUrl: 'https://link.example', clientId: 'id', clientSecret: 'secret', redirectUri: 'https://x.example/cb', backoffMs: 1, timeoutMs: 200 });
const failure = (p: Promise<unknown>) => p.then(() => { throw new Error('expected a refusal'); }, (e: unknown) => e as OpenBankingError);

describe('retries', () => {
  it.each([[429], [500], [502], [503]])('asks again after %i and succeeds', async (status) => {
    replies = [status, status];
    await expect(client().accountsPage('token')).resolves.toMatchObject({ accounts: [] });
    expect(hits).toBe(3);
  });

  it('gives up after three attempts with the last typed error', async () => {
    replies = [503, 503, 503, 200];
    expect(await failure(client().accountsPage('token'))).toMatchObject({ httpStatus: 503, errorCode: 'E503', errorMessage: 'scripted' });
    expect(hits).toBe(3);
  });

  it.each([[400], [401], [403], [404]])('never asks again after %i', async (status) => {
    replies = [status];
    expect(await failure(client().accountsPage('token'))).toMatchObject({ httpStatus: status });
    expect(hits).toBe(1);
  });

  it('times out and retries a silent server', async () => {
    replies = [0, 0, 0];
    expect(await failure(client().accountsPage('token'))).toMatchObject({ httpStatus: null, errorCode: 'TIMEOUT' });
    expect(hits).toBe(3);
  });

  it('reports a refused connection as a network error', async () => {
    expect(await failure(client('http://127.0.0.1:1').accountsPage('token'))).toMatchObject({ httpStatus: null, errorCode: 'NETWORK_ERROR' });
  });

  it('repeats the code exchange after 503, never after 500 (the code may be spent)', async () => {
    replies = [503];
    await expect(client().exchangeCode('c')).resolves.toMatchObject({ access_token: 't' });
    expect(hits).toBe(2);
    hits = 0;
    replies = [500];
    expect(await failure(client().exchangeCode('c'))).toMatchObject({ httpStatus: 500 });
    expect(hits).toBe(1);
  });
});

describe('deleting credentials', () => {
  it('sends DELETE /api/v1/credentials/{id} with the user token and answers deleted on 204', async () => {
    replies = [204];
    await expect(client().deleteCredentials('user-token', 'c1')).resolves.toBe('deleted');
    expect(requests).toEqual([{ method: 'DELETE', path: '/api/v1/credentials/c1', authorization: 'Bearer user-token' }]);
  });

  it('counts 404 as already gone, asked once', async () => {
    replies = [404];
    await expect(client().deleteCredentials('t', 'c1')).resolves.toBe('gone');
    expect(hits).toBe(1);
  });

  it.each([[429], [500], [503], [0]])('asks again after %i (0: no answer) and succeeds', async (status) => {
    replies = [status, 204];
    await expect(client().deleteCredentials('t', 'c1')).resolves.toBe('deleted');
    expect(hits).toBe(2);
  });

  it('gives up after three failed attempts', async () => {
    replies = [503, 503, 503, 204];
    expect(await failure(client().deleteCredentials('t', 'c1'))).toMatchObject({ httpStatus: 503 });
    expect(hits).toBe(3);
  });

  it.each([[400], [401], [403]])('never asks again after %i', async (status) => {
    replies = [status];
    expect(await failure(client().deleteCredentials('t', 'c1'))).toMatchObject({ httpStatus: status });
    expect(hits).toBe(1);
  });

  it('revokes by user id: a client token, a code for the user, its exchange, then the delete', async () => {
    replies = [200, 200, 200, 204];
    await expect(client().revokeCredentials('u1', 'c1')).resolves.toBe('deleted');
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/v1/oauth/token',
      'POST /api/v1/oauth/authorization-grant',
      'POST /api/v1/oauth/token',
      'DELETE /api/v1/credentials/c1',
    ]);
  });

  it('counts an unknown user (404 for the code) as gone', async () => {
    replies = [200, 404];
    await expect(client().revokeCredentials('u1', 'c1')).resolves.toBe('gone');
  });
});
