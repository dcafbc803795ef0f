import { makeTestSession, offlineFetch, setupTestStore } from '@veso/shop-core';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { groupPlayRoutes } from '../routes';
import type { GroupServer } from './group-server';

/**
 * A story of a group play screen: the feature's routes at `route` in a memory router, the
 * calls answered by `server` (or offline), signed in, 360px wide (the narrowest supported).
 */
export function GroupStory({
  server,
  route,
  offline = false,
  signedIn = true,
  embed = false,
}: {
  server?: Pick<GroupServer, 'fetch'>;
  route: string;
  offline?: boolean;
  signedIn?: boolean;
  /** In the e-wallet webview (the wallet is offered for shares). */
  embed?: boolean;
}) {
  const fetch = offline || !server ? offlineFetch() : server.fetch;
  const store = setupTestStore(signedIn ? { session: makeTestSession({ embed }) } : {}, {
    fetch,
  });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        hydrateFallbackElement: (
          <p role="status" aria-busy="true">
            Đang tải
          </p>
        ),
        children: groupPlayRoutes,
      },
    ],
    { initialEntries: [route] },
  );
  return (
    <Provider store={store}>
      <div style={{ maxWidth: 360 }}>
        <RouterProvider router={router} />
      </div>
    </Provider>
  );
}
