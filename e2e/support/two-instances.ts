// The Playwright project 'two-instances' (issue 15), on only when E2E_TWO_INSTANCES=1 (with TEST_DATABASE_URL): the
// tests tagged @two-instances, the applicant journeys whose requests cross between processes — log in and out, register
// and remove interest, uploads, payments in the sandbox — and one back-office journey (a review), on the desktop,
// against two server processes behind one round-robin address on one PostgreSQL and one S3 bucket
// (e2e/support/two-instances-server.ts). A test that only shows a form's refusal or a visitor's page, one request
// answered by either process alike, is not tagged: it ran here for nothing but time. The session-timer spec is not
// among them (it needs the short-session server of the default run).
import type { PlaywrightTestConfig, Project } from '@playwright/test';

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, { command: string }>;

/** The tag of the variant's tests: `test('…', { tag: TWO_INSTANCES_TAG }, …)` (a literal in each spec). */
export const TWO_INSTANCES_TAG = '@two-instances';

/** The project and its web server when E2E_TWO_INSTANCES=1, else null (the default projects and servers run). */
export function twoInstancesVariant(use: Project['use']): { project: Project; webServer: WebServer } | null {
  if (process.env.E2E_TWO_INSTANCES !== '1') return null;
  if (!process.env.TEST_DATABASE_URL) throw new Error('E2E_TWO_INSTANCES=1 needs TEST_DATABASE_URL (bash scripts/start-postgres.sh prints one)');
  const port = Number(process.env.E2E_TWO_INSTANCES_PORT ?? 4183);
  return {
    project: { name: 'two-instances', grep: new RegExp(TWO_INSTANCES_TAG), use: { ...use, baseURL: `http://localhost:${port}` } },
    webServer: {
      command: 'node --import tsx e2e/support/two-instances-server.ts',
      url: `http://127.0.0.1:${port}/mypages/api/status`,
      reuseExistingServer: false,
      // Two cold starts one after the other, the first migrating and seeding PostgreSQL.
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_TWO_INSTANCES_PORT: String(port) },
      // SIGTERM lets the script stop both processes and s3rver and drop its database.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    },
  };
}
