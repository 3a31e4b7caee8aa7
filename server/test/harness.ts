// Integration harness: the real app on a real socket, on a fresh database — in-memory PGlite by
// default, or a throw-away database on the PostgreSQL server named by TEST_DATABASE_URL.
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { buildApp, type LogStream } from '../app';
import type { RouteEntry } from '../http/route-table';
import { testConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import type { Services } from '../services';
import { createFileStorage } from '../storage/create-storage';
import { TEST_NOW } from './now';
import { createPostgresDatabase } from './postgres-database';
import type { Templates } from './templates';

export { TEST_NOW };

export interface TestServer {
  baseUrl: string;
  services: Services;
  clock: { now: Date };
  logs: string[];
  /** The uploaded files' folder (a fresh temp dir; FILES_DIR), unless the env names S3 storage. */
  filesDir: string;
  /** Every route the app registered (method and URL pattern). */
  routes: RouteEntry[];
  client(): TestClient;
  /** A new client logged in as this person (fails the test when the login is refused). */
  loggedIn(who: { email: string; password: string }): Promise<TestClient>;
  close(): Promise<void>;
}

export { createPostgresDatabase };

/** The run's seeded templates (server/test/global-setup.ts), or null outside the int project. */
function templates(): Templates | null {
  try {
    return inject('testTemplates') ?? null;
  } catch {
    return null;
  }
}

/**
 * A fresh database: in-memory PGlite, or a throw-away database on TEST_DATABASE_URL's server. With `seeded`, a copy of
 * the run's seeded template and its files copied into filesDir, when the run has one (else migrated and seeded here).
 */
async function freshDatabase(seeded: boolean, filesDir: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = seeded ? templates() : null;
  if (!adminUrl) {
    const lite = template?.pglite;
    const pgliteLoad = lite ? new Blob([new Uint8Array(await readFile(lite.dump))]) : undefined;
    if (lite) await cp(lite.filesDir, filesDir, { recursive: true });
    const database = await openDatabase({ databaseUrl: '', pgliteDir: 'memory://', pgliteLoad });
    return { database, drop: async () => {} };
  }
  const fromTemplate = template?.postgres;
  if (fromTemplate) await cp(fromTemplate.filesDir, filesDir, { recursive: true });
  const { url, drop } = await createPostgresDatabase(adminUrl, 'it', fromTemplate?.name);
  const database = await openDatabase({ databaseUrl: url, pgliteDir: 'unused' });
  return { database, drop };
}

export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const filesDir = await mkdtemp(join(tmpdir(), 'portal-files-'));
  const config = testConfig({ LOG_LEVEL: 'info', STATIC_DIR: './no-such-dir', FILES_DIR: filesDir, ...env });
  // Seeded demo data in local files is what the template holds; anything else prepares its own database below.
  const { database, drop } = await freshDatabase(config.SEED_ON_EMPTY && !config.S3_BUCKET && config.NODE_ENV !== 'production', filesDir);
  // Like server/main.ts: seeded unless the configuration says otherwise (production never seeds); the demo's files go
  // to the storage the app is given (this server's temp folder, or the bucket the env names).
  await prepareDatabase(database, { seedOnEmpty: config.SEED_ON_EMPTY, nodeEnv: config.NODE_ENV, storage: createFileStorage(config), now: TEST_NOW });
  const clock = { now: new Date(TEST_NOW) };
  const logs: string[] = [];
  const logStream: LogStream = { write: (line) => void logs.push(line) };
  const { app, services, routes } = await buildApp(config, database, { logStream, now: () => clock.now });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    services,
    clock,
    logs,
    filesDir,
    routes,
    client: () => new TestClient(baseUrl),
    loggedIn: async (who) => {
      const client = new TestClient(baseUrl);
      const res = await client.login(who.email, who.password);
      if (res.status !== 200) throw new Error(`login as ${who.email} answered ${res.status}`);
      return client;
    },
    close: async () => {
      // Cut every socket (keep-alive clients, webhook deliveries in flight) so closing never waits on one.
      const closing = app.close();
      app.server.closeAllConnections();
      await closing;
      await database.close();
      await drop();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}

/**
 * One test server for the test file: started before its tests, closed after them, its clock put back to TEST_NOW after
 * each test. The returned object stands for the server once it runs.
 */
export function useTestServer(env: Record<string, string> = {}): TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(env);
  });
  afterAll(async () => {
    await server?.close();
  });
  afterEach(() => {
    if (server) server.clock.now = new Date(TEST_NOW);
  });
  return new Proxy({} as TestServer, {
    get: (_target, key) => {
      if (!server) throw new Error('the test server is not running (use it inside a test or hook)');
      return server[key as keyof TestServer];
    },
  });
}

/** A browser-like client: keeps cookies and sends the CSRF header the SPA sends. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  csrf = true;

  constructor(readonly baseUrl: string) {}

  /** The CSRF cookie's value (named __Host-csrf_token when the server runs behind https). */
  csrfToken(): string | undefined {
    return this.cookies.get('csrf_token') ?? this.cookies.get('__Host-csrf_token');
  }

  private cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** A multipart POST like the SPA's registration and upload forms send. */
  multipart(path: string, fields: Record<string, string>, files: { field: string; name: string; type: string; content: Buffer }[] = []) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    for (const f of files) form.append(f.field, new Blob([new Uint8Array(f.content)], { type: f.type }), f.name);
    return this.request('POST', path, form);
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    if (method !== 'GET' && this.csrf && !this.csrfToken()) await this.request('GET', '/mypages/api/status');
    const res = await fetch(this.baseUrl + path, {
      method,
      headers: {
        ...(body !== undefined && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
        ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}),
        ...(method !== 'GET' && this.csrf ? { 'x-csrf-token': this.csrfToken() ?? '' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' || body instanceof FormData ? body : JSON.stringify(body),
      redirect: 'manual',
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...rest] = (pair ?? '').split('=');
      const value = rest.join('=');
      if (!name) continue;
      if (value === '' || /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let json: any = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, text, json };
  }

  get(path: string) {
    return this.request('GET', path);
  }
  post(path: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.request('POST', path, body, headers);
  }
  login(username: string, password: string) {
    return this.post('/mypages/api/account/login', { username, password });
  }
  graphql(query: string, variables?: Record<string, unknown>) {
    return this.post('/mypages/api', { query, variables });
  }
  /** The first field of a GraphQL answer's data; fails the test on GraphQL errors. */
  async data(query: string, variables?: Record<string, unknown>): Promise<any> {
    const res = await this.graphql(query, variables);
    if (res.json?.errors) throw new Error(`GraphQL errors: ${JSON.stringify(res.json.errors)}`);
    return Object.values(res.json.data)[0];
  }
}
