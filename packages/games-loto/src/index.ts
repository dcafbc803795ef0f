export { LOTO_PATHS } from './paths';
export type { LotoPath } from './paths';
export { lotoRoutes } from './routes';
export { lotoApi, useGetLotoPeriodsQuery, useGetPriceCoverTicketQuery } from './api/loto-api';
export type { PriceCoverArgs } from './api/loto-api';
