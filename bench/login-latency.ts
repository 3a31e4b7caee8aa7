// Reply time of failed logins for an existing and an unknown account, over real HTTP on an
// in-memory database. The two medians should be close: the reply time must not reveal accounts.
import { mkdtemp } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { prepareDatabase } from '../server/db/prepare';
import { createFileStorage } from '../server/storage/create-storage';

const rounds = Number(process.argv[2] ?? 20);
// The demo's uploaded files go to a temp folder, like the in-memory database they belong to.
const config = testConfig({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000', LOGIN_MAX_FAILURES_PER_ADDRESS: '10000', FILES_DIR: await mkdtemp(join(tmpdir(), 'bench-files-')) });
const database = await openDatabase({ databaseUrl: '', pgliteDir: 'memory://' });
await prepareDatabase(database, { seedOnEmpty: true, nodeEnv: process.env.NODE_ENV, storage: createFileStorage(config) });
const { app } = await buildApp(config, database);
await app.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const first = await fetch(`${base}/mypages/api/status`);
const csrf = /csrf_token=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
const headers = { 'content-type': 'application/json', cookie: `csrf_token=${csrf}`, 'x-csrf-token': csrf };

async function time(username: string): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(`${base}/mypages/api/account/login`, { method: 'POST', headers, body: JSON.stringify({ username, password: 'Fel-losenord-1!' }) });
  await res.text();
  if (res.status !== 401) throw new Error(`expected 401, got ${res.status}`);
  return performance.now() - t0;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const known: number[] = [];
const unknown: number[] = [];
for (let i = 0; i < rounds; i++) {
  known.push(await time('anna.andersson@example.se'));
  unknown.push(await time(`nobody${i}@example.se`));
}
console.log(`failed login, existing account: median ${median(known).toFixed(1)} ms`);
console.log(`failed login, unknown account:  median ${median(unknown).toFixed(1)} ms`);
await app.close();
await database.close();
