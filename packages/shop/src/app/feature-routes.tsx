import { accountBareRoutes, accountLoginRoutes, accountRoutes } from '@veso/account';
import { CHECKOUT_PATHS, checkoutRoutes } from '@veso/checkout';
import { contentRoutes } from '@veso/content';
import { lotoRoutes } from '@veso/games-loto';
import { VIETLOTT_PATHS, vietlottRoutes } from '@veso/games-vietlott';
import { xsktRoutes } from '@veso/games-xskt';
import { groupPlayRoutes } from '@veso/group-play';
import { ordersRoutes } from '@veso/orders';
import { kenoLiveLazy, resultsRoutes } from '@veso/results';
import { bankTransferLazy, walletRoutes } from '@veso/wallet';
import type { RouteObject } from 'react-router';

/** Every feature's pages, by the layout they render in. */
export type FeaturePages = {
  login: RouteObject[];
  bare: RouteObject[];
  default: RouteObject[];
};

/**
 * The features' route tables. This module is its own chunk: the router asks for it on
 * the first navigation the frame cannot match (see `createShopRoutes`), so the first
 * download holds no feature's table.
 */
export const featurePages: FeaturePages = {
  login: accountLoginRoutes,
  bare: accountBareRoutes,
  default: [
    ...contentRoutes,
    ...accountRoutes,
    ...walletRoutes,
    ...resultsRoutes,
    // The live Keno draw: a games path, shown by the results feature's screen.
    { path: VIETLOTT_PATHS.kenoLive, lazy: kenoLiveLazy },
    ...vietlottRoutes,
    ...lotoRoutes,
    ...xsktRoutes,
    ...groupPlayRoutes,
    ...checkoutRoutes,
    // Paying an order by bank transfer: a checkout path, shown by the wallet's screen.
    { path: CHECKOUT_PATHS.bankTransfer, lazy: bankTransferLazy },
    ...ordersRoutes,
  ],
};
