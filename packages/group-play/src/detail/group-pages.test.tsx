import { screen, within } from '@testing-library/react';
import { GROUP_MESSAGES } from '@veso/contract';
import { clearSession, setSessionCookie } from '@veso/shop-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  groupServer,
  makeTestGroup,
  makeTestHeldGroup,
  makeTestWonGroup,
} from '../test/group-server';
import { renderGroupRoute } from '../test/render-group';
import { LEAVE_LABEL, LEFT_MESSAGE } from './group-detail';

beforeEach(() => setSessionCookie('tok-group'));
afterEach(() => clearSession());

const held = makeTestHeldGroup();

describe('a group’s pages', () => {
  it('thong-tin-nhom shows the group, its numbers and members, and leads to gop-co-phan', async () => {
    renderGroupRoute(groupServer(), '/nhom-mua-chung/cung-chon-so/thong-tin-nhom/7');
    expect(await screen.findByText('Hoàn thành 30%')).toBeVisible();
    expect(screen.getByText('01 07 12 23 34 45')).toBeVisible();
    const members = screen.getByRole('heading', { name: 'Thành viên (1)' })
      .parentElement as HTMLElement;
    expect(within(members).getByText(/3 cổ phần/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Góp cổ phần' })).toHaveAttribute(
      'href',
      '/nhom-mua-chung/cung-chon-so/gop-co-phan/7',
    );
  });

  it('a kind without a gop-co-phan page buys on the group’s page', async () => {
    const server = groupServer([makeTestGroup({ kind: 'gop-quy' })]);
    const { user } = renderGroupRoute(server, '/nhom-mua-chung/gop-quy/thong-tin-nhom/7');
    await user.click(await screen.findByRole('button', { name: 'Thanh toán 1.000đ' }));
    expect(await screen.findByRole('region', { name: 'Góp cổ phần thành công' })).toBeVisible();
  });

  it('a draft opened again by its leader asks for the leader’s minimum, priced on its tickets', async () => {
    const draft = makeTestGroup({
      status: 'draft',
      totalShares: 20,
      soldShares: 0,
      // As the server answers a draft: its tickets' price (10.000đ) split into 20 shares.
      sharePrice: 500,
      totalAmount: 10_000,
      members: [],
      memberCount: 0,
    });
    renderGroupRoute(groupServer([draft]), '/nhom-mua-chung/cung-chon-so/gop-co-phan/7');
    expect(await screen.findByRole('heading', { name: 'Cổ phần của trưởng nhóm' })).toBeVisible();
    expect(screen.getByLabelText('Số cổ phần')).toHaveValue(2);
    expect(screen.getByTestId('share-total')).toHaveTextContent('1.000đ');
    expect(screen.getByRole('button', { name: 'Bớt 1 cổ phần' })).toBeDisabled();
  });

  it('an unknown group says so', async () => {
    renderGroupRoute(groupServer([]), '/nhom-mua-chung/ve-le-tc/thong-tin-nhom/99');
    expect(await screen.findByRole('heading', { name: 'Không tải được dữ liệu' })).toBeVisible();
    expect(screen.getByText(GROUP_MESSAGES.notFound)).toBeVisible();
  });

  it('leaving before the group is full returns the hold', async () => {
    const server = groupServer([held], { balance: 10_000 });
    const { user } = renderGroupRoute(server, '/thong-tin-nhom/cung-chon-so/7');
    expect(await screen.findByText('Đang tạm giữ')).toBeVisible();
    await user.click(screen.getByRole('button', { name: LEAVE_LABEL }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Bạn sẽ được hoàn lại 2.000đ vào tài khoản chính.');
    await user.click(within(dialog).getByRole('button', { name: LEAVE_LABEL }));
    expect(await screen.findByText(LEFT_MESSAGE)).toBeVisible();
    expect(server.balance.main).toBe(12_000);
    expect(server.posts).toEqual([
      { path: '/leave_group', body: expect.objectContaining({ groupId: 7 }) },
    ]);
  });

  it('a won group shows “Trúng thưởng”, the printed ticket and the customer’s part of the prize', async () => {
    renderGroupRoute(groupServer([makeTestWonGroup()]), '/thong-tin-nhom/cung-chon-so/9');
    const tickets = await screen.findByRole('list', { name: 'Vé đã mua' });
    // The card's badge and the ticket's status.
    expect(screen.getAllByText('Trúng thưởng')).toHaveLength(2);
    expect(within(tickets).getByText('Trúng thưởng')).toBeVisible();
    expect(screen.getByTestId('my-prize')).toHaveTextContent('300.001đ');
    expect(tickets).toHaveTextContent('SR-000501');
    expect(screen.getByRole('button', { name: 'Xem ảnh vé' })).toBeVisible();
    expect(screen.queryByRole('button', { name: LEAVE_LABEL })).not.toBeInTheDocument();
  });
});
