// No zod here at run time: a browser imports these values (see the package README).
import { defineEndpoints } from '../endpoint';
import { paths } from '../paths';
import type { HealthSchemas } from './health.schemas';

const tags = ['health'];

/**
 * Liveness and readiness under the main base. Not ok: code -1 with HTTP 503, `Retry-After`
 * and `data` naming the failed checks (`healthFailureSchema`, `readinessFailureSchema`).
 */
export const healthEndpoints = defineEndpoints<HealthSchemas>()({
  healthz: {
    method: 'GET',
    base: 'main',
    path: paths.healthz,
    session: 'none',
    tags,
    summary: 'Liveness: a database round trip and a committed write',
  },
  readyz: {
    method: 'GET',
    base: 'main',
    path: paths.readyz,
    session: 'none',
    tags,
    summary: 'Readiness: started, not shutting down, database reachable, writable, migrated',
  },
});
