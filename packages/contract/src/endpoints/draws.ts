// No zod here at run time: a browser imports these values (see the package README).
import { defineEndpoints } from '../endpoint';
import { resultPaths } from '../results/paths';
import type { DrawsSchemas } from './draws.schemas';

const tags = ['draws'];

/**
 * Draw periods on sale (spec §7 Orders, Keno, Lotto 5/35), under the main base; public
 * reads. `list_in_day` (by lottery type, category and groups) is the xsdt area's.
 */
export const drawsEndpoints = defineEndpoints<DrawsSchemas>()({
  drawPeriods: {
    method: 'GET',
    base: 'main',
    path: resultPaths.drawPeriods,
    session: 'none',
    tags,
    summary: 'Upcoming periods of any product, with their draw config entries and jackpots',
  },
  lottoListPeriod: {
    method: 'GET',
    base: 'main',
    path: resultPaths.lottoListPeriod,
    session: 'none',
    tags,
    summary: 'getListPeriod: the first 6 future Lotto 5/35 periods, with the jackpot',
  },
  powerListPeriod: {
    method: 'GET',
    base: 'main',
    path: resultPaths.powerListPeriod,
    session: 'none',
    tags,
    summary: 'getList655: the first 6 future Power 6/55 periods, with the jackpot',
  },
  kenoAvailableList: {
    method: 'GET',
    base: 'main',
    path: resultPaths.kenoAvailableList,
    session: 'none',
    tags,
    summary: 'Keno periods on sale (open is false outside 8:15–22:00)',
  },
  kenoAvailableListGroup: {
    method: 'GET',
    base: 'main',
    path: resultPaths.kenoAvailableListGroup,
    session: 'none',
    tags,
    summary: 'Keno periods on sale grouped by day',
  },
});
