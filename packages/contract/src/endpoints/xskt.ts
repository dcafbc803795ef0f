// No zod here at run time: a browser imports these values (see the package README).
import { defineEndpoints } from '../endpoint';
import { xsktPaths } from '../xskt/paths';
import type { XsktSchemas } from './xskt.schemas';

const tags = ['xskt'];

/**
 * The regional paper lotteries (spec §7 Paper lottery sales, History), under the main
 * base: the stock lists and searches, holds, the embed's order/create and the paper
 * history; and the sandbox's stock loader.
 */
export const xsktEndpoints = defineEndpoints<XsktSchemas>()({
  utilityList: {
    method: 'GET',
    base: 'main',
    path: xsktPaths.utilityList,
    session: 'none',
    tags,
    summary: 'The paper lotteries: provinces of today and the next days with their stock',
  },
  saleList: {
    method: 'GET',
    base: 'main',
    path: xsktPaths.saleList,
    session: 'optional',
    tags,
    summary: 'Paper tickets on sale: by province, day, exact number, trailing or leading digits',
  },
  groupByCategory: {
    method: 'GET',
    base: 'main',
    path: xsktPaths.groupByCategory,
    session: 'none',
    tags,
    summary: 'A day’s paper stock by category and province',
  },
  hotCategory: {
    method: 'GET',
    base: 'main',
    path: xsktPaths.hotCategory,
    session: 'none',
    tags,
    summary: 'Hot numbers of a paper lottery: most taken, still on sale',
  },
  byNumber: {
    method: 'GET',
    base: 'main',
    path: xsktPaths.byNumber,
    session: 'optional',
    tags,
    summary: 'Every paper ticket of a number (or trailing digits) by province and draw',
  },
  wholeSets: {
    method: 'GET',
    base: 'main',
    path: xsktPaths.wholeSets,
    session: 'optional',
    tags,
    summary: 'Whole sets on sale (every ticket of one number of one draw)',
  },
  productHot: {
    method: 'GET',
    base: 'main',
    path: xsktPaths.productHot,
    session: 'none',
    tags,
    summary: 'The hot products: loto 2, 3, 5 digits and the central-region lottery',
  },
  hold: {
    method: 'POST',
    base: 'main',
    path: xsktPaths.hold,
    session: 'required',
    tags,
    summary: 'Hold paper tickets (or a whole set) for 15 minutes: all or nothing',
    description:
      'The body names either `ticketIds` (1 to 50 stock tickets) or `set` (every ticket of one number of one draw), exactly one of them: a body with neither or with both is refused (400, code 14).',
  },
  release: {
    method: 'POST',
    base: 'main',
    path: xsktPaths.release,
    session: 'required',
    tags,
    summary: 'Release the caller’s holds: the tickets go back on sale',
  },
  holds: {
    method: 'GET',
    base: 'main',
    path: xsktPaths.holds,
    session: 'required',
    tags,
    summary: 'The caller’s live holds',
  },
  orderCreate: {
    method: 'POST',
    base: 'main',
    path: xsktPaths.orderCreate,
    session: 'required',
    tags,
    summary: 'Reserve an order of held paper tickets (the one order path); requestId idempotent',
  },
  xsktInfo: {
    method: 'GET',
    base: 'main',
    path: xsktPaths.xsktInfo,
    session: 'required',
    tags,
    summary: 'One paper order: tickets, scans, status and prize per tier',
  },
  listXskt: {
    method: 'GET',
    base: 'main',
    path: xsktPaths.listXskt,
    session: 'required',
    tags,
    summary: 'The caller’s paper orders, newest first, paged',
  },
  customerHistory: {
    method: 'GET',
    base: 'main',
    path: xsktPaths.customerHistory,
    session: 'required',
    tags,
    summary: 'The caller’s paper orders with their tickets, paged',
  },
  paperTickets: {
    method: 'GET',
    base: 'main',
    path: xsktPaths.paperTickets,
    session: 'required',
    tags,
    summary: 'The caller’s paper tickets by draw, with their scans',
  },
  devLoadStock: {
    method: 'POST',
    base: 'main',
    path: xsktPaths.devLoadStock,
    session: 'none',
    tags: ['sandbox'],
    summary: 'Sandbox: (re)load the agent’s paper stock of a day',
  },
});
