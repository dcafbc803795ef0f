import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { EmbedParams } from '../cookies/cookies';

/**
 * Who is using the shop. `signedIn` is true with a session (web) or, in the webview,
 * once the server has verified the signed parameters; `embed` alone does not sign in.
 */
export type SessionState = {
  signedIn: boolean;
  accountId: string | null;
  embed: boolean;
  embedParams: EmbedParams | null;
};

/** What a shell's auth bootstrap reads before the first render. */
export type SessionBootstrap = Partial<SessionState>;

export const initialSessionState: SessionState = {
  signedIn: false,
  accountId: null,
  embed: false,
  embedParams: null,
};

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

/** The session state a bootstrap describes, on top of the signed-out defaults. */
export function sessionFromBootstrap(bootstrap: SessionBootstrap): SessionState {
  return { ...initialSessionState, ...bootstrap };
}
