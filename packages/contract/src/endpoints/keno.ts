// No zod here at run time: a browser imports these values (see the package README).
import { defineEndpoints } from '../endpoint';
import { orderPaths } from '../orders/paths';
import { kenoStatsPaths, resultPaths } from '../results/paths';
import type { KenoSchemas } from './keno.schemas';

const tags = ['orders'];
const statsTags = ['keno-stats'];

/**
 * Keno (spec §7 Keno): its orders and its live draw under the main base (Keno's confirm
 * is the orders area's `kenoConfirm`), its statistics under `API_BASES.kenoStats`.
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
  live: {
    method: 'GET',
    base: 'main',
    path: resultPaths.kenoLive,
    session: 'none',
    tags: ['keno'],
    summary: 'Live Keno draw (text/event-stream), Last-Event-ID resume',
    description:
      'Server-Sent Events of the current draw (`draw`, `number`, `summary`, then `countdown` each second until the next), each with the id `<drawCode>:<step>`: a client reconnecting with `Last-Event-ID` gets only what follows. A stopping server ends the stream with a `retry` hint; a new stream it refuses as busy (503).',
    produces: ['text/event-stream'],
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
