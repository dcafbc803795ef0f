import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { EmbedParams } from '../cookies/cookies';
import { initialSessionState } from './session';

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    signedIn(state, action: PayloadAction<{ accountId: string | null }>) {
      state.signedIn = true;
      state.accountId = action.payload.accountId;
    },
    signedOut(state) {
      state.signedIn = false;
      state.accountId = null;
    },
    embedDetected(state, action: PayloadAction<EmbedParams>) {
      state.embed = true;
      state.embedParams = action.payload;
    },
  },
  selectors: {
    selectIsSignedIn: (state) => state.signedIn,
    selectAccountId: (state) => state.accountId,
    selectIsEmbed: (state) => state.embed,
    selectEmbedParams: (state) => state.embedParams,
  },
});

export const { signedIn, signedOut, embedDetected } = sessionSlice.actions;
export const { selectIsSignedIn, selectAccountId, selectIsEmbed, selectEmbedParams } =
  sessionSlice.selectors;
