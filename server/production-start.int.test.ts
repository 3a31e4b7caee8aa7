// Production start (issue 9, security 2 and 5): the real entry point refuses the public development defaults of the
// payment settings, never seeds the demo accounts (whose passwords are in the README), and the seed code itself refuses
// production whatever its caller asks.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vi } from 'vitest';
import { countApplicants } from './account/applicant.repository';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';
import { scenarios } from './db/seed/scenarios';
import { SEEDING_REFUSED } from './db/seed/seed';
import { LocalFileStorage } from './storage/local-storage';
import { TestClient } from './test/harness';
import { productionEnv } from './test/production-env';
import { startMain, type StartedProcess } from './test/spawn-server';

const anna = scenarios.payingApplicant;
let running: StartedProcess | undefined;
afterEach(async () => {
  await running?.stop();
  running = undefined;
});

// Each test starts server/main.ts in a process of its own (migrations on an empty database): on a loaded 2-core machine
// that took more than the int project's 30 s once. The assertions do not wait on this budget.
describe('starting in production', { timeout: 90_000 }, () => {
  it('refuses the development defaults of the payment settings and names each of them', async () => {
    const env = productionEnv();
    delete env.PAYMENTS_URL;
    delete env.PAYMENTS_SECRET_KEY;
    delete env.PAYMENTS_WEBHOOK_AUTHORIZATION;
    running = await startMain(env);
    expect(running.exitCode).toBe(1);
    for (const key of ['PAYMENTS_URL', 'PAYMENTS_SECRET_KEY', 'PAYMENTS_WEBHOOK_AUTHORIZATION']) expect(running.stderr).toContain(key);
  });

  it('refuses SEED_ON_EMPTY=true', async () => {
    running = await startMain(productionEnv({ SEED_ON_EMPTY: 'true' }));
    expect(running.exitCode).toBe(1);
    expect(running.stderr).toContain('SEED_ON_EMPTY');
  });

  it('starts on an empty database without demo accounts: the published demo password logs nobody in', async () => {
    running = await startMain(productionEnv());
    expect(running.exitCode).toBeNull();
    expect(running.stdout).not.toContain('demo data seeded');
    expect(running.stdout).not.toContain(anna.password);
    const client = new TestClient(running.baseUrl);
    const login = await client.login(anna.email, anna.password);
    expect(login.status).toBe(401);
    expect(client.cookies.has('sid')).toBe(false);
  });
});

describe('the seed code', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it.each([
    ['the configuration says production', 'production', 'test'],
    ['the process says production', 'development', 'production'],
  ])('refuses when %s, even when asked to seed an empty database', async (_what, nodeEnv, processEnv) => {
    vi.stubEnv('NODE_ENV', processEnv);
    const database = await openDatabase({ databaseUrl: '', pgliteDir: 'memory://' });
    try {
      await expect(prepareDatabase(database, { seedOnEmpty: true, nodeEnv, storage: new LocalFileStorage(join(tmpdir(), 'never-written')) })).rejects.toThrow(SEEDING_REFUSED);
      expect(await countApplicants(database.db)).toBe(0);
    } finally {
      await database.close();
    }
  });
});
