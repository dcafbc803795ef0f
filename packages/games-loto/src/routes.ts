import type { RouteObject } from 'react-router';
import { LOTO_PATHS } from './paths';

const game = () => import('./play/loto-game-page');
const loto235 = () => import('./play/loto235-page');
const bao = () => import('./bao/bao-page');
const hub = () => import('./hub/loto-pairs-hub-page');

/** The computer lottery and loto pages under the default layout, each loaded on demand. */
export const lotoRoutes: RouteObject[] = [
  {
    path: LOTO_PATHS.dienToan636,
    lazy: () => game().then((module) => ({ Component: module.setGameRoute('dientoan636') })),
  },
  {
    path: LOTO_PATHS.bao636,
    lazy: () => bao().then((module) => ({ Component: module.Bao636Page })),
  },
  {
    path: LOTO_PATHS.baoLoto2,
    lazy: () => bao().then((module) => ({ Component: module.BaoLoto2Page })),
  },
  {
    path: LOTO_PATHS.donBaoBac,
    lazy: () => bao().then((module) => ({ Component: module.DonBaoBacPage })),
  },
  {
    path: LOTO_PATHS.loto2,
    lazy: () => loto235().then((module) => ({ Component: module.Loto2Page })),
  },
  {
    path: LOTO_PATHS.loto2Pairs,
    lazy: () => game().then((module) => ({ Component: module.setGameRoute('loto2cap') })),
  },
  {
    path: LOTO_PATHS.loto3Pairs,
    lazy: () => game().then((module) => ({ Component: module.setGameRoute('loto3cap') })),
  },
  {
    path: LOTO_PATHS.loto4Pairs,
    lazy: () => game().then((module) => ({ Component: module.setGameRoute('loto4cap') })),
  },
  {
    path: LOTO_PATHS.lotoPairs,
    lazy: () => hub().then((module) => ({ Component: module.LotoPairsHubPage })),
  },
  {
    path: LOTO_PATHS.loto235,
    lazy: () => loto235().then((module) => ({ Component: module.Loto235Page })),
  },
];
