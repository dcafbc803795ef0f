import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { canAddToCart } from '@veso/domain';

// The cart rules (limit, message, removal) are the domain's; the slice only stores.
export { CART_FULL_MESSAGE, CART_MAX_ITEMS } from '@veso/domain';

/**
 * A number set of a cart item (spec §3: numbers, priceUnit, calculatedPrice). `priceUnit`
 * is the price of one stake unit in đồng, as in the order contract (the domain's
 * `unitPriceFor`); `tickQuantity` (spec §3 number info) is how many stake units each line
 * is bought for; `calculatedPrice` is the set's price in đồng for all the item's draws.
 */
export type CartNumberInfo = {
  numbers: string[];
  priceUnit: number;
  tickQuantity: number;
  calculatedPrice: number;
};
export type CartDrawInfo = { category: number; drawId: string; openDate: string };

/** A ticket in the cart (spec §3), with a client id to address it. */
export type CartItem = {
  id: string;
  category: number;
  group: number;
  numberInfos: CartNumberInfo[];
  drawInfos: CartDrawInfo[];
  generatedNumsAmount: number;
  calculatedPrice: number;
};

export type CartState = { items: CartItem[] };

const initialState: CartState = { items: [] };

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    /** Ignored when the cart is full; use the `addToCart` thunk to tell the customer. */
    cartItemAdded(state, action: PayloadAction<CartItem>) {
      if (!canAddToCart(state.items.length)) return;
      state.items.push(action.payload);
    },
    /**
     * An edited ticket saved back: it takes the place of the cart line with its id (the
     * cart keeps its order); a line removed meanwhile is added again if there is room.
     */
    cartItemReplaced(state, action: PayloadAction<CartItem>) {
      const index = state.items.findIndex((item) => item.id === action.payload.id);
      if (index >= 0) state.items[index] = action.payload;
      else if (canAddToCart(state.items.length)) state.items.push(action.payload);
    },
    cartItemRemoved(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
    /** Removing the last number set of a ticket removes the ticket (spec §5). */
    cartNumberSetRemoved(state, action: PayloadAction<{ itemId: string; index: number }>) {
      const item = state.items.find((candidate) => candidate.id === action.payload.itemId);
      if (!item) return;
      item.numberInfos.splice(action.payload.index, 1);
      if (item.numberInfos.length === 0) {
        state.items = state.items.filter((candidate) => candidate.id !== item.id);
      }
    },
    cartCleared() {
      return initialState;
    },
  },
  selectors: {
    selectCartItems: (state) => state.items,
    selectCartCount: (state) => state.items.length,
    selectCartIsFull: (state) => !canAddToCart(state.items.length),
  },
});

export const {
  cartItemAdded,
  cartItemReplaced,
  cartItemRemoved,
  cartNumberSetRemoved,
  cartCleared,
} = cartSlice.actions;
export const { selectCartItems, selectCartCount, selectCartIsFull } = cartSlice.selectors;
