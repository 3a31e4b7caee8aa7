// Two server processes on one PostgreSQL and one S3 bucket behind one address (issue 15): a round-robin proxy sends
// each request to the next process, so every step below crosses between them. Sessions (applicant and staff) hold
// across both, a logout on one ends the session on the other, and an upload through one is downloadable through the
// other. (Jobs on two processes: server/jobs/scheduler.pg.test.ts and pg-boss-runner.pg.test.ts.) Runs in
// the PostgreSQL phase of `npm test` (vitest project pg).
import { scenarios } from '../db/seed/scenarios';
import { SAMPLE_PDF } from '../documents/sample-files';
import { StaffClient } from '../staff/testing';
import { startS3Server } from '../storage/testing';
import { createPostgresDatabase, TestClient } from './harness';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy';
import { startMain, type StartedProcess } from './spawn-server';

const adminUrl = process.env.TEST_DATABASE_URL;
const anna = scenarios.payingApplicant;

describe('two instances on one PostgreSQL and one bucket', () => {
  let db: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let instances: StartedProcess[] = [];
  let proxy: RoundRobinProxy;

  beforeAll(async () => {
    if (!adminUrl) throw new Error('the pg project needs TEST_DATABASE_URL (npm test starts PostgreSQL when it can)');
    db = await createPostgresDatabase(adminUrl);
    s3 = await startS3Server();
    const env = {
      DATABASE_URL: db.url,
      S3_BUCKET: s3.settings.bucket,
      S3_ENDPOINT: s3.settings.endpoint,
      S3_REGION: s3.settings.region,
      S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
      SEED_ON_EMPTY: 'true',
      NODE_ENV: 'test',
    };
    // The first seeds the empty database before it listens; the second finds it seeded.
    for (let i = 0; i < 2; i++) {
      const started = await startMain(env);
      instances.push(started);
      expect(started.exitCode, started.stderr).toBeNull();
    }
    proxy = await startRoundRobinProxy(instances.map((p) => p.baseUrl));
  }, 180_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all(instances.map((p) => p.stop()));
    await s3?.close();
    await db?.drop();
  });

  it("keeps an applicant's session across both, and ends it on both at logout", async () => {
    const c = new TestClient(proxy.baseUrl);
    expect((await c.login(anna.email, anna.password)).status).toBe(200);
    for (let i = 0; i < 4; i++) {
      const { applicant } = await c.data('{ getApplicant { applicant { email } } }');
      expect(applicant.email).toBe(anna.email);
    }
    expect(proxy.served.every((lines) => lines.some((l) => l.startsWith('POST /mypages/api')))).toBe(true);
    expect((await c.post('/mypages/api/account/logout')).status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const res = await c.graphql('{ getApplicant { applicant { email } } }');
      expect(res.json.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it('serves a file uploaded through one instance from the other', async () => {
    const c = new TestClient(proxy.baseUrl);
    expect((await c.login(anna.email, anna.password)).status).toBe(200);
    const upload = await c.multipart('/mypages/api/documents', { description: 'Intyg från två servrar' }, [{ field: 'file', name: 'intyg.pdf', type: 'application/pdf', content: SAMPLE_PDF }]);
    expect(upload.status, upload.text).toBe(200);
    const path = `/mypages/api/documents/${upload.json.document.documentId}/file`;
    for (let i = 0; i < 3; i++) {
      const res = await c.get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
    }
    expect(proxy.served.every((lines) => lines.includes(`GET ${path}`))).toBe(true);
  });

  it("keeps a case handler's staff session across both", async () => {
    const staff = new StaffClient(new TestClient(proxy.baseUrl));
    expect((await staff.login({ email: scenarios.caseHandler.email, password: scenarios.caseHandler.password })).status).toBe(200);
    for (let i = 0; i < 3; i++) {
      const res = await staff.graphql('{ staffMe { email } }');
      expect(res.json.data?.staffMe?.email).toBe(scenarios.caseHandler.email);
    }
  });
});
