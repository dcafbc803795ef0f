import { setupTestStore } from '@veso/shop-core';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';

/** A story decorator: a store served by `fetch`, a router at `route`, a 360px wide screen. */
export function withServer(fetch: typeof globalThis.fetch, route = '/') {
  return function ServerDecorator(Story: () => React.JSX.Element) {
    return (
      <Provider store={setupTestStore(undefined, { fetch })}>
        <MemoryRouter initialEntries={[route]}>
          <div style={{ maxWidth: 360 }}>
            <Story />
          </div>
        </MemoryRouter>
      </Provider>
    );
  };
}
