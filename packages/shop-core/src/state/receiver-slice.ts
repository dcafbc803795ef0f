import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

/** Who receives the tickets (spec §3, the simple form); persisted with the cart. */
export type ReceiverState = {
  name: string;
  phone: string;
  cmnd: string;
  email: string;
  address: string;
};

const initialState: ReceiverState = { name: '', phone: '', cmnd: '', email: '', address: '' };

export const receiverSlice = createSlice({
  name: 'receiver',
  initialState,
  reducers: {
    receiverUpdated(state, action: PayloadAction<Partial<ReceiverState>>) {
      return { ...state, ...action.payload };
    },
    receiverCleared() {
      return initialState;
    },
  },
  selectors: {
    selectReceiver: (state) => state,
  },
});

export const { receiverUpdated, receiverCleared } = receiverSlice.actions;
export const { selectReceiver } = receiverSlice.selectors;
