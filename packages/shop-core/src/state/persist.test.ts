import { configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import type { Persistor } from 'redux-persist';
import { afterEach, describe, expect, it } from 'vitest';
import { cartItemAdded } from './cart-slice';
import { createPersistedRootReducer, PERSIST_STORAGE_KEY } from './persist';
import { receiverUpdated } from './receiver-slice';
import { signedIn } from './session-slice';
import { showToast } from './toasts-slice';

function makePersistedStore() {
  const store = configureStore({
    reducer: createPersistedRootReducer(),
    middleware: (gdm) =>
      gdm({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }),
  });
  return { store, persistor: persistStore(store) };
}

function bootstrapped(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    if (persistor.getState().bootstrapped) resolve();
    else persistor.subscribe(() => persistor.getState().bootstrapped && resolve());
  });
}

afterEach(() => localStorage.clear());

describe('persisted state', () => {
  it('saves only the cart and the receiver, under persist:wvstate', async () => {
    const { store, persistor } = makePersistedStore();
    await bootstrapped(persistor);
    store.dispatch(signedIn({ accountId: '84900000001' }));
    store.dispatch(showToast({ message: 'x' }));
    store.dispatch(
      cartItemAdded({
        id: 'a',
        category: 1,
        group: 6,
        numberInfos: [],
        drawInfos: [],
        generatedNumsAmount: 1,
        calculatedPrice: 10_000,
      }),
    );
    store.dispatch(receiverUpdated({ name: 'Nguyễn Văn A', phone: '0912345678' }));
    await persistor.flush();

    expect(PERSIST_STORAGE_KEY).toBe('persist:wvstate');
    const raw = localStorage.getItem('persist:wvstate');
    expect(raw).not.toBeNull();
    const saved = JSON.parse(raw ?? '{}') as Record<string, string>;
    expect(Object.keys(saved).sort()).toEqual(['_persist', 'cart', 'receiver']);
    expect(JSON.parse(saved.cart ?? '{}')).toMatchObject({ items: [{ id: 'a' }] });
    expect(JSON.parse(saved.receiver ?? '{}')).toMatchObject({ name: 'Nguyễn Văn A' });
  });

  it('restores the cart into a new store', async () => {
    const first = makePersistedStore();
    await bootstrapped(first.persistor);
    first.store.dispatch(
      cartItemAdded({
        id: 'b',
        category: 2,
        group: 2,
        numberInfos: [],
        drawInfos: [],
        generatedNumsAmount: 1,
        calculatedPrice: 20_000,
      }),
    );
    await first.persistor.flush();

    const second = makePersistedStore();
    await bootstrapped(second.persistor);
    expect(second.store.getState().cart.items.map((i) => i.id)).toEqual(['b']);
    expect(second.store.getState().session.signedIn).toBe(false);
  });
});
