// The shop's server renderer: imported by the shells' server entries (`src/entry-server.tsx`),
// never by the browser bundle.
export { renderShop, RENDER_TIMEOUT_MS, scriptSafeJson, SERVER_API_ORIGIN } from './render-shop';
export type { RenderedShop, RenderShopOptions } from './render-shop';
export type { ServerState } from '../app/mount-shop';
