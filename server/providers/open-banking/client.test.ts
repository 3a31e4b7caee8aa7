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

beforeAll(async () => {
  server = createServer((req, res) => {
    hits++;
    const status = replies.shift() ?? 200;
    if (status === 0) return; // never answers
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(status === 200 ? JSON.stringify({ accounts: [], nextPageToken: '', access_token: 't', token_type: 'bearer', expires_in: 1800, scope: 's' }) : JSON.stringify({ errorCode: `E${status}`, errorMessage: 'scripted' }));
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
