export { createShop, ShopApp, ShopView } from './app/create-shop';
export type { Shop, ShopOptions } from './app/create-shop';
export { hasServerMarkup, hydrateShop, mountIsland, mountShop } from './app/mount-shop';
export { createShopRoutes, resolveShopLink } from './app/routes';
export { COMING_SOON_LABEL } from './coming-soon/coming-soon';
export type { LinkTarget } from './coming-soon/coming-soon';
export type { ShopRoutesOptions } from './app/routes';
export type { MenuEntry, ShopAuth } from './app/shop-context';
export { DataIsland, lazyIsland } from './data/data-island';
export type { DataIslandProps, IslandFallbackProps } from './data/data-island';
export type { DataLayer } from './data/data-layer';
export { createDataLayerLoader, scheduleIdle } from './data/data-layer-loader';
export type { DataLayerLoader, ScheduleIdle } from './data/data-layer-loader';
export { INTERACTIVE_MARK, markInteractive, whenInteractive } from './frame/interactive-mark';
export { useDataLayer, useFrameState, useFrameTitle } from './frame/frame-context';
export type { ShopFrame } from './frame/frame-context';
export type { FrameState, FrameStore } from './frame/frame-store';
export { makeStore } from './store/make-store';
export type { AppStore, MakeStoreOptions } from './store/make-store';
// Shell bootstrap helpers: shells import only @veso/shop.
export {
  clearSession,
  getAccountIdCookie,
  getEmbedParamsCookie,
  getSessionCookie,
  setAccountIdCookie,
  setEmbedParamsCookie,
  setSessionCookie,
} from '@veso/shop-core';
export type { EmbedParams, SessionBootstrap } from '@veso/shop-core';
// The webview's signed sign-on and first-time linking, for the embed shell.
export { bootstrapEmbedSession, startEmbedSession } from '@veso/account';
export type { EmbedStart } from '@veso/account';
