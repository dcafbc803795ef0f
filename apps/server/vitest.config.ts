import { availableParallelism } from 'node:os';
import { nodePreset } from '@veso/vitest-config/node';
import { defineConfig } from 'vitest/config';

/**
 * Two projects run the same suites: "pglite" (embedded, in memory) always, and
 * "postgres" when TEST_DATABASE_URL is set; there each test app gets its own fresh
 * schema, dropped afterwards. The JSON report stays one file at the root config.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;

const preset = nodePreset();

export default defineConfig({
  ...preset,
  test: {
    ...preset.test,
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
          provide: { testDatabaseUrl: '' },
          globalSetup: ['./src/test/global-setup.ts'],
        },
      },
      ...(postgresUrl
        ? [
            {
              extends: true,
              test: { name: 'postgres', provide: { testDatabaseUrl: postgresUrl } },
            },
          ]
        : []),
    ],
  },
});
