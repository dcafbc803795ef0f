import { screen, within } from '@testing-library/react';
import {
  clearSession,
  embedDetected,
  makeTestSession,
  renderWithProviders,
  setSessionCookie,
  setupTestStore,
} from '@veso/shop-core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { groupServer, makeTestGroup, makeTestSharePayment } from '../test/group-server';
import type { GroupServer } from '../test/group-server';
import { renderGroupRoute } from '../test/render-group';
import { groupInfoOf } from '../state/group-flow';
import { BUY_SUCCESS_TITLE, BuyShares, MAIN_BALANCE_LABEL, WALLET_LABEL } from './buy-shares';
import { WALLET_SHARE_TEXT } from './wallet-share-result';

beforeEach(() => setSessionCookie('tok-group'));
afterEach(() => clearSession());

/** BuyShares in the e-wallet webview (or not), the gateway page recorded instead of opened. */
function renderBuyShares(server: GroupServer, { embed }: { embed: boolean }) {
  const store = setupTestStore({ session: makeTestSession() }, { fetch: server.fetch });
  if (embed) store.dispatch(embedDetected({ source: 'sandbox', data: 'd', sig: 's' }));
  const gateway = vi.fn<(url: string) => void>();
  const info = groupInfoOf(server.groups[0]!);
  const router = createMemoryRouter(
    [{ path: '*', element: <BuyShares info={info} onGateway={gateway} /> }],
    { initialEntries: ['/nhom-mua-chung/cung-chon-so/gop-co-phan/7'] },
  );
  const rendered = renderWithProviders(<RouterProvider router={router} />, {
    store,
    withRouter: false,
  });
  return { ...rendered, gateway };
}

describe('paying shares through the wallet (webview)', () => {
  it('the webview offers the wallet first; paying opens the gateway for exactly the shares’ price', async () => {
    const server = groupServer([makeTestGroup()], { balance: 0 });
    const { user, gateway } = renderBuyShares(server, { embed: true });
    const wallet = await screen.findByRole('radio', { name: new RegExp(WALLET_LABEL) });
    expect(wallet).toBeChecked();
    expect(screen.getByRole('radio', { name: new RegExp(MAIN_BALANCE_LABEL) })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Thêm 1 cổ phần' }));
    await user.click(screen.getByRole('button', { name: `${WALLET_LABEL} 2.000đ` }));
    expect(server.posts).toEqual([
      { path: '/share_pay', body: expect.objectContaining({ groupId: 7, shares: 2 }) },
    ]);
    expect(gateway).toHaveBeenCalledWith('/sandbox/pay/pay-1');
    // Nothing is taken from the main balance.
    expect(server.balance.main).toBe(0);
  });

  it('the main balance stays a choice in the webview; outside it there is no wallet', async () => {
    const server = groupServer([makeTestGroup()], { balance: 50_000 });
    const { user } = renderBuyShares(server, { embed: true });
    await user.click(await screen.findByRole('radio', { name: new RegExp(MAIN_BALANCE_LABEL) }));
    await user.click(screen.getByRole('button', { name: 'Thanh toán 1.000đ' }));
    expect(server.posts.map((p) => p.path)).toEqual(['/confirm_order']);

    clearSession();
    setSessionCookie('tok-group');
    const web = groupServer([makeTestGroup()], { balance: 50_000 });
    renderBuyShares(web, { embed: false });
    expect(await screen.findAllByText(MAIN_BALANCE_LABEL)).not.toHaveLength(0);
    expect(screen.queryByRole('radio', { name: new RegExp(WALLET_LABEL) })).toBeNull();
  });

  it('back from the gateway, the share page follows the payment to its outcome', async () => {
    const server = groupServer([makeTestGroup()]);
    server.sharePayments.push(makeTestSharePayment());
    renderGroupRoute(server, '/nhom-mua-chung/cung-chon-so/gop-co-phan/7?paymentId=pay-9');
    const result = await screen.findByRole('region', { name: BUY_SUCCESS_TITLE });
    expect(within(result).getByText('2.000đ')).toBeInTheDocument();
    expect(within(result).getByRole('link', { name: 'Xem nhóm của tôi' })).toBeInTheDocument();
  });

  it('a payment that came too late says the money is on the main balance, and why', async () => {
    const server = groupServer([makeTestGroup({ soldShares: 10 })]);
    server.sharePayments.push(
      makeTestSharePayment({ outcome: 'refused', refusal: 'Nhóm đã đủ cổ phần' }),
    );
    renderGroupRoute(server, '/nhom-mua-chung/cung-chon-so/gop-co-phan/7?paymentId=pay-9');
    expect(
      await screen.findByRole('heading', { name: WALLET_SHARE_TEXT.refusedTitle }),
    ).toBeVisible();
    expect(
      screen.getByText(WALLET_SHARE_TEXT.refused('Nhóm đã đủ cổ phần'), { exact: false }),
    ).toBeVisible();
  });
});
