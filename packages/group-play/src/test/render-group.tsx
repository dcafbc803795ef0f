import { makeTestSession, renderWithProviders, setupTestStore } from '@veso/shop-core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { groupPlayRoutes } from '../routes';
import type { GroupServer } from './group-server';

/**
 * Renders the group play routes (all 25, loaded lazily as the shop does) at `route` in a
 * data router, the store's calls answered by `server`; signed in unless told otherwise.
 */
export function renderGroupRoute(
  server: Pick<GroupServer, 'fetch'>,
  route: string,
  { signedIn = true }: { signedIn?: boolean } = {},
) {
  const store = setupTestStore(signedIn ? { session: makeTestSession() } : {}, {
    fetch: server.fetch,
  });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        hydrateFallbackElement: <p>Đang tải</p>,
        children: [...groupPlayRoutes, { path: '/dang-nhap', element: <p>Trang đăng nhập</p> }],
      },
    ],
    { initialEntries: [route] },
  );
  const rendered = renderWithProviders(<RouterProvider router={router} />, {
    store,
    withRouter: false,
  });
  return { ...rendered, router };
}
