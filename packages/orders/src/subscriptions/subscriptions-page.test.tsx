import { screen, waitFor, within } from '@testing-library/react';
import type { SubscriptionActionBody } from '@veso/contract';
import {
  createFakeFetch,
  errorResponse,
  offlineFetch,
  okResponse,
  renderWithProviders,
} from '@veso/shop-core';
import type { FakeFetch } from '@veso/shop-core';
import { describe, expect, it } from 'vitest';
import { makeSubscription, refusal, subscriptionServer } from './fixtures';
import { SubscriptionsPage } from './subscriptions-page';

const ITEMS = [
  makeSubscription(7, {
    draws: null,
    maxAmount: 200_000,
    stopOnWin: true,
    product: 'lotto535',
    productName: 'Lotto 5/35',
    numberInfos: [
      {
        numbers: [1, 5, 9, 20, 35],
        form: 'single',
        special: 7,
        specials: [],
        stake: 10_000,
        lines: 1,
        price: 10_000,
      },
    ],
  }),
  makeSubscription(6, { status: 'paused', reason: 'Tạm dừng do bạn đã tự ngừng mua vé.' }),
  makeSubscription(5, { status: 'stopped', drawsBought: 10, reason: 'Đã mua đủ 10 kỳ.' }),
  makeSubscription(4, { status: 'cancelled', draws: null }),
];

function card(name: RegExp) {
  return screen.getByRole('article', { name });
}

/** The value next to a label of a subscription's facts ('Đã mua' → '3 kỳ'). */
function fact(article: HTMLElement, label: string): string | null | undefined {
  return within(article).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

function actionBodies(fetch: FakeFetch): Promise<SubscriptionActionBody[]> {
  return Promise.all(
    fetch.requests
      .filter((request) => request.url.endsWith('/subscriptions/action'))
      .map((request) => request.json() as Promise<SubscriptionActionBody>),
  );
}

function listCalls(fetch: FakeFetch): number {
  return fetch.requests.filter((request) => request.url.endsWith('/customer/subscriptions')).length;
}

describe('SubscriptionsPage', () => {
  it('shows each subscription with its numbers, draws, stop rules, status and orders', async () => {
    renderWithProviders(<SubscriptionsPage />, { fetch: subscriptionServer(ITEMS) });
    const list = await screen.findByRole('list', { name: 'Gói nuôi số' });
    expect(within(list).getAllByRole('article')).toHaveLength(4);

    const lotto = card(/Lotto 5\/35 · Gói nuôi #7/);
    expect(lotto).toHaveTextContent('Đang nuôi');
    expect(within(lotto).getByRole('list', { name: 'Các bộ số' })).toHaveTextContent(
      'A 01 05 09 20 35 | ĐB 07',
    );
    expect(fact(lotto, 'Đã mua')).toBe('3 kỳ');
    expect(fact(lotto, 'Còn lại')).toBe('Không giới hạn');
    expect(fact(lotto, 'Đã chi')).toBe('30.000đ');
    expect(fact(lotto, 'Kỳ gần nhất')).toBe('#01234');
    const rules = within(lotto).getByRole('list', { name: 'Điều kiện dừng' });
    expect(
      within(rules)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Dừng khi tổng tiền đạt 200.000đ', 'Dừng khi có vé trúng thưởng']);
    expect(within(lotto).getByRole('link', { name: 'Đơn hàng Lotto 5/35' })).toHaveAttribute(
      'href',
      '/lich-su-535',
    );
    expect(within(lotto).getByRole('button', { name: 'Tạm dừng' })).toBeInTheDocument();
    expect(within(lotto).queryByRole('button', { name: 'Tiếp tục' })).not.toBeInTheDocument();

    const paused = card(/Mega 6\/45 · Gói nuôi #6/);
    expect(paused).toHaveTextContent('Tạm dừng do bạn đã tự ngừng mua vé.');
    expect(fact(paused, 'Còn lại')).toBe('7 kỳ');
    expect(within(paused).getByText('Dừng sau 10 kỳ')).toBeInTheDocument();
    expect(within(paused).getByRole('button', { name: 'Tiếp tục' })).toBeInTheDocument();
    expect(within(paused).getByRole('link', { name: 'Đơn hàng Mega 6/45' })).toHaveAttribute(
      'href',
      '/lich-su-dat-mua',
    );

    const stopped = card(/Gói nuôi #5/);
    expect(stopped).toHaveTextContent('Đã kết thúc');
    expect(stopped).toHaveTextContent('Đã mua đủ 10 kỳ.');
    expect(fact(stopped, 'Còn lại')).toBe('0 kỳ');
    expect(within(stopped).queryByRole('button')).not.toBeInTheDocument();

    const cancelled = card(/Gói nuôi #4/);
    expect(cancelled).toHaveTextContent('Đã huỷ');
    expect(within(cancelled).getByText('Nuôi đến khi bạn huỷ')).toBeInTheDocument();
    expect(within(cancelled).queryByRole('button')).not.toBeInTheDocument();
  });

  it('pauses with a requestId and shows the refreshed status', async () => {
    const fetch = subscriptionServer(ITEMS);
    const { user } = renderWithProviders(<SubscriptionsPage />, { fetch });
    await screen.findByRole('list', { name: 'Gói nuôi số' });
    await user.click(within(card(/Gói nuôi #7/)).getByRole('button', { name: 'Tạm dừng' }));
    expect(await within(card(/Gói nuôi #7/)).findByText('Đã tạm dừng gói nuôi.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(
      await within(card(/Gói nuôi #7/)).findByRole('button', { name: 'Tiếp tục' }),
    ).toBeInTheDocument();
    expect(card(/Gói nuôi #7/)).toHaveTextContent('Tạm dừng');
    const [body] = await actionBodies(fetch);
    expect(body).toEqual({
      requestId: expect.stringMatching(/^\d+$/),
      subscriptionId: 7,
      action: 'pause',
    });
    expect(listCalls(fetch)).toBe(2);
  });

  it('resumes a paused subscription', async () => {
    const fetch = subscriptionServer(ITEMS);
    const { user } = renderWithProviders(<SubscriptionsPage />, { fetch });
    await screen.findByRole('list', { name: 'Gói nuôi số' });
    await user.click(within(card(/Gói nuôi #6/)).getByRole('button', { name: 'Tiếp tục' }));
    expect(
      await within(card(/Gói nuôi #6/)).findByRole('button', { name: 'Tạm dừng' }),
    ).toBeInTheDocument();
    expect(card(/Gói nuôi #6/)).toHaveTextContent('Đang nuôi');
    expect(card(/Gói nuôi #6/)).toHaveTextContent('Gói nuôi đã tiếp tục.');
    expect((await actionBodies(fetch)).map((body) => body.action)).toEqual(['resume']);
  });

  it('cancels only after the confirmation', async () => {
    const fetch = subscriptionServer(ITEMS);
    const { user } = renderWithProviders(<SubscriptionsPage />, { fetch });
    await screen.findByRole('list', { name: 'Gói nuôi số' });
    await user.click(within(card(/Gói nuôi #7/)).getByRole('button', { name: 'Huỷ nuôi' }));
    const dialog = screen.getByRole('dialog', { name: 'Huỷ gói nuôi số?' });
    expect(dialog).toHaveTextContent('Gói nuôi Lotto 5/35 #7 sẽ dừng hẳn');
    await user.click(within(dialog).getByRole('button', { name: 'Không' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await actionBodies(fetch)).toEqual([]);

    await user.click(within(card(/Gói nuôi #7/)).getByRole('button', { name: 'Huỷ nuôi' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Huỷ gói nuôi số?' })).getByRole('button', {
        name: 'Huỷ gói nuôi',
      }),
    );
    expect(await within(card(/Gói nuôi #7/)).findByText('Đã huỷ gói nuôi.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The card loses its actions once the list is read again with the cancelled package.
    await waitFor(() =>
      expect(within(card(/Gói nuôi #7/)).queryByRole('button')).not.toBeInTheDocument(),
    );
    expect(card(/Gói nuôi #7/)).toHaveTextContent('Đã huỷ');
    expect((await actionBodies(fetch)).map((body) => body.action)).toEqual(['cancel']);
  });

  it('shows the server’s message when it refuses', async () => {
    const fetch = createFakeFetch((_request, url) =>
      url.pathname.endsWith('/action')
        ? refusal('Bạn đã tự ngừng mua vé vĩnh viễn. Không thể mua vé.')
        : okResponse({ items: ITEMS }),
    );
    const { user } = renderWithProviders(<SubscriptionsPage />, { fetch });
    await screen.findByRole('list', { name: 'Gói nuôi số' });
    await user.click(within(card(/Gói nuôi #6/)).getByRole('button', { name: 'Tiếp tục' }));
    expect(await within(card(/Gói nuôi #6/)).findByRole('alert')).toHaveTextContent(
      'Bạn đã tự ngừng mua vé vĩnh viễn. Không thể mua vé.',
    );
    expect(card(/Gói nuôi #6/)).toHaveTextContent('Tạm dừng');
    expect(within(card(/Gói nuôi #6/)).queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps the requestId to retry an action whose answer was lost', async () => {
    let online = false;
    const server = subscriptionServer(ITEMS);
    const fetch = createFakeFetch((request) =>
      online || !request.url.endsWith('/action')
        ? server(request)
        : Promise.reject(new TypeError('Failed to fetch')),
    );
    const { user } = renderWithProviders(<SubscriptionsPage />, { fetch });
    await screen.findByRole('list', { name: 'Gói nuôi số' });
    await user.click(within(card(/Gói nuôi #7/)).getByRole('button', { name: 'Tạm dừng' }));
    expect(
      await within(card(/Gói nuôi #7/)).findByRole('alert', {}, { timeout: 10_000 }),
    ).toHaveTextContent('Không có kết nối mạng, vui lòng thử lại');
    online = true;
    await user.click(within(card(/Gói nuôi #7/)).getByRole('button', { name: 'Tạm dừng' }));
    expect(
      await within(card(/Gói nuôi #7/)).findByText('Đã tạm dừng gói nuôi.'),
    ).toBeInTheDocument();
    const ids = new Set((await actionBodies(fetch)).map((body) => body.requestId));
    expect(ids.size).toBe(1);
  }, 15_000);

  it('says when there are no subscriptions', async () => {
    renderWithProviders(<SubscriptionsPage />, { fetch: subscriptionServer([]) });
    expect(await screen.findByRole('heading', { name: 'Chưa có vé nuôi' })).toBeInTheDocument();
  });

  it('shows the error with a retry', async () => {
    renderWithProviders(<SubscriptionsPage />, {
      fetch: createFakeFetch(() => errorResponse(14)),
    });
    expect(await screen.findByText('Không tải được dữ liệu')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
  });

  it('says when there is no connection', async () => {
    renderWithProviders(<SubscriptionsPage />, { fetch: offlineFetch() });
    expect(
      await screen.findByText('Không có kết nối mạng', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  }, 15_000);
});
