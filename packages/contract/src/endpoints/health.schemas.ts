import { bindEndpoints } from '../endpoint';
import { healthSchema, readinessSchema } from '../health';
import { healthEndpoints } from './health';

/**
 * The shapes of each health operation (server side: zod). Their 503 answers
 * (`healthFailureSchema`, `readinessFailureSchema`) are the routes' extra responses.
 */
export const healthSchemas = {
  healthz: { response: healthSchema },
  readyz: { response: readinessSchema },
};
export type HealthSchemas = typeof healthSchemas;

/** The health operations with their schemas: what the server registers. */
export const healthApi = bindEndpoints(healthEndpoints, healthSchemas);
