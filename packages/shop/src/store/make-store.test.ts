import type { ApiClient } from '@veso/api-client';
import {
  createFakeFetch,
  createTestApiClient,
  okResponse,
  showToast,
  signedIn,
} from '@veso/shop-core';
import type { AppThunk } from '@veso/shop-core';
import { persistStore } from 'redux-persist';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from './make-store';

const apiClient = createTestApiClient({ fetch: createFakeFetch(() => okResponse({ n: 7 })) });

afterEach(() => localStorage.clear());

describe('makeStore', () => {
  it('creates a separate store each time (no singleton)', () => {
    const a = makeStore(undefined, { apiClient });
    const b = makeStore(undefined, { apiClient });
    a.dispatch(signedIn({ accountId: '84900000001' }));
    expect(a.getState().session.signedIn).toBe(true);
    expect(b.getState().session.signedIn).toBe(false);
  });

  it('starts from the preloaded state', () => {
    const store = makeStore(
      { session: { signedIn: true, accountId: '84911111111', embed: false, embedParams: null } },
      { apiClient },
    );
    expect(store.getState().session.accountId).toBe('84911111111');
    expect(store.getState().app.loading).toBe(true);
  });

  it('passes the api-client to thunks as the extra argument', async () => {
    const store = makeStore(undefined, { apiClient });
    let received: ApiClient | undefined;
    const thunk: AppThunk<Promise<unknown>> = async (_dispatch, _getState, extra) => {
      received = extra.apiClient;
      return extra.apiClient.get<{ n: number }>('/anything');
    };
    await expect(store.dispatch(thunk)).resolves.toMatchObject({ ok: true, data: { n: 7 } });
    expect(received).toBe(apiClient);
  });

  it('persists the cart and receiver under persist:wvstate, never the session or toasts', async () => {
    const store = makeStore(undefined, { apiClient });
    const persistor = persistStore(store);
    await new Promise<void>((resolve) => {
      const check = () => persistor.getState().bootstrapped && resolve();
      persistor.subscribe(check);
      check();
    });
    store.dispatch(signedIn({ accountId: '84900000002' }));
    store.dispatch(showToast({ message: 'x' }));
    await persistor.flush();
    const saved = JSON.parse(localStorage.getItem('persist:wvstate') ?? '{}') as Record<
      string,
      unknown
    >;
    expect(Object.keys(saved).sort()).toEqual(['_persist', 'cart', 'receiver']);
  });
});
