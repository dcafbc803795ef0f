import { combineSlices } from '@reduxjs/toolkit';
import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '@veso/api-client';
import type { ApiThunkExtra } from '@veso/api-client';
import { appSlice } from './app-slice';
import { cartSlice } from './cart-slice';
import { receiverSlice } from './receiver-slice';
import { sessionSlice } from './session-slice';
import { toastsSlice } from './toasts-slice';

/**
 * The reducer of the shop's client state plus the RTK Query cache. A feature with its
 * own slice adds it lazily with `rootReducer.inject(slice)`.
 */
export const rootReducer = combineSlices(
  appSlice,
  sessionSlice,
  toastsSlice,
  cartSlice,
  receiverSlice,
  baseApi,
);

export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = ThunkDispatch<RootState, ApiThunkExtra, UnknownAction>;
export type AppThunk<R = void> = ThunkAction<R, RootState, ApiThunkExtra, UnknownAction>;
