import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { GROUP_PLAY_PATHS as P } from './paths';

const lists = () => import('./lists/group-list-pages');
const pages = () => import('./detail/group-pages');
const create = () => import('./create/create-group-page');
const history = () => import('./history/group-history-page');

function route<M>(
  path: string,
  load: () => Promise<M>,
  screen: (module: M) => ComponentType,
): RouteObject {
  return { path, lazy: () => load().then((module) => ({ Component: screen(module) })) };
}

/** Every spec §2 group play route (25) under the default layout, each loaded on demand. */
export const groupPlayRoutes: RouteObject[] = [
  route(P.groupBuying, lists, (m) => m.GroupBuyingPage),
  route(P.chooseTogether, lists, (m) => m.ChooseTogetherPage),
  route(P.chooseTogetherCustomer, create, (m) => m.ChooseTogetherCreatePage),
  route(P.chooseTogetherShare, pages, (m) => m.ChooseTogetherSharePage),
  route(P.chooseTogetherGroup, pages, (m) => m.ChooseTogetherGroupPage),
  route(P.pool, lists, (m) => m.PoolPage),
  route(P.poolGroup, pages, (m) => m.PoolGroupPage),
  route(P.baoTogether, lists, (m) => m.BaoTogetherPage),
  route(P.baoTogetherPayment, pages, (m) => m.BaoPaymentPage),
  route(P.baoTogetherCompleted, lists, (m) => m.BaoCompletedPage),
  route(P.baoTogetherCustomer, create, (m) => m.BaoTogetherCreatePage),
  route(P.baoTogetherShare, pages, (m) => m.BaoTogetherSharePage),
  route(P.baoTogetherGroup, pages, (m) => m.BaoTogetherGroupPage),
  route(P.completedGroups, lists, (m) => m.AllCompletedPage),
  route(P.almostCompleteGroups, lists, (m) => m.AlmostCompletePage),
  route(P.topWinners, lists, (m) => m.TopWinnersPage),
  route(P.baoTickets, lists, (m) => m.BaoTicketsPage),
  route(P.baoTicketGroup, pages, (m) => m.BaoTicketGroupPage),
  route(P.singleTickets, lists, (m) => m.SingleTicketsPage),
  route(P.singleTicketGroup, pages, (m) => m.SingleTicketGroupPage),
  route(P.groupInfoChooseTogether, pages, (m) => m.OwnGroupPage),
  route(P.groupInfoPool, pages, (m) => m.OwnGroupPage),
  route(P.groupInfoBao, pages, (m) => m.OwnGroupPage),
  route(P.groupInfoSingle, pages, (m) => m.OwnGroupPage),
  route(P.groupHistory, history, (m) => m.GroupHistoryPage),
];
