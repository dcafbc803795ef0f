// The webview shell's server renderer (built by `vite build --ssr` into dist-server/): the
// server imports it to answer a page's first HTML, before the signed launch is verified.
import { renderShop } from '@veso/shop/server';
import type { RenderedShop, RenderShopOptions } from '@veso/shop/server';
import { EMBED_MENU } from './menu';

export type RenderRequest = Pick<RenderShopOptions, 'url' | 'fetch' | 'onError' | 'now'>;

export function render(request: RenderRequest): Promise<RenderedShop> {
  return renderShop({ ...request, menu: EMBED_MENU, embedded: true, basename: '/webview' });
}
