/**
 * Every package writes a JSON report to `.reports/vitest.json` beside the console
 * output, so the root test command can total passed/failed over all suites.
 */
export const reporters = {
  reporters: ['default', 'json'],
  outputFile: { json: '.reports/vitest.json' },
};
