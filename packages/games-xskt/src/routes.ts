import type { RouteObject } from 'react-router';
import { XSKT_PATHS } from './paths';

const region = () => import('./region/region-page');
const search = () => import('./search/search-page');
const sets = () => import('./sets/whole-sets-page');

/** The paper lottery pages under the default layout, each loaded on demand. */
export const xsktRoutes: RouteObject[] = [
  {
    path: XSKT_PATHS.northern,
    lazy: () => region().then((module) => ({ Component: module.NorthernLotteryPage })),
  },
  {
    path: XSKT_PATHS.central,
    lazy: () => region().then((module) => ({ Component: module.CentralLotteryPage })),
  },
  {
    path: XSKT_PATHS.southern,
    lazy: () => region().then((module) => ({ Component: module.SouthernLotteryPage })),
  },
  {
    path: XSKT_PATHS.wholePair,
    lazy: () => sets().then((module) => ({ Component: module.WholeSetsPage })),
  },
  {
    path: XSKT_PATHS.ticketSearch,
    lazy: () => search().then((module) => ({ Component: module.XsktSearchPage })),
  },
];
