// @vitest-environment node
import { baseApi } from '@veso/api-client';
import { Code } from '@veso/contract';
import { createFakeFetch, makeTestAppConfig, okResponse, RequireAuth } from '@veso/shop-core';
import type { FakeApiHandler } from '@veso/shop-core';
import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '../app/shop-context';
import { NOT_FOUND_TITLE } from '../errors/not-found-screen';
import { HOME_TITLE } from '../home/home-page';
import { renderShop, scriptSafeJson, SERVER_API_ORIGIN } from './render-shop';
import type { RenderShopOptions } from './render-shop';

const MENU: readonly MenuEntry[] = [{ label: 'Trang chủ', to: '/' }];

/**
 * The config call answered, `/api/mine` only for a signed-in customer; anything else a
 * 404 envelope (no other public data here).
 */
const configOnly: FakeApiHandler = (_request, url) =>
  url.pathname === '/api/customer/get_config_v2'
    ? okResponse(makeTestAppConfig())
    : url.pathname === '/api/mine'
      ? Response.json({ code: Code.LOGIN_EXPIRED, message: 'Phiên đăng nhập hết hạn' })
      : Response.json({ code: 14, message: 'not found' }, { status: 404 });

const mineApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMine: build.query<unknown, void>({ query: () => ({ url: '/mine' }) }),
  }),
});

function MyOrders() {
  const { isSuccess } = mineApi.useGetMineQuery();
  return <p>{isSuccess ? 'Vé của tôi' : 'Đang tải vé của tôi'}</p>;
}

function render(path: string, options: Partial<RenderShopOptions> = {}) {
  const fetch = createFakeFetch(configOnly);
  const rendered = renderShop({ url: `http://shop.test${path}`, menu: MENU, fetch, ...options });
  return { fetch, rendered };
}

/** The text a reader sees in some markup (tags dropped, entities of quotes decoded). */
function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

describe('renderShop', () => {
  it('renders the home page with the products and hands over the cache it was made from', async () => {
    const { fetch, rendered } = render('/');
    const page = await rendered;
    expect(page.status).toBe(200);
    expect(textOf(page.html)).toContain('Mega 6/45');
    expect(textOf(page.html)).toContain('Power 6/55');
    // The calls went to the server itself, in-process.
    expect(fetch.requests.map((request) => new URL(request.url).origin)).toContain(
      SERVER_API_ORIGIN,
    );
    const state = JSON.parse(page.state ?? 'null') as {
      api: { queries: Record<string, { status: string }> };
      now: number;
    };
    expect(state.api.queries['getAppConfig(undefined)']?.status).toBe('fulfilled');
    expect(typeof state.now).toBe('number');
    // No script to run in the markup: the page's CSP allows none inline.
    expect(page.html).not.toContain('<script');
  });

  it('gives the page’s title to its header, its document title and the browser', async () => {
    const page = await render('/').rendered;
    expect(page.title).toBe(`${HOME_TITLE} | VeSo`);
    expect(page.html).toMatch(
      new RegExp(`<h1[^>]*data-testid="header-title"[^>]*>${HOME_TITLE}</h1>`),
    );
    expect((JSON.parse(page.state ?? 'null') as { title: string }).title).toBe(HOME_TITLE);
    // The content shows at once: no opening overlay over it.
    expect(page.html).not.toContain('aria-label="Đang tải"');
  });

  it('answers 404 with the not-found screen for a page no route answers', async () => {
    const page = await render('/khong-co-trang-nay').rendered;
    expect(page.status).toBe(404);
    expect(textOf(page.html)).toContain(NOT_FOUND_TITLE);
  });

  it('answers 500 with the error screen when a loader throws, and nothing to hydrate', async () => {
    const errors: unknown[] = [];
    const page = await render('/hong', {
      onError: (error) => errors.push(error),
      routes: {
        defaultPages: [
          {
            path: 'hong',
            loader: () => {
              throw new Error('kho dữ liệu không trả lời');
            },
            Component: () => <p>không bao giờ hiện</p>,
          },
        ],
      },
    }).rendered;
    expect(page.status).toBe(500);
    expect(textOf(page.html)).toContain('Có lỗi xảy ra');
    expect(textOf(page.html)).not.toContain('không bao giờ hiện');
  });

  it('answers 500 with the error screen when a page throws while rendering, and logs it', async () => {
    const errors: unknown[] = [];
    function Broken(): never {
      throw new Error('trang hỏng');
    }
    const page = await render('/hong', {
      onError: (error) => errors.push(error),
      routes: { defaultPages: [{ path: 'hong', Component: Broken }] },
    }).rendered;
    expect(page.status).toBe(500);
    expect(page.state).toBeNull();
    expect(textOf(page.html)).toContain('trang hỏng');
    expect(errors).toHaveLength(1);
  });

  it('leaves a signed-in customer’s own page to the browser', async () => {
    const page = await render('/ve-cua-toi', {
      routes: { defaultPages: [{ path: 've-cua-toi', Component: MyOrders }] },
    }).rendered;
    expect(page).toEqual({ status: 200, html: '', state: null, title: 'VeSo' });
  });

  it('leaves a page behind the sign-in guard to the browser (never a redirect to hydrate)', async () => {
    const page = await render('/tai-khoan-rieng', {
      routes: {
        defaultPages: [
          {
            path: 'tai-khoan-rieng',
            element: (
              <RequireAuth>
                <p>Số dư của tôi</p>
              </RequireAuth>
            ),
          },
        ],
      },
    }).rendered;
    expect(page).toEqual({ status: 200, html: '', state: null, title: 'VeSo' });
  });

  it('writes state that cannot close its script element', () => {
    const json = scriptSafeJson({ text: '</script><script>alert(1)</script>\u2028' });
    expect(json).not.toContain('</script');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script>\u2028' });
  });
});
