import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from './scripts/chromium';
import { twoInstancesVariant } from './e2e/support/two-instances';

// Two servers on in-memory databases: the default one and one with a short session for the
// session-timer test. The SPA must be built first (npm run test:e2e does it).
// Ports and the built SPA can be moved by environment so two runs can share a machine.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const SHORT_SESSION_PORT = Number(process.env.E2E_SHORT_SESSION_PORT ?? E2E_PORT + 1);

const server = (port: number, env: Record<string, string> = {}) => ({
  command: 'npx tsx server/main.ts',
  url: `http://127.0.0.1:${port}/mypages/api/status`,
  // /status answers 401 without a session: any answer means the server is up.
  ignoreHTTPSErrors: true,
  reuseExistingServer: false,
  // A cold start migrates and seeds an in-memory database; on a loaded 2-core machine that took up to 50 s.
  timeout: 180_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${port}`,
    PGLITE_DIR: 'memory://',
    // Uploaded files (the demo's and the tests') in a throw-away folder beside the throw-away database: never in
    // ./data/files, whose files a test server's orphan cleanup would take for orphans of its own empty database.
    FILES_DIR: mkdtempSync(join(tmpdir(), `portal-e2e-files-${port}-`)),
    LOG_LEVEL: 'warn',
    STATIC_DIR: process.env.E2E_STATIC_DIR ?? './dist/app',
    STAFF_STATIC_DIR: process.env.E2E_STAFF_STATIC_DIR ?? './dist/staff',
    ...env,
  },
});

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
const MOBILE_JOURNEYS = /[\\/]e2e[\\/](shell|consent|layout-shift|listings|listings-map|rental-object|keyboard|applications)\.spec\.ts$/;
// E2E_TWO_INSTANCES=1 (with TEST_DATABASE_URL): only the project 'two-instances' and its server (two processes on one
// PostgreSQL behind a round-robin proxy), since Playwright starts every web server whatever project is asked for.
const twoInstances = twoInstancesVariant(desktop);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: twoInstances ? [twoInstances.project] : [
    { name: 'desktop', testIgnore: 'staff/**', use: desktop },
    // The phone runs the journeys whose layout or input differs there (the menu behind its toggle, the list, map and
    // detail, the consent banner, layout shift, the keyboard path, which logs in by keyboard on the phone) and the
    // applications page (its offer is accepted on the phone, asked and cancelled on the desktop). The other journeys
    // are forms that lay out the same on both, the login form among them; they ran twice for nothing but time
    // (docs/decisions.md, "End-to-end tests on the phone").
    { name: 'mobile', testMatch: MOBILE_JOURNEYS, use: { ...devices['Pixel 7'] } },
    // The back office (e2e/staff): case handlers work at a desk, so its journeys run once, on the desktop.
    { name: 'staff', testMatch: 'staff/**/*.spec.ts', use: desktop },
  ],
  webServer: twoInstances ? [twoInstances.webServer] : [server(E2E_PORT), server(SHORT_SESSION_PORT, { SESSION_SECONDS: '40', SESSION_WARNING_SECONDS: '35' })],
});
