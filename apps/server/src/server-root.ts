import { fileURLToPath } from 'node:url';

/**
 * The `apps/server` folder. This module sits one level below it both in the source
 * (`src/`) and in the bundle (`dist/main.js`, `dist/cli.js`), so the same relative URL
 * finds `migrations/` and `public/` in tests, in `tsx` and in the built server.
 */
export const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));
