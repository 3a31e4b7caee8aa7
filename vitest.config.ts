import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const SCHEDULE_TEST = 'server/jobs/scheduler.pg.test.ts';

// Two projects: fast unit/component tests (jsdom for src, node for server/domain) and
// integration tests that drive the real Fastify app against a fresh database.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // Vitest's default is one worker fewer than the cores: one on CI's two. Two halve the unit and integration stages'
      // time there (each file still has its own database; the pg project's files stay one at a time).
      maxWorkers: Math.max(2, availableParallelism() - 1),
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: ['src/**/*.test.{ts,tsx}'],
            environment: 'node',
            globals: true,
            setupFiles: ['./src/test/setup.ts'],
            // A page's first test also loads its lazy modules; on a shared 2-core machine under load that alone passed
            // the default 5 s now and then (AccountPage). Assertions wait by findBy/waitFor, never by this budget.
            testTimeout: 15_000,
          },
        },
        {
          extends: true,
          test: {
            // The server's, the scripts' and the benches' unit tests: Node only, without the setup the components need
            // (Testing Library and its matchers, which each file imported for nothing). No file mocks or stubs a module
            // or a global, so a worker keeps its modules from one file to the next (isolate: false): 45 → 18 s here.
            name: 'unit-node',
            include: ['server/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
            exclude: ['server/**/*.int.test.ts', 'server/**/*.pg.test.ts'],
            environment: 'node',
            globals: true,
            testTimeout: 15_000,
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'int',
            include: ['server/**/*.int.test.ts'],
            // One migrated and seeded database per run, copied by each test server (server/test/templates.ts).
            globalSetup: ['./server/test/global-setup.ts'],
            environment: 'node',
            globals: true,
            testTimeout: 30_000,
            hookTimeout: 60_000,
            pool: 'forks',
            // Each file builds its own server and database (the harness), and no int file mocks a module: a worker may
            // keep the modules it imported for its next file. Each file imported the whole app again: 237 of 510 s.
            isolate: false,
            // …so the test helpers' counters start again for each file.
            setupFiles: ['./server/test/per-file-setup.ts'],
          },
        },
        {
          extends: true,
          test: {
            // Tests that need a PostgreSQL server (TEST_DATABASE_URL): several processes on one database.
            name: 'pg',
            include: ['server/**/*.pg.test.ts'],
            exclude: [SCHEDULE_TEST],
            environment: 'node',
            globals: true,
            testTimeout: 60_000,
            hookTimeout: 240_000,
            pool: 'forks',
            fileParallelism: false,
          },
        },
        {
          extends: true,
          test: {
            // The schedule test waits a minute or more for pg-boss's second one-minute slot with little to do: a project
            // of its own, which scripts/test-all.sh runs in a second process beside the int and pg projects' files.
            name: 'pg-schedule',
            include: [SCHEDULE_TEST],
            environment: 'node',
            globals: true,
            testTimeout: 300_000,
            hookTimeout: 240_000,
            pool: 'forks',
          },
        },
      ],
    },
  }),
);
