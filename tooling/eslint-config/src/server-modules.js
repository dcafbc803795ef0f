/**
 * The module rules of apps/server, as data (like the layers in layers.js): what its module
 * graph is made of and the cycles it still allows (none). See apps/server/README.md
 * "Dependency rule".
 */
export const SERVER_MODULES = {
  /** `src/modules/<name>/**` is the module <name>; `src/db`, `src/http`… one module each. */
  modulesDir: 'modules',
  /**
   * The app's composition: it imports the modules; no module imports it. `commands/` is the
   * operator CLI's command table, one file per command.
   */
  composition: ['app.ts', 'server.ts', 'main.ts', 'cli.ts', 'commands/', 'seed.ts', 'families.ts'],
  /** Each module's front door: other modules and the composition import only this file. */
  frontDoor: 'index.ts',
  /**
   * The test harness (`src/test/`): builds whole apps for the tests of every module; the
   * spec-conformance suites (`src/spec-conformance/`), which drive every module as a client.
   */
  testDirs: ['test', 'spec-conformance'],
  /**
   * Known cycles, allowed until they are removed: none left. Lint fails on any cycle not listed here, and
   * on an entry here that no longer exists (so the list only shrinks).
   */
  allowedCycles: [],
  hint: 'move the shared piece into the module it belongs to, or down into a module both may import (apps/server/README.md, "Dependency rule")',
};
