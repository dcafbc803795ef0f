import { availableParallelism } from 'node:os';
import { nodePreset } from '@veso/vitest-config/node';
import { defineConfig } from 'vitest/config';

/**
 * Two projects: "postgres" when TEST_DATABASE_URL is set runs every suite (each test app
 * gets its own fresh schema, dropped afterwards); "pglite" (embedded, in memory) runs the
 * engine-dependent files beside it ({@link ENGINE_TESTS}), or every file without PostgreSQL. The JSON report stays one file at the root config.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;

// Each project names its files: `extends: true` would add the root's `include` to theirs.
const { include: allTests, ...base } = nodePreset().test ?? {};

/**
 * With PostgreSQL at hand, the "pglite" project runs only the files whose behaviour depends
 * on the engine: the database layer and migrations, connection loss and outages,
 * crashes, concurrency and idempotency, notifications (live Keno, the read cache), prepared
 * statements and the purchase function's statement budget, the CLI and the process start
 * (PGlite is the default database), health, the malformed-order and scheduled-job
 * suites, and the spec-conformance suites. Every other file runs once, on PostgreSQL, the production engine.
 * Without PostgreSQL the "pglite" project runs every file.
 */
export const ENGINE_TESTS = [
  'src/db/**/*.test.ts',
  'src/db-outage.test.ts',
  'src/main.test.ts',
  'src/commands.test.ts',
  'src/server.test.ts',
  'src/test/*.test.ts',
  'src/jobs/**/*.test.ts',
  'src/http/read-cache.test.ts',
  'src/modules/health/*.test.ts',
  'src/modules/keno/live*.test.ts',
  'src/modules/payments/crash.test.ts',
  'src/modules/session/*.test.ts',
  'src/modules/orders/statement-budget.test.ts',
  'src/modules/orders/purchase.test.ts',
  'src/modules/orders/reserve-and-pay.test.ts',
  'src/modules/orders/purchase-function.test.ts',
  'src/modules/orders/malformed-orders.test.ts',
  'src/modules/order-jobs/*.test.ts',
  'src/modules/xskt/stock-query-plan.test.ts',
  'src/modules/catalog/config-cache.test.ts',
  // The suites written from the spec alone: a partner's client runs against either engine.
  'src/spec-conformance/*.test.ts',
];

export default defineConfig({
  test: {
    ...base,
    // Generous, as the e2e's: the CI machine has 2 cores shared with the other suites, where
    // the CLI tests (child processes, each opening its own database) took 40–61 s at load 16.
    testTimeout: 120_000,
    // Test files share one module graph per worker: no module of the server keeps state,
    // and importing Fastify, Swagger and PGlite once per worker halves the run time.
    isolate: false,
    hookTimeout: 120_000,
    // The suites wait on their database much of the time: two files at once even on 2 cores
    // (vitest's default is one there). The whole suite, both projects, on a quiet 2-core
    // machine: 245 s with two workers.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'pglite',
          include: postgresUrl ? ENGINE_TESTS : allTests,
          provide: { testDatabaseUrl: '' },
          globalSetup: ['./src/test/global-setup.ts'],
        },
      },
      ...(postgresUrl
        ? [
            {
              extends: true,
              test: {
                name: 'postgres',
                include: allTests,
                provide: { testDatabaseUrl: postgresUrl },
              },
            },
          ]
        : []),
    ],
  },
});
