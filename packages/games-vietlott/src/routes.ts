import type { RouteObject } from 'react-router';
import { VIETLOTT_PATHS } from './paths';

/** The Vietlott game pages under the default layout, each loaded on demand. */
export const vietlottRoutes: RouteObject[] = [
  {
    path: VIETLOTT_PATHS.mega645,
    lazy: () =>
      import('./play/vietlott-game-page').then((module) => ({ Component: module.Mega645Page })),
  },
  {
    path: VIETLOTT_PATHS.power655,
    lazy: () =>
      import('./play/vietlott-game-page').then((module) => ({ Component: module.Power655Page })),
  },
  {
    path: VIETLOTT_PATHS.lotto535,
    lazy: () =>
      import('./play/vietlott-game-page').then((module) => ({ Component: module.Lotto535Page })),
  },
];
