export { createShop, ShopApp, ShopView } from './app/create-shop';
export type { Shop, ShopOptions } from './app/create-shop';
export { createShopRoutes } from './app/routes';
export type { ShopRoutesOptions } from './app/routes';
export type { MenuEntry, ShopAuth } from './app/shop-context';
export { makeStore } from './store/make-store';
export type { AppStore, MakeStoreOptions } from './store/make-store';
// Shell bootstrap helpers: shells import only @veso/shop.
export {
  getAccountIdCookie,
  getEmbedParamsCookie,
  getSessionCookie,
  setEmbedParamsCookie,
} from '@veso/shop-core';
export type { EmbedParams, SessionBootstrap } from '@veso/shop-core';
