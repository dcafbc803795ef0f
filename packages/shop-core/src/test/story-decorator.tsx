import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import type { InitialEntry } from 'react-router';
import type { RootState } from '../state/root-reducer';
import { setupTestStore } from './render-with-providers';
import type { TestStore } from './render-with-providers';

export type StoryStoreOptions = {
  /** The memory router's entry (a path, or a location with state); default '/'. */
  route?: InitialEntry;
  /** The store's first state, e.g. a signed-in `session`. */
  preloadedState?: Partial<RootState>;
  /** Runs on the fresh store before the story renders (fill a cart, choose a delivery). */
  prepare?: (store: TestStore) => void;
};

/**
 * A story decorator: a test store whose calls `fetch` answers, a memory router at `route`
 * and a 360px wide screen (the narrowest the shop supports).
 */
export function withStoryStore(
  fetch: typeof globalThis.fetch,
  { route = '/', preloadedState, prepare }: StoryStoreOptions = {},
) {
  return function StoryStoreDecorator(Story: () => ReactElement) {
    const store = setupTestStore(preloadedState, { fetch });
    prepare?.(store);
    return (
      <Provider store={store}>
        <MemoryRouter initialEntries={[route]}>
          <div style={{ maxWidth: 360 }}>
            <Story />
          </div>
        </MemoryRouter>
      </Provider>
    );
  };
}
