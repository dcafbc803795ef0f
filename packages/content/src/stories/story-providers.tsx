import { setupTestStore } from '@veso/shop-core';
import { ThemeRoot } from '@veso/ui-kit';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';

/** Store, memory router at `route` (matched against `path`) and the app frame, for a story. */
export function StoryProviders({
  children,
  route,
  path,
}: {
  children: ReactNode;
  route: string;
  path: string;
}) {
  const [store] = useState(() => setupTestStore());
  return (
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <ThemeRoot>
          <Routes>
            <Route path={path} element={children} />
          </Routes>
        </ThemeRoot>
      </MemoryRouter>
    </Provider>
  );
}
