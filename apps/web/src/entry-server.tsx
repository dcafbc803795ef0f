// The web shell's server renderer (built by `vite build --ssr` into dist-server/): the
// server imports it to answer a page's first HTML.
import { renderShop } from '@veso/shop/server';
import type { RenderedShop, RenderShopOptions } from '@veso/shop/server';
import { WEB_MENU } from './menu';

export type RenderRequest = Pick<RenderShopOptions, 'url' | 'fetch' | 'onError' | 'now'>;

export function render(request: RenderRequest): Promise<RenderedShop> {
  return renderShop({ ...request, menu: WEB_MENU, basename: '/' });
}
