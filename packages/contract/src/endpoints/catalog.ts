// No zod here at run time: a browser imports these values (see the package README).
import { defineEndpoints } from '../endpoint';
import { paths } from '../paths';
import type { CatalogSchemas } from './catalog.schemas';

/** The app configuration, under the main base. */
export const catalogEndpoints = defineEndpoints<CatalogSchemas>()({
  getConfig: {
    method: 'GET',
    base: 'main',
    path: paths.getConfigV2,
    session: 'none',
    tags: ['catalog'],
    summary: 'App configuration: payment limits, Keno hours, flags, notices',
  },
});
