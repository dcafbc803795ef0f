import { defineConfig } from 'vitest/config';
import { nodePreset } from '@veso/vitest-config/node';

export default defineConfig(
  nodePreset({
    // A zone far from Vietnam, so a formatter that leaks the machine's zone fails the tests.
    env: { TZ: 'America/New_York' },
    // The real-draw tests walk thousands of draws, and coverage slows them down.
    testTimeout: 90_000,
    coverage: {
      enabled: true,
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/**/*.stories.ts', 'src/test/**'],
      // Under .reports with the JSON test report, which is git-ignored like it.
      reportsDirectory: '.reports/coverage',
      reporter: ['text-summary', 'json-summary'],
      thresholds: { lines: 95 },
    },
  }),
);
