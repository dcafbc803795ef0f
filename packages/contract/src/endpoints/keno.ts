// No zod here at run time: a browser imports these values (see the package README).
import { defineEndpoints } from '../endpoint';
import { orderPaths } from '../orders/paths';
import { kenoStatsPaths } from '../results/paths';
import type { KenoSchemas } from './keno.schemas';

const tags = ['orders'];
const statsTags = ['keno-stats'];

/**
 * Keno (spec §7 Keno): its orders under the main base (Keno's confirm is the orders
 * area's `kenoConfirm`) and its statistics under `API_BASES.kenoStats`. The live draw
 * (`GET /keno/live`, Server-Sent Events) is no entry: the server streams it itself.
 */
export const kenoEndpoints = defineEndpoints<KenoSchemas>()({
  reserve: {
    method: 'POST',
    base: 'main',
    path: orderPaths.kenoReserve,
    session: 'required',
    tags,
    summary: 'Reserve a Keno order (8:15–22:00, else code 104; requestId idempotent)',
  },
  reserveAndPay: {
    method: 'POST',
    base: 'main',
    path: orderPaths.kenoReserveAndPay,
    session: 'required',
    tags,
    summary:
      'Reserve and pay a Keno order from the main balance in one call (requestId idempotent)',
  },
  ticketLevels: {
    method: 'GET',
    base: 'main',
    path: orderPaths.kenoTicketLevels,
    session: 'none',
    tags,
    summary: 'Keno levels 1–10 with the prize per 10,000đ by numbers matched',
  },
  orderConfig: {
    method: 'GET',
    base: 'main',
    path: orderPaths.kenoOrderConfig,
    session: 'none',
    tags,
    summary: 'Keno order config: buyMinConfigs and orderTimeConfigs',
  },
  operatorAccess: {
    method: 'GET',
    base: 'main',
    path: orderPaths.kenoOperatorAccess,
    session: 'required',
    tags,
    summary: 'The operator-access flag from the caller’s count of bought Keno orders',
  },
  cancelList: {
    method: 'POST',
    base: 'main',
    path: orderPaths.kenoCancelList,
    session: 'required',
    tags,
    summary: 'Cancel reserved (unpaid) orders of the caller',
  },
  statistics: {
    method: 'GET',
    base: 'kenoStats',
    path: kenoStatsPaths.get,
    session: 'none',
    tags: statsTags,
    summary: 'Keno statistics over the last N draws',
  },
  lastResult: {
    method: 'GET',
    base: 'kenoStats',
    path: kenoStatsPaths.lastResult,
    session: 'none',
    tags: statsTags,
    summary: 'The latest Keno result',
  },
  lastResults: {
    method: 'GET',
    base: 'kenoStats',
    path: kenoStatsPaths.v2LastResult,
    session: 'none',
    tags: statsTags,
    summary: 'The latest Keno results, newest first',
  },
  top: {
    method: 'GET',
    base: 'kenoStats',
    path: kenoStatsPaths.topAvaiable,
    session: 'none',
    tags: statsTags,
    summary: 'Most frequent Keno numbers (level 1), pairs (2) or triples (3)',
  },
  suggestions: {
    method: 'GET',
    base: 'kenoStats',
    path: kenoStatsPaths.suggestions,
    session: 'none',
    tags: statsTags,
    summary: 'Keno number sets of a level from the statistics',
  },
});
