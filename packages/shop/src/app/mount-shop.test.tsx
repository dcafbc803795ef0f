import { act, screen } from '@testing-library/react';
import { SSR_STATE_ID } from '@veso/contract';
import { createFakeFetch, testApiBaseUrls } from '@veso/shop-core';
import { afterEach, describe, expect, it } from 'vitest';
import { configServer, TEST_MENU, testAuth } from '../test/render-shop';
import { mountShop, serverStateOf } from './mount-shop';

const container = document.createElement('div');
afterEach(() => container.remove());

describe('mountShop', () => {
  it('renders the shop of a shell into its container', async () => {
    document.body.append(container);
    let root: ReturnType<typeof mountShop> | undefined;
    act(() => {
      root = mountShop(container, {
        auth: testAuth(),
        menu: TEST_MENU,
        apiBaseUrls: testApiBaseUrls(),
        fetch: createFakeFetch(configServer()),
        initialEntries: ['/'],
        scheduleIdle: () => () => undefined,
      });
    });
    expect(await screen.findByRole('link', { name: 'Mega 6/45' })).toBeInTheDocument();
    expect(container).toContainElement(screen.getByRole('button', { name: 'Mở menu' }));
    act(() => root?.unmount());
    expect(container).toBeEmptyDOMElement();
  });
});

describe('serverStateOf', () => {
  function pageWith(state: string): Element {
    const page = document.implementation.createHTMLDocument('');
    page.body.innerHTML = `<div id="root" data-ssr=""><p>x</p></div><script type="application/json" id="${SSR_STATE_ID}">${state}</script>`;
    return page.getElementById('root') as Element;
  }

  it('reads the cache, the render’s time and when the server sent the page', () => {
    const root = pageWith('{"servedAt":1700000005000,"api":{"queries":{}},"now":1700000000000}');
    expect(serverStateOf(root)).toEqual({
      api: { queries: {} },
      now: 1_700_000_000_000,
      servedAt: 1_700_000_005_000,
    });
  });

  it('has nothing to hydrate from a block that is not the server’s state', () => {
    expect(serverStateOf(pageWith('{"api":{},"now":"later"}'))).toBeUndefined();
    expect(serverStateOf(pageWith('{"api":{},"now":1,"servedAt":"soon"}'))).toBeUndefined();
    expect(serverStateOf(pageWith('not json'))).toBeUndefined();
  });
});
