import { screen, waitFor } from '@testing-library/react';
import type { Notification } from '@veso/contract';
import { describe, expect, it } from 'vitest';
import { useUserInfo } from '../api/session-api';
import { makeTestPrizeBalance, makeTestUserInfo } from '../test/account-fixture';
import { createFakeFetch, errorResponse, okResponse } from '../test/fake-api';
import { renderWithProviders } from '../test/render-with-providers';
import { useBalanceWatch } from './balance-watch';

function Balance() {
  useBalanceWatch(true, '84912345678', 50);
  const info = useUserInfo();
  return <p>Số dư trả thưởng: {info.data?.prizeBalance ?? '…'}</p>;
}

function notification(id: number): Notification {
  return {
    id,
    kind: 'won',
    title: 'Trúng thưởng',
    body: 'Vé của quý khách đã trúng thưởng',
    orderId: 1,
    ticketId: 1,
    createdAt: '2026-03-02T11:00:00.000Z',
    read: false,
  };
}

describe('useBalanceWatch', () => {
  it('reads the balances again when a new notification arrives (a prize settled), without a reload', async () => {
    const server = { prize: 20_000, notifications: [notification(1)] };
    const fetch = createFakeFetch((_request, url) => {
      if (url.pathname === '/api/auth/info')
        return okResponse(makeTestUserInfo({ prizeBalance: server.prize }));
      if (url.pathname === '/api/auth/getPrizeBalance') return okResponse(makeTestPrizeBalance());
      if (url.pathname.endsWith('/notifications/list')) {
        return okResponse({
          items: server.notifications.slice(0, 1),
          unread: server.notifications.length,
          total: server.notifications.length,
          page_index: 1,
          page_size: 1,
        });
      }
      return errorResponse(-1, 503);
    });
    renderWithProviders(<Balance />, { fetch });
    expect(await screen.findByText('Số dư trả thưởng: 20000')).toBeInTheDocument();
    // The settlement credits the prize and notifies the customer.
    server.prize = 5_020_000;
    server.notifications = [notification(2), ...server.notifications];
    await waitFor(() => expect(screen.getByText('Số dư trả thưởng: 5020000')).toBeInTheDocument(), {
      timeout: 3000,
    });
  });

  it('does not read the balances again while nothing new arrives', async () => {
    let infoCalls = 0;
    let listCalls = 0;
    const fetch = createFakeFetch((_request, url) => {
      if (url.pathname === '/api/auth/info') {
        infoCalls += 1;
        return okResponse(makeTestUserInfo());
      }
      if (url.pathname === '/api/auth/getPrizeBalance') return okResponse(makeTestPrizeBalance());
      if (url.pathname.endsWith('/notifications/list')) {
        listCalls += 1;
        return okResponse({
          items: [notification(1)],
          unread: 1,
          total: 1,
          page_index: 1,
          page_size: 1,
        });
      }
      return errorResponse(-1, 503);
    });
    renderWithProviders(<Balance />, { fetch });
    await waitFor(() => expect(listCalls).toBeGreaterThan(3), { timeout: 3000 });
    expect(infoCalls).toBe(1);
  });
});
