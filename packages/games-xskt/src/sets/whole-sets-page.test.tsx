import { screen, waitFor, within } from '@testing-library/react';
import { XSKT_MESSAGES } from '@veso/contract';
import {
  clearSession,
  isPaperCartItem,
  makeTestSession,
  renderWithProviders,
  selectCartItems,
  setSessionCookie,
  setupTestStore,
} from '@veso/shop-core';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stockServer } from '../test/stock-server';
import { WHOLE_SET_RULE, WholeSetsPage } from './whole-sets-page';

function renderSets(server: ReturnType<typeof stockServer>) {
  const store = setupTestStore({ session: makeTestSession() }, { fetch: server.fetch });
  return renderWithProviders(
    <Routes>
      <Route path="/ve-so-cap-nguyen" element={<WholeSetsPage />} />
    </Routes>,
    { route: '/ve-so-cap-nguyen?region=xsmn', store },
  );
}

beforeEach(() => setSessionCookie('tok-xskt'));
afterEach(() => clearSession());

describe('WholeSetsPage', () => {
  it('lists the whole sets with their size and price and explains all or nothing', async () => {
    renderSets(stockServer());
    expect(screen.getByText(WHOLE_SET_RULE)).toBeInTheDocument();
    const set = await screen.findByRole('article', { name: 'Cặp 3 vé số 888888 Cần Thơ' });
    expect(within(set).getByText('30.000đ')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Cặp 3 vé số 654321 Đồng Nai' })).toBeVisible();
  });

  it('buys every ticket of the set together: one cart line of 3 held tickets', async () => {
    const server = stockServer();
    const { user, store } = renderSets(server);
    const set = await screen.findByRole('article', { name: 'Cặp 3 vé số 888888 Cần Thơ' });
    await user.click(within(set).getByRole('button', { name: /Mua cả cặp: Cặp 3 vé số 888888/ }));
    expect(await within(set).findByTestId('hold-countdown')).toHaveTextContent(
      /Vé được giữ cho bạn trong/,
    );
    expect(server.holds).toEqual([
      expect.objectContaining({
        set: { category: 4, province: 'Cần Thơ', drawCode: '2026-03-04', number: '888888' },
      }),
    ]);
    const lines = selectCartItems(store.getState()).filter(isPaperCartItem);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ wholeSet: true, calculatedPrice: 30_000 });
    expect(lines[0]?.tickets.map((t) => t.ticketId)).toEqual([6, 7, 8]);
  });

  it('one ticket of the set is held by another customer: nothing is added, the server says why', async () => {
    const server = stockServer();
    const { user, store } = renderSets(server);
    const set = await screen.findByRole('article', { name: 'Cặp 3 vé số 654321 Đồng Nai' });
    server.others.add(10);
    await user.click(within(set).getByRole('button', { name: /Mua cả/ }));
    expect(await within(set).findByRole('alert')).toHaveTextContent(XSKT_MESSAGES.setTaken);
    expect(server.held.size).toBe(0);
    expect(selectCartItems(store.getState())).toEqual([]);
  });

  it('narrows the sets by trailing digits', async () => {
    const { user } = renderSets(stockServer());
    await screen.findByRole('article', { name: /888888/ });
    await user.type(screen.getByLabelText('Đuôi số'), '21');
    await user.click(screen.getByRole('button', { name: 'Lọc' }));
    // 654321 is listed before the filter too: wait for the filtered list to lose 888888.
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: /888888/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('article', { name: /654321/ })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Đuôi số'));
    await user.type(screen.getByLabelText('Đuôi số'), '00');
    await user.click(screen.getByRole('button', { name: 'Lọc' }));
    expect(await screen.findByText('Không có cặp nguyên phù hợp')).toBeInTheDocument();
  });
});
