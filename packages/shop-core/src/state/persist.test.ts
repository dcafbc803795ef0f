import { configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import type { Persistor } from 'redux-persist';
import { afterEach, describe, expect, it } from 'vitest';
import { numberInfoFormText } from '../orders/cart-text';
import { cartItemsTotal, makeVietlottCartItem } from '../orders/vietlott-cart';
import type { VietlottCartItem } from '../orders/vietlott-cart';
import { cartItemAdded } from './cart-slice';
import { createPersistedRootReducer, PERSIST_STORAGE_KEY } from './persist';
import { PERSIST_VERSION } from './persist-migrations';
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

// What version 1 of the shop stored: the number infos' `priceUnit` was the stake multiplier.
const DRAW_1 = {
  category: 0,
  drawId: '01200',
  openDate: '01/01/2030 18:00:00',
  drawAt: '2030-01-01T11:00:00Z',
  salesCloseAt: '2030-01-01T10:30:00Z',
};
const DRAW_2 = {
  category: 0,
  drawId: '01201',
  openDate: '03/01/2030 18:00:00',
  drawAt: '2030-01-03T11:00:00Z',
  salesCloseAt: '2030-01-03T10:30:00Z',
};
const V1_CART = {
  items: [
    {
      id: 'keno-bao',
      product: 'keno',
      category: 0,
      group: 6,
      numberInfos: [
        {
          numbers: ['01', '05', '09', '33', '80'],
          priceUnit: 5,
          calculatedPrice: 1_000_000,
          form: 'kenoBao',
          special: null,
          specials: [],
          chosenAuto: false,
          lines: 10,
          level: 3,
        },
      ],
      drawInfos: [DRAW_1, DRAW_2],
      generatedNumsAmount: 10,
      calculatedPrice: 1_000_000,
    },
    {
      id: 'mega',
      product: 'mega645',
      category: 0,
      group: 1,
      numberInfos: [
        {
          numbers: ['01', '02', '03', '04', '05', '06'],
          priceUnit: 1,
          calculatedPrice: 10_000,
          form: 'single',
          special: null,
          specials: [],
          chosenAuto: true,
          lines: 1,
        },
      ],
      drawInfos: [DRAW_1],
      generatedNumsAmount: 1,
      calculatedPrice: 10_000,
    },
    {
      id: 'max3d',
      product: 'max3d',
      category: 0,
      group: 4,
      numberInfos: [
        {
          numbers: ['123'],
          priceUnit: 2,
          calculatedPrice: 20_000,
          form: 'single',
          special: null,
          specials: [],
          chosenAuto: false,
          lines: 1,
        },
      ],
      drawInfos: [DRAW_1],
      generatedNumsAmount: 1,
      calculatedPrice: 20_000,
    },
  ],
};

function storeVersion(version: number, cart: unknown) {
  localStorage.setItem(
    PERSIST_STORAGE_KEY,
    JSON.stringify({
      cart: JSON.stringify(cart),
      receiver: JSON.stringify({ name: 'Nguyễn Văn A', phone: '0912345678' }),
      _persist: JSON.stringify({ version, rehydrated: true }),
    }),
  );
}

function storeVersion1(cart: unknown) {
  storeVersion(1, cart);
}

describe('persisted state of the previous version', () => {
  it('keeps a version 1 cart: priceUnit becomes đồng, the stake tickQuantity, totals unchanged', async () => {
    storeVersion1(V1_CART);
    const { store, persistor } = makePersistedStore();
    await bootstrapped(persistor);

    const items = store.getState().cart.items as VietlottCartItem[];
    expect(items.map((item) => item.id)).toEqual(['keno-bao', 'mega', 'max3d']);
    expect(items.map((item) => item.numberInfos[0])).toEqual([
      expect.objectContaining({ priceUnit: 10_000, tickQuantity: 5, calculatedPrice: 1_000_000 }),
      expect.objectContaining({ priceUnit: 10_000, tickQuantity: 1, calculatedPrice: 10_000 }),
      expect.objectContaining({ priceUnit: 10_000, tickQuantity: 2, calculatedPrice: 20_000 }),
    ]);
    // The totals the previous version showed: 10 lines × 5 × 10.000đ × 2 draws, and so on.
    expect(cartItemsTotal(items)).toBe(1_030_000);
    expect(items.map((item) => item.calculatedPrice)).toEqual([1_000_000, 10_000, 20_000]);
    expect(items.map((item) => numberInfoFormText(item.numberInfos[0]!, item.product))).toEqual([
      'Bao 5 số bậc 3 · 50.000đ/dãy',
      'Cơ bản',
      'Cơ bản · 20.000đ/dãy',
    ]);
    // A migrated item is the item the current version builds from the same numbers.
    const rebuilt = makeVietlottCartItem(
      'keno',
      [
        {
          numbers: [1, 5, 9, 33, 80],
          form: 'kenoBao',
          special: null,
          specials: [],
          chosenAuto: false,
          level: 3,
          stake: 5,
        },
      ],
      [DRAW_1, DRAW_2].map((draw) => ({ ...draw, drawCode: draw.drawId })),
      'keno-bao',
    );
    expect(items[0]).toEqual(rebuilt);
    expect(store.getState().receiver).toMatchObject({ name: 'Nguyễn Văn A' });

    await persistor.flush();
    const saved = JSON.parse(localStorage.getItem(PERSIST_STORAGE_KEY) ?? '{}') as Record<
      string,
      string
    >;
    expect(JSON.parse(saved._persist ?? '{}')).toMatchObject({ version: PERSIST_VERSION });
    expect(JSON.parse(saved.cart ?? '{}')).toMatchObject({
      items: [{ numberInfos: [{ priceUnit: 10_000, tickQuantity: 5 }] }, {}, {}],
    });
  });

  it('drops a stored item it cannot price and keeps the rest', async () => {
    storeVersion1({
      items: [
        { id: 'unknown', category: 1, group: 6, numberInfos: [], drawInfos: [] },
        V1_CART.items[1],
      ],
    });
    const { store, persistor } = makePersistedStore();
    await bootstrapped(persistor);
    expect(store.getState().cart.items.map((item) => item.id)).toEqual(['mega']);
    expect(cartItemsTotal(store.getState().cart.items)).toBe(10_000);
  });
});

// What version 2 stored: the wallet-embedded 6x36 at 1,000đ carried the unit twice, as the
// item's `unitPrice` and as each set's `priceUnit`.
const SIX_36_DRAW = {
  category: 1,
  drawId: '2030-01-01',
  openDate: '01/01/2030 18:00:00',
  drawAt: '2030-01-01T11:00:00Z',
  salesCloseAt: '2030-01-01T10:30:00Z',
};
const V2_EMBED_ITEM = {
  id: 'embed-636',
  product: 'dientoan636',
  unitPrice: 1_000,
  category: 1,
  group: 0,
  numberInfos: [
    {
      numbers: ['01', '02', '03', '04', '05', '06'],
      priceUnit: 1_000,
      tickQuantity: 2,
      calculatedPrice: 2_000,
      form: 'single',
      special: null,
      specials: [],
      chosenAuto: false,
      lines: 1,
    },
  ],
  drawInfos: [SIX_36_DRAW],
  generatedNumsAmount: 1,
  calculatedPrice: 2_000,
};

describe('persisted state of version 2', () => {
  it('drops the item’s unitPrice and keeps the 1,000đ unit of each set', async () => {
    storeVersion(2, { items: [V2_EMBED_ITEM, { ...V1_CART.items[1], numberInfos: [] }] });
    const { store, persistor } = makePersistedStore();
    await bootstrapped(persistor);

    const items = store.getState().cart.items as VietlottCartItem[];
    expect(items.map((item) => item.id)).toEqual(['embed-636', 'mega']);
    expect(items[0]).not.toHaveProperty('unitPrice');
    expect(items[0]?.numberInfos[0]).toMatchObject({ priceUnit: 1_000, tickQuantity: 2 });
    // The item is the one the current version builds in the embed from the same numbers.
    const rebuilt = makeVietlottCartItem(
      'dientoan636',
      [
        {
          numbers: [1, 2, 3, 4, 5, 6],
          form: 'single',
          special: null,
          specials: [],
          chosenAuto: false,
          stake: 2,
        },
      ],
      [{ ...SIX_36_DRAW, drawCode: SIX_36_DRAW.drawId }],
      'embed-636',
      1_000,
    );
    // (An item stored before the cart carried the loto ticket group keeps its stored 0.)
    expect(items[0]).toEqual({ ...rebuilt, group: 0 });
    expect(cartItemsTotal(items)).toBe(2_000);

    await persistor.flush();
    const saved = JSON.parse(localStorage.getItem(PERSIST_STORAGE_KEY) ?? '{}') as Record<
      string,
      string
    >;
    expect(JSON.parse(saved._persist ?? '{}')).toMatchObject({ version: 3 });
    expect(JSON.parse(saved.cart ?? '{}').items[0]).not.toHaveProperty('unitPrice');
  });

  it('gives a set stored without its unit the item’s unitPrice', async () => {
    const [info] = V2_EMBED_ITEM.numberInfos;
    const { priceUnit: _dropped, ...withoutUnit } = info!;
    storeVersion(2, { items: [{ ...V2_EMBED_ITEM, numberInfos: [withoutUnit] }] });
    const { store, persistor } = makePersistedStore();
    await bootstrapped(persistor);
    const [item] = store.getState().cart.items as VietlottCartItem[];
    expect(item?.numberInfos[0]?.priceUnit).toBe(1_000);
    expect(cartItemsTotal(store.getState().cart.items)).toBe(2_000);
  });
});
