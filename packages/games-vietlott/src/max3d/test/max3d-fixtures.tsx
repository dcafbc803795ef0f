import { screen } from '@testing-library/react';
import type { OrderableProduct } from '@veso/contract';
import {
  createFakeFetch,
  errorResponse,
  makeTestPeriodList,
  okResponse,
  renderWithProviders,
  setupTestStore,
  toChosenDraw,
} from '@veso/shop-core';
import type { FakeApiHandler } from '@veso/shop-core';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';

/**
 * The stand-in server of the Max 3D screens: the shared `max3d` draw calendar (the one
 * `GET /draw/periods` answers for Max 3D, Max 3D+ and Ôm Max 3D+) with three draws.
 */
export function max3dServer(): FakeApiHandler {
  return (_request, url) =>
    url.pathname === '/api/draw/periods' && url.searchParams.get('product') === 'max3d'
      ? okResponse(makeTestPeriodList('max3d'))
      : errorResponse(-1, 503);
}

/** A seeded random source so quick pick is repeatable. */
export function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

export type RenderScreenOptions = {
  fetch?: typeof globalThis.fetch;
  store?: ReturnType<typeof setupTestStore>;
  /** Router state of the entry (the cart's `{ editItemId }`). */
  state?: unknown;
};

/** Renders a game screen at /game with the cart at /gio-hang. */
export function renderScreen(element: ReactElement, options: RenderScreenOptions = {}) {
  const fetch = options.fetch ?? createFakeFetch(max3dServer());
  const store = options.store ?? setupTestStore(undefined, { fetch });
  return renderWithProviders(
    <MemoryRouter initialEntries={[{ pathname: '/game', state: options.state ?? null }]}>
      <Routes>
        <Route path="/game" element={element} />
        <Route path="/gio-hang" element={<p>Giỏ hàng</p>} />
      </Routes>
    </MemoryRouter>,
    { store, withRouter: false },
  );
}

/** The period list of the shared Max 3D draw as the cart's chosen draws. */
export function max3dDraws(from: number, to: number) {
  return makeTestPeriodList('max3d' satisfies OrderableProduct)
    .periods.slice(from, to)
    .map(toChosenDraw);
}

const FORM_NAMES = { single: /^Cơ bản/, permutation: /^Đảo số/, wildcard: /^Bao vị trí/ };

/** The 'Cách chơi' radio of a Max 3D play form. */
export function formRadio(form: keyof typeof FORM_NAMES): HTMLElement {
  return screen.getByRole('radio', { name: FORM_NAMES[form] });
}
