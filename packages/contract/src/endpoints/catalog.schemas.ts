import { appConfigSchema, getConfigQuerySchema } from '../config';
import { bindEndpoints } from '../endpoint';
import { catalogEndpoints } from './catalog';

/** The shapes of each catalog operation (server side: zod). */
export const catalogSchemas = {
  getConfig: { query: getConfigQuerySchema, response: appConfigSchema },
};
export type CatalogSchemas = typeof catalogSchemas;

/** The catalog operations with their schemas: what the server registers. */
export const catalogApi = bindEndpoints(catalogEndpoints, catalogSchemas);
