import { clearSession } from '@veso/shop-core';
import type { SessionState } from '@veso/shop-core';

/** What the frame (header, drawer, layouts, frame pages) shows and changes. */
export type FrameState = {
  session: SessionState;
  /** The header title ('' until a page sets one). */
  pageTitle: string;
  /** True until the layout's opening overlay has ended. */
  loading: boolean;
};

/**
 * Where the frame state lives. Before the data layer exists, in the frame store itself;
 * afterwards in the Redux store, which the data layer plugs in with `connect`.
 * `getState` must return the same object while nothing changed (useSyncExternalStore).
 */
export type FrameBackend = {
  getState(): FrameState;
  subscribe(listener: () => void): () => void;
  setPageTitle(title: string): void;
  setLoading(loading: boolean): void;
  /** Logout (spec §4): clears the cookies and the session. */
  signOut(): void;
};

/** The frame's state without Redux, handed over to the store once the data layer has loaded. */
export type FrameStore = FrameBackend & {
  /** Makes `backend` (the Redux store) the source of truth from now on. */
  connect(backend: FrameBackend): void;
  /** True once the data layer has connected its store. */
  isConnected(): boolean;
};

/** The frame state of a fresh page: the bootstrapped session, no title, still loading. */
export function initialFrameState(session: SessionState): FrameState {
  return { session, pageTitle: '', loading: true };
}

/** Creates the frame store of one shop instance (never a module-level singleton). */
export function createFrameStore(initial: FrameState): FrameStore {
  let local = initial;
  let backend: FrameBackend | null = null;
  const listeners = new Set<() => void>();

  function notify(): void {
    for (const listener of [...listeners]) listener();
  }

  function update(next: FrameState): void {
    local = next;
    notify();
  }

  return {
    getState: () => (backend ? backend.getState() : local),
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    setPageTitle(title) {
      if (backend) backend.setPageTitle(title);
      else if (local.pageTitle !== title) update({ ...local, pageTitle: title });
    },
    setLoading(loading) {
      if (backend) backend.setLoading(loading);
      else if (local.loading !== loading) update({ ...local, loading });
    },
    signOut() {
      if (backend) {
        backend.signOut();
        return;
      }
      clearSession();
      update({ ...local, session: { ...local.session, signedIn: false, accountId: null } });
    },
    connect(next) {
      backend = next;
      next.subscribe(notify);
      notify();
    },
    isConnected: () => backend !== null,
  };
}
