import type { FakeApiHandler } from '@veso/shop-core';
import { createFakeFetch, errorResponse, offlineFetch, setupTestStore } from '@veso/shop-core';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { SIGNED_IN } from './fixtures';

/** A signed-in store served by `handler` (or offline), a memory router at `route`, 360px wide. */
export function StoryFrame({
  handler,
  offline = false,
  route = '/',
  children,
}: {
  handler?: FakeApiHandler;
  offline?: boolean;
  route?: string;
  children: ReactNode;
}) {
  const fetch = offline
    ? offlineFetch()
    : createFakeFetch(handler ?? (() => errorResponse(-1, 503)));
  return (
    <Provider store={setupTestStore(SIGNED_IN, { fetch })}>
      <MemoryRouter initialEntries={[route]}>
        <div style={{ maxWidth: 360 }}>{children}</div>
      </MemoryRouter>
    </Provider>
  );
}
