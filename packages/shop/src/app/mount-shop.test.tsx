import { act, screen } from '@testing-library/react';
import { createFakeFetch, testApiBaseUrls } from '@veso/shop-core';
import { afterEach, describe, expect, it } from 'vitest';
import { configServer, TEST_MENU, testAuth } from '../test/render-shop';
import { mountShop } from './mount-shop';

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
