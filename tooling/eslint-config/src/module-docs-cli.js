#!/usr/bin/env node
/**
 * Writes (or, with --check, verifies) the generated blocks of the server's module docs:
 *
 *   node tooling/eslint-config/src/module-docs-cli.js [--check] --root <app>/src <file.md>…
 *
 * The graph's rules are the server's (`SERVER_MODULES`). --check exits 1 naming each file
 * whose blocks differ from the code and each module the table lacks; without it the files
 * are rewritten, and exits 1 only for what it cannot write (a module's table row).
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generateModuleDocs } from './module-docs.js';
import { SERVER_MODULES } from './server-modules.js';

const { values, positionals } = parseArgs({
  options: { check: { type: 'boolean', default: false }, root: { type: 'string' } },
  allowPositionals: true,
});
if (!values.root || positionals.length === 0) {
  process.stderr.write('usage: module-docs-cli.js [--check] --root <app>/src <file.md>…\n');
  process.exit(2);
}
const root = path.resolve(values.root);
const moduleNames = readdirSync(path.join(root, SERVER_MODULES.modulesDir), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const files = Object.fromEntries(positionals.map((file) => [file, readFileSync(file, 'utf8')]));
const generated = generateModuleDocs({ ...SERVER_MODULES, root, moduleNames }, files);

const stale = positionals.filter((file) => generated.files[file] !== files[file]);
for (const problem of generated.problems) process.stderr.write(`${problem}\n`);
if (values.check) {
  for (const file of stale) {
    process.stderr.write(
      `${file}: generated module docs differ from the code (run pnpm docs:modules)\n`,
    );
  }
  process.exit(stale.length > 0 || generated.problems.length > 0 ? 1 : 0);
}
for (const file of stale) {
  writeFileSync(file, generated.files[file]);
  process.stdout.write(`wrote ${file}\n`);
}
process.exit(generated.problems.length > 0 ? 1 : 0);
