import type { FakeApiHandler } from '@veso/shop-core';
import { act, render, screen, waitFor } from '@testing-library/react';
import {
  createFakeFetch,
  errorResponse,
  makeTestAppConfig,
  okResponse,
  PERSIST_VERSION,
  selectAccountId,
  selectCartItems,
  selectToasts,
  sessionFromBootstrap,
  signedIn,
  testApiBaseUrls,
  useAppSelector,
} from '@veso/shop-core';
import type { CartItem } from '@veso/shop-core';
import type { Storage } from 'redux-persist';
import { describe, expect, it } from 'vitest';
import { createFrameStore, initialFrameState } from '../frame/frame-store';
import { createDataLayer } from './data-layer';

/** A storage of its own per test: a store left over from another test cannot write into it. */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => Promise.resolve(items.get(key) ?? null),
    setItem: (key, value) => Promise.resolve(void items.set(key, value)),
    removeItem: (key) => Promise.resolve(void items.delete(key)),
  };
}

function setup(
  server: FakeApiHandler = () => okResponse(makeTestAppConfig()),
  storage = memoryStorage(),
) {
  const frame = createFrameStore(
    initialFrameState(sessionFromBootstrap({ signedIn: true, accountId: '84912345678' })),
  );
  const fetch = createFakeFetch(server);
  return {
    frame,
    fetch,
    options: { frame, getToken: () => 'tok', baseUrls: testApiBaseUrls(), fetch, storage },
  };
}

describe('createDataLayer', () => {
  it('preloads the store with what the frame holds, then becomes the frame’s backend', async () => {
    const { frame, options } = setup();
    frame.setPageTitle('Mua vé số online');
    frame.setLoading(false);
    const { store } = await createDataLayer(options);
    expect(store.getState().session).toMatchObject({ signedIn: true, accountId: '84912345678' });
    expect(store.getState().app).toMatchObject({ pageTitle: 'Mua vé số online', loading: false });
    expect(frame.isConnected()).toBe(true);

    frame.setPageTitle('Kết quả');
    expect(store.getState().app.pageTitle).toBe('Kết quả');
    const snapshot = frame.getState();
    expect(frame.getState()).toBe(snapshot);
    store.dispatch(signedIn({ accountId: '84900000009' }));
    expect(frame.getState().session.accountId).toBe('84900000009');
    frame.signOut();
    expect(store.getState().session.signedIn).toBe(false);
  });

  it('asks for the app config at once, with the session token', async () => {
    const { options, fetch } = setup();
    await createDataLayer(options);
    // The signed-in session also loads the account info and prize balance (spec §4).
    await waitFor(() => expect(fetch.requests).toHaveLength(3));
    const [request] = fetch.requests;
    expect(new URL(request!.url).pathname).toBe('/api/customer/get_config_v2');
    expect(request!.headers.get('x-access-token')).toBe('tok');
    expect(fetch.requests.map((r) => new URL(r.url).pathname).sort()).toEqual([
      '/api/auth/getPrizeBalance',
      '/api/auth/info',
      '/api/customer/get_config_v2',
    ]);
  });

  it('reads the persisted cart back before it resolves, under persist:wvstate', async () => {
    const item: CartItem = {
      id: 've-1',
      category: 1,
      group: 6,
      numberInfos: [
        {
          numbers: ['01', '02', '03', '04', '05', '06'],
          priceUnit: 10000,
          tickQuantity: 1,
          calculatedPrice: 10000,
        },
      ],
      drawInfos: [{ category: 1, drawId: '01234', openDate: '2025-01-01' }],
      generatedNumsAmount: 0,
      calculatedPrice: 10000,
    };
    const storage = memoryStorage({
      'persist:wvstate': JSON.stringify({
        cart: JSON.stringify({ items: [item] }),
        _persist: JSON.stringify({ version: PERSIST_VERSION, rehydrated: true }),
      }),
    });
    const { options } = setup(undefined, storage);
    const { store, persistor } = await createDataLayer(options);
    expect(persistor.getState().bootstrapped).toBe(true);
    expect(selectCartItems(store.getState())).toEqual([item]);
  });

  it('sends the mapped message of a failed call to the toasts', async () => {
    const { options } = setup((_request, url) =>
      url.pathname.endsWith('get_config_v2') ? errorResponse(14, 400) : okResponse({}),
    );
    const { store } = await createDataLayer(options);
    await waitFor(() =>
      expect(selectToasts(store.getState()).map((toast) => toast.message)).toEqual([
        'Yêu cầu không hợp lệ, vui lòng thử lại sau',
      ]),
    );
  });

  it('gives islands a Provider of its store', async () => {
    const { options } = setup();
    const { Provider, store } = await createDataLayer(options);
    function Account() {
      return <p>{useAppSelector(selectAccountId)}</p>;
    }
    render(
      <Provider>
        <Account />
      </Provider>,
    );
    expect(screen.getByText('84912345678')).toBeInTheDocument();
    act(() => {
      store.dispatch(signedIn({ accountId: '84900000001' }));
    });
    expect(screen.getByText('84900000001')).toBeInTheDocument();
  });
});
