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
  {
    path: VIETLOTT_PATHS.max3d,
    lazy: () =>
      import('./max3d/max3d-game-page').then((module) => ({ Component: module.Max3dPage })),
  },
  {
    path: VIETLOTT_PATHS.max3dPlus,
    lazy: () =>
      import('./max3d/max3d-game-page').then((module) => ({ Component: module.Max3dPlusPage })),
  },
  {
    path: VIETLOTT_PATHS.omMax3dPlus,
    lazy: () =>
      import('./max3d/om-max3d-plus-page').then((module) => ({
        Component: module.OmMax3dPlusPage,
      })),
  },
  {
    path: VIETLOTT_PATHS.max4d,
    lazy: () => import('./max3d/max4d-page').then((module) => ({ Component: module.Max4dPage })),
  },
  {
    path: VIETLOTT_PATHS.keno,
    lazy: () => import('./keno/keno-page').then((module) => ({ Component: module.KenoPage })),
  },
  {
    path: VIETLOTT_PATHS.kenoBao,
    lazy: () =>
      import('./keno/keno-bao-page').then((module) => ({ Component: module.KenoBaoPage })),
  },
  {
    path: VIETLOTT_PATHS.kenoSubscription,
    lazy: () =>
      import('./keno/keno-subscription-page').then((module) => ({
        Component: module.GuardedKenoSubscriptionPage,
      })),
  },
];
