import { screen, within } from '@testing-library/react';
import { GROUP_MESSAGES } from '@veso/contract';
import { groupPlayEndpoints } from '@veso/contract/endpoints/group-play';
import { answers, clearSession, createEndpointFetch, setSessionCookie } from '@veso/shop-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { groupServer, makeTestGroup } from '../test/group-server';
import { renderGroupRoute } from '../test/render-group';
import { BUY_SUCCESS_TITLE } from './buy-shares';

beforeEach(() => setSessionCookie('tok-group'));
afterEach(() => clearSession());

const SHARE_PAGE = '/nhom-mua-chung/cung-chon-so/gop-co-phan/7';

describe('buying shares (gop-co-phan)', () => {
  it('prices the chosen shares, pays from the main balance and shows the result', async () => {
    const server = groupServer([makeTestGroup()], { balance: 50_000 });
    const { user } = renderGroupRoute(server, SHARE_PAGE);
    await user.click(await screen.findByRole('button', { name: 'Thêm 1 cổ phần' }));
    expect(screen.getByTestId('share-total')).toHaveTextContent('2.000đ');
    expect(await screen.findByText('50.000đ')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Thanh toán 2.000đ' }));
    const result = await screen.findByRole('region', { name: BUY_SUCCESS_TITLE });
    expect(within(result).getByText('48.000đ')).toBeInTheDocument();
    expect(within(result).getByText(/Nhóm đã hoàn thành 50%/)).toBeInTheDocument();
    expect(server.posts).toEqual([
      {
        path: '/confirm_order',
        body: expect.objectContaining({ groupId: 7, shares: 2, paymentVendor: 1 }),
      },
    ]);
    expect(server.balance.main).toBe(48_000);
    // The page refetched the group: its progress moved.
    expect(await screen.findByText('Hoàn thành 50%')).toBeInTheDocument();
  });

  it('the last shares fill the group: the result says its tickets were ordered', async () => {
    const server = groupServer([makeTestGroup({ soldShares: 8 })]);
    const { user } = renderGroupRoute(server, SHARE_PAGE);
    await user.click(await screen.findByRole('button', { name: 'Thêm 1 cổ phần' }));
    expect(screen.getByRole('button', { name: 'Thêm 1 cổ phần' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Thanh toán 2.000đ' }));
    expect(
      await screen.findByText('Nhóm đã đủ cổ phần, vé của nhóm đã được đặt mua.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Hoàn thành')).toBeInTheDocument();
  });

  it('shows the refusal (1007: another customer took the shares first) and charges nothing', async () => {
    const server = groupServer([makeTestGroup({ soldShares: 8 })]);
    const { user } = renderGroupRoute(server, SHARE_PAGE);
    await user.click(await screen.findByRole('button', { name: 'Thêm 1 cổ phần' }));
    // Another customer buys one share meanwhile.
    server.groups[0] = { ...server.groups[0]!, remainingShares: 1 };
    await user.click(screen.getByRole('button', { name: 'Thanh toán 2.000đ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(GROUP_MESSAGES.sharesLeft(1));
    expect(server.balance.main).toBe(150_000);
  });

  it('a short balance cannot pay and leads to top-up', async () => {
    renderGroupRoute(
      groupServer([makeTestGroup({ sharePrice: 100_000 })], { balance: 50_000 }),
      SHARE_PAGE,
    );
    expect(await screen.findByRole('link', { name: 'Nạp tiền' })).toHaveAttribute(
      'href',
      '/nap-tien',
    );
    expect(screen.getByRole('button', { name: 'Thanh toán 100.000đ' })).toBeDisabled();
  });

  it('a retry after a lost answer sends the same requestId (charged once)', async () => {
    const server = groupServer([makeTestGroup()]);
    let drop = true;
    const flaky = createEndpointFetch(
      [
        answers(groupPlayEndpoints.confirm, async ({ request }) => {
          const answer = await server.fetch(request);
          // The server did it; its answer is lost (every automatic retry too).
          if (drop) throw new TypeError('Failed to fetch');
          return answer;
        }),
      ],
      (request) => server.fetch(request),
    );
    const { user } = renderGroupRoute({ fetch: flaky }, SHARE_PAGE);
    await user.click(await screen.findByRole('button', { name: 'Thanh toán 1.000đ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Không có kết nối mạng');
    drop = false;
    await user.click(screen.getByRole('button', { name: 'Thanh toán 1.000đ' }));
    expect(await screen.findByRole('region', { name: BUY_SUCCESS_TITLE })).toBeVisible();
    const ids = new Set(server.posts.map((p) => p.body.requestId));
    expect(server.posts.length).toBeGreaterThan(1);
    expect(ids.size).toBe(1);
    expect(server.balance.main).toBe(149_000);
  });

  it('a signed-out visitor is sent to sign in', async () => {
    renderGroupRoute(groupServer(), SHARE_PAGE, { signedIn: false });
    expect(await screen.findByText('Trang đăng nhập')).toBeInTheDocument();
  });
});
