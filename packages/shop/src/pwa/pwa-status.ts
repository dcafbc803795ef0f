import { VN_TIME_ZONE } from '@veso/domain';
import { OFFLINE_TITLE } from '@veso/shop-core';
import { API_FROM_CACHE, API_FROM_NETWORK } from './protocol';

/** What the installed app shows besides the page: the offline mark, the update prompt. */
export type PwaState = {
  /** The browser's idea of the connection (`navigator.onLine` and its events). */
  online: boolean;
  /** When the oldest offline copy on screen was saved (epoch ms); null: all fresh. */
  savedAt: number | null;
  /** A new release is installed and waits for the customer's go-ahead. */
  updateReady: boolean;
};

export type PwaStatus = {
  getState: () => PwaState;
  subscribe: (listener: () => void) => () => void;
  setOnline: (online: boolean) => void;
  /** A message from the service worker (`protocol.ts`); anything else is ignored. */
  onWorkerMessage: (data: unknown) => void;
  /** An offline copy was shown (the worker's answer to a page that opened offline). */
  copyShown: (savedAt: number) => void;
  setUpdateReady: (ready: boolean) => void;
};

/** The installed app's state: a tiny external store for `useSyncExternalStore`. */
export function createPwaStatus(online: boolean): PwaStatus {
  let state: PwaState = { online, savedAt: null, updateReady: false };
  const listeners = new Set<() => void>();
  const set = (next: Partial<PwaState>) => {
    const merged = { ...state, ...next };
    if (
      merged.online === state.online &&
      merged.savedAt === state.savedAt &&
      merged.updateReady === state.updateReady
    )
      return;
    state = merged;
    for (const listener of listeners) listener();
  };
  const copyShown = (savedAt: number) =>
    set({ savedAt: state.savedAt === null ? savedAt : Math.min(state.savedAt, savedAt) });
  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setOnline: (next) => set({ online: next }),
    copyShown,
    onWorkerMessage: (data) => {
      if (typeof data !== 'object' || data === null) return;
      const message = data as { type?: unknown; savedAt?: unknown };
      if (message.type === API_FROM_CACHE && typeof message.savedAt === 'number') {
        copyShown(message.savedAt);
      } else if (message.type === API_FROM_NETWORK) {
        set({ savedAt: null });
      }
    },
    setUpdateReady: (ready) => set({ updateReady: ready }),
  };
}

const TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: VN_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const DAY = new Intl.DateTimeFormat('en-GB', {
  timeZone: VN_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
});

/**
 * The offline mark's text, or null when there is nothing to mark: offline or shown an
 * offline copy, with the copy's time (HH:mm in Vietnam; the day too when it is not today).
 */
export function offlineMarkText(state: PwaState, now: number): string | null {
  if (state.savedAt === null) return state.online ? null : OFFLINE_TITLE;
  const time = TIME.format(state.savedAt);
  const day = DAY.format(state.savedAt);
  const when = day === DAY.format(now) ? time : `${time} ngày ${day}`;
  return `${OFFLINE_TITLE} – dữ liệu cập nhật lúc ${when}`;
}

/** The update prompt's text and button. */
export const UPDATE_READY_TEXT = 'Đã có phiên bản mới của VeSo.';
export const UPDATE_BUTTON = 'Cập nhật';
