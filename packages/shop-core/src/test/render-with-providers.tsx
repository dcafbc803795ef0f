import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { baseApi } from '@veso/api-client';
import type { ApiClient } from '@veso/api-client';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { getSessionCookie } from '../cookies/cookies';
import { rootReducer } from '../state/root-reducer';
import type { RootState } from '../state/root-reducer';
import { sessionEndMiddleware } from '../state/session-thunks';
import { showToast } from '../state/toasts-slice';
import { createFakeFetch, createTestApiClient } from './fake-api';

/** A store like the shop's, without persistence, for tests and stories. */
export function setupTestStore(
  preloadedState?: Partial<RootState>,
  options: { apiClient?: ApiClient; fetch?: typeof fetch } = {},
) {
  let dispatchToast: (message: string, durationMs: number) => void = () => undefined;
  const apiClient =
    options.apiClient ??
    createTestApiClient({
      fetch:
        options.fetch ??
        createFakeFetch(() => Response.json({ code: -1, message: 'no handler' }, { status: 503 })),
      notify: (message, durationMs) => dispatchToast(message, durationMs),
      // As in the shells: the session cookie is the token of protected calls.
      getToken: getSessionCookie,
    });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: { apiClient } } }).concat(
        baseApi.middleware,
        sessionEndMiddleware,
      ),
  });
  dispatchToast = (message, durationMs) => {
    store.dispatch(showToast({ message, durationMs, tone: 'error' }));
  };
  return store;
}

export type TestStore = ReturnType<typeof setupTestStore>;

export type RenderWithProvidersOptions = Omit<RenderOptions, 'wrapper' | 'queries'> & {
  preloadedState?: Partial<RootState>;
  /** Use this store instead of a fresh one. */
  store?: TestStore;
  /** The fake server the api-client talks to (see `createFakeFetch`). */
  fetch?: typeof fetch;
  apiClient?: ApiClient;
  /** Initial URL of the memory router; default '/'. */
  route?: string;
  /** Wrap in a MemoryRouter (default true); false when `ui` brings its own router. */
  withRouter?: boolean;
};

/**
 * Renders `ui` inside the real store (Redux template style) and, unless told otherwise,
 * a memory router. Returns Testing Library's queries plus `store` and a `user-event` user.
 */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  const {
    preloadedState,
    fetch,
    apiClient,
    route = '/',
    withRouter = true,
    store = setupTestStore(preloadedState, { apiClient, fetch }),
    ...renderOptions
  } = options;
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        {withRouter ? <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter> : children}
      </Provider>
    );
  }
  return { store, user: userEvent.setup(), ...render(ui, { wrapper: Wrapper, ...renderOptions }) };
}
