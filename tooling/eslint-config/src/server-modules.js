/**
 * The module rules of apps/server, as data (like the layers in layers.js): what its module
 * graph is made of and the cycles it still has. See apps/server/README.md "Dependency rule".
 */
export const SERVER_MODULES = {
  /** `src/modules/<name>/**` is the module <name>; `src/db`, `src/http`… one module each. */
  modulesDir: 'modules',
  /** The app's composition: it imports the modules; no module imports it. */
  composition: ['app.ts', 'server.ts', 'main.ts', 'cli.ts', 'commands.ts', 'seed.ts'],
  /** The test harness (`src/test/`): builds whole apps for the tests of every module. */
  testDirs: ['test'],
  /**
   * Known cycles, allowed until they are removed: nothing else. Lint fails on any other
   * cycle, and on an entry here that no longer exists (so the list only shrinks).
   */
  allowedCycles: [
    {
      // orders starts the printing job; printing refunds unprinted orders through the
      // orders service. Removed when orders/ is split and the jobs move to jobs/ (issue #14).
      cycle: ['orders', 'printing'],
      reason: 'issue #14 phase 2: orders split, printing and refunds on the job runner',
    },
    {
      // orders starts the settlement job; settlement reads order views, prices and
      // subscriptions from orders. Removed with the orders split (issue #14).
      cycle: ['orders', 'settlement'],
      reason: 'issue #14 phase 2: orders split, settlement on the job runner',
    },
  ],
  hint: 'move the shared piece into the module it belongs to, or down into a module both may import (apps/server/README.md, "Dependency rule")',
};
