import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { APP_CHANNEL, SHOP_VERSION } from '../constants';

/** The app-wide client state of spec §3 (server data lives in the RTK Query cache). */
export type AppState = {
  /** True until the layout has finished its opening overlay. */
  loading: boolean;
  channel: typeof APP_CHANNEL;
  version: string;
  pageTitle: string;
  pageIcon: string | null;
  headerColor: string | null;
  headerTitle: string | null;
  /** Running inside an e-wallet webview. */
  embed: boolean;
  /** The e-wallet (the `source` parameter) when embedded. */
  embedType: string | null;
};

const initialState: AppState = {
  loading: true,
  channel: APP_CHANNEL,
  version: SHOP_VERSION,
  pageTitle: '',
  pageIcon: null,
  headerColor: null,
  headerTitle: null,
  embed: false,
  embedType: null,
};

export const appSlice = createSlice({
  name: 'app',
  initialState,
  reducers: {
    loadingChanged(state, action: PayloadAction<boolean>) {
      state.loading = action.payload;
    },
    pageTitleChanged(state, action: PayloadAction<{ title: string; icon?: string | null }>) {
      state.pageTitle = action.payload.title;
      state.pageIcon = action.payload.icon ?? null;
    },
    /** The screen that set `title` has gone: the title goes too, unless another screen has set its own since. */
    pageTitleCleared(state, action: PayloadAction<{ title: string }>) {
      if (state.pageTitle !== action.payload.title) return;
      state.pageTitle = '';
      state.pageIcon = null;
    },
    headerChanged(state, action: PayloadAction<{ color?: string | null; title?: string | null }>) {
      state.headerColor = action.payload.color ?? null;
      state.headerTitle = action.payload.title ?? null;
    },
    embedChanged(state, action: PayloadAction<{ embed: boolean; type?: string | null }>) {
      state.embed = action.payload.embed;
      state.embedType = action.payload.embed ? (action.payload.type ?? null) : null;
    },
  },
  selectors: {
    selectLoading: (state) => state.loading,
    selectPageTitle: (state) => state.pageTitle,
    selectPageIcon: (state) => state.pageIcon,
    selectHeader: (state) => ({ color: state.headerColor, title: state.headerTitle }),
    selectAppVersion: (state) => state.version,
    selectIsEmbedApp: (state) => state.embed,
    selectEmbedType: (state) => state.embedType,
  },
});

export const { loadingChanged, pageTitleChanged, pageTitleCleared, headerChanged, embedChanged } =
  appSlice.actions;
export const {
  selectLoading,
  selectPageTitle,
  selectPageIcon,
  selectAppVersion,
  selectIsEmbedApp,
  selectEmbedType,
} = appSlice.selectors;
