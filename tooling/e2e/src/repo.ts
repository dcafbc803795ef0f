import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** The monorepo root, from this file's place in tooling/e2e/src. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The built server entry that the harness starts. */
export const SERVER_ENTRY = join(REPO_ROOT, 'apps/server/dist/main.js');
