// The import rules (.dependency-cruiser.cjs, run by `npm run lint`) fail on deliberately bad imports and pass a tree
// that keeps them: a small tree of the house's shape is written to a temporary folder and cruised with the real config.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '..');
const bin = join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const config = join(root, '.dependency-cruiser.cjs');
let dir = '';

function tree(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), 'import-rules-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

async function cruise(cwd: string): Promise<{ ok: boolean; output: string }> {
  try {
    const { stdout } = await run(process.execPath, [bin, 'src/**/*.{ts,tsx}', 'server/**/*.ts', '--config', config, '--output-type', 'err'], { cwd });
    return { ok: true, output: stdout };
  } catch (e) {
    const err = e as { stdout?: string };
    return { ok: false, output: err.stdout ?? String(e) };
  }
}

const good = {
  'src/rules/calendar.ts': 'export const day = 1;\n',
  'src/features/map/index.ts': "export { MapView } from './MapView';\n",
  'src/features/map/MapView.ts': "import { day } from '../../rules/calendar';\nexport const MapView = day;\n",
  'src/features/listings/ListingsPage.ts': "import { MapView } from '../map';\nexport const page = MapView;\n",
  'src/app/router.ts': "import { MapView } from '../features/map/index';\nexport const routes = [MapView];\n",
  'server/domain/queue-fee.ts': "import { day } from '../../src/rules/calendar';\nexport const fee = day;\n",
  'server/payments/orders.service.ts': "import { fee } from '../domain/queue-fee';\nexport const orders = fee;\n",
  'server/payments/payment.service.ts': "import { orders } from './orders.service';\nexport const pay = orders;\n",
  'server/graphql/resolvers.ts': "import { pay } from '../payments/payment.service';\nexport const r = pay;\n",
  'server/http/reply.ts': 'export const reply = 1;\n',
  'server/payments/payments.routes.ts': "import { reply } from '../http/reply';\nimport { pay } from './payment.service';\nexport const routes = [reply, pay];\n",
  'src/components/Button.ts': "import { day } from '../rules/calendar';\nexport const Button = day;\n",
  'src/staff/StaffApp.ts': "import { Button } from '../components/Button';\nexport const app = Button;\n",
};

afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('import rules', () => {
  it('pass a tree that keeps them', async () => {
    const result = await cruise(tree(good));
    expect(result.output).toContain('no dependency violations found');
    expect(result.ok).toBe(true);
  });

  it.each([
    ['feature-through-public-index', { 'src/features/listings/ListingsPage.ts': "import { MapView } from '../map/MapView';\nexport const page = MapView;\n" }],
    ['app-through-public-index', { 'src/app/router.ts': "import { MapView } from '../features/map/MapView';\nexport const routes = [MapView];\n" }],
    ['rules-are-pure', { 'src/rules/calendar.ts': "import { MapView } from '../features/map';\nexport const day = MapView;\n" }],
    ['domain-is-pure', { 'server/domain/queue-fee.ts': "import { orders } from '../payments/orders.service';\nexport const fee = orders;\n" }],
    ['area-not-to-graphql-or-wiring', { 'server/payments/payment.service.ts': "import { r } from '../graphql/resolvers';\nexport const pay = r;\n" }],
    ['seed-is-not-a-library', { 'server/db/seed/dates.ts': 'export const d = 1;\n', 'server/payments/orders.service.ts': "import { d } from '../db/seed/dates';\nexport const orders = d;\n" }],
    ['client-not-to-server', { 'src/features/map/MapView.ts': "import { fee } from '../../../server/domain/queue-fee';\nexport const MapView = fee;\n" }],
    ['staff-and-applicants-apart', { 'src/staff/StaffApp.ts': "import { MapView } from '../features/map';\nexport const app = MapView;\n" }],
    ['orders-before-payments', { 'server/payments/orders/order-link.ts': "import { pay } from '../payment.service';\nexport const link = pay;\n" }],
    ['rules-no-node', { 'src/rules/calendar.ts': "import { readFileSync } from 'node:fs';\nexport const day = readFileSync;\n" }],
    ['only-routes-use-http', { 'server/payments/payment.service.ts': "import { reply } from '../http/reply';\nimport { orders } from './orders.service';\nexport const pay = [reply, orders];\n" }],
    ['server-uses-only-shared-rules', { 'server/payments/orders.service.ts': "import { MapView } from '../../src/features/map';\nexport const orders = MapView;\n" }],
    ['shared-components-stay-shared', { 'src/components/Button.ts': "import { MapView } from '../features/map';\nexport const Button = MapView;\n" }],
    ['applicants-and-staff-apart', { 'src/features/map/MapView.ts': "import { app } from '../../staff/StaffApp';\nexport const MapView = app;\n" }],
    ['no-cycles', { 'server/payments/orders.service.ts': "import type { pay } from './payment.service';\nexport const orders = 1 as unknown as typeof pay;\n" }],
  ])('fail on a bad import and name the rule: %s', async (rule, change) => {
    const result = await cruise(tree({ ...good, ...change }));
    expect(result.ok).toBe(false);
    expect(result.output).toContain(`error ${rule}:`);
  });
});
