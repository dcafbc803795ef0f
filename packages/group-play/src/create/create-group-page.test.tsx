import { screen, within } from '@testing-library/react';
import { GROUP_MESSAGES } from '@veso/contract';
import { clearSession, setSessionCookie } from '@veso/shop-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUY_SUCCESS_TITLE } from '../join/buy-shares';
import { KENO_CLOSED_MESSAGE } from './create-group-page';
import { groupServer } from '../test/group-server';
import { renderGroupRoute } from '../test/render-group';

beforeEach(() => setSessionCookie('tok-group'));
afterEach(() => clearSession());

async function pickNumbers(user: ReturnType<typeof renderGroupRoute>['user'], numbers: number[]) {
  const grid = await screen.findByRole('group', { name: /Chọn \d+ số/ });
  for (const n of numbers) {
    await user.click(
      within(grid).getByRole('button', { name: new RegExp(`^${String(n).padStart(2, '0')}`) }),
    );
  }
}

describe('creating a group (thong-tin-khach-hang)', () => {
  it('the leader picks numbers and shares, creates the draft, then buys their own shares to publish it', async () => {
    const server = groupServer([]);
    const { user, router } = renderGroupRoute(
      server,
      '/nhom-mua-chung/cung-chon-so/thong-tin-khach-hang',
    );
    expect(await screen.findByRole('heading', { name: 'Thông tin khách hàng' })).toBeVisible();
    expect(await screen.findByText('Nguyễn Văn A')).toBeVisible();
    await pickNumbers(user, [1, 7, 12, 23, 34, 45]);
    expect(screen.getByTestId('create-share-price')).toHaveTextContent('1.000đ');
    expect(screen.getByText('Trưởng nhóm góp tối thiểu 1 cổ phần.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Tạo nhóm và góp cổ phần' }));

    expect(server.posts[0]).toEqual({
      path: '/order/reserve',
      body: expect.objectContaining({
        kind: 'cung-chon-so',
        product: 'mega645',
        totalShares: 10,
        numberInfos: [{ numbers: [1, 7, 12, 23, 34, 45], form: 'single' }],
      }),
    });
    await screen.findByRole('heading', { name: 'Cổ phần của trưởng nhóm' });
    expect(router.state.location.pathname).toBe('/nhom-mua-chung/cung-chon-so/gop-co-phan/1');
    await user.click(screen.getByRole('button', { name: 'Thêm 1 cổ phần' }));
    await user.click(screen.getByRole('button', { name: 'Thanh toán 2.000đ' }));
    expect(await screen.findByRole('region', { name: BUY_SUCCESS_TITLE })).toBeVisible();
    expect(server.groups[0]).toMatchObject({ status: 'open', soldShares: 2 });
  });

  it('a group of two tickets: reserve with the first, add_ticket the second, shares priced on both', async () => {
    const server = groupServer([]);
    const { user, router } = renderGroupRoute(
      server,
      '/nhom-mua-chung/cung-chon-so/thong-tin-khach-hang',
    );
    await pickNumbers(user, [1, 2, 3, 4, 5, 6]);
    await user.click(screen.getByRole('button', { name: 'Thêm vé khác' }));
    expect(screen.getByRole('list', { name: 'Vé đã chọn' })).toHaveTextContent(
      'Vé 1: 01 02 03 04 05 06',
    );
    await pickNumbers(user, [10, 20, 30, 40, 41, 42]);
    expect(screen.getByTestId('create-share-price')).toHaveTextContent('2.000đ');
    await user.click(screen.getByRole('button', { name: 'Tạo nhóm và góp cổ phần' }));
    await screen.findByRole('heading', { name: 'Cổ phần của trưởng nhóm' });
    expect(router.state.location.pathname).toBe('/nhom-mua-chung/cung-chon-so/gop-co-phan/1');
    expect(server.posts.map((p) => p.path)).toEqual(['/order/reserve', '/add_ticket']);
    expect(server.posts[1]?.body).toMatchObject({
      groupId: 1,
      numberInfos: [{ numbers: [10, 20, 30, 40, 41, 42], form: 'single' }],
    });
    expect(screen.getByTestId('share-total')).toHaveTextContent('2.000đ');
  });

  it('refuses shares that do not split the ticket price exactly, with the server’s message', async () => {
    const { user } = renderGroupRoute(
      groupServer([]),
      '/nhom-mua-chung/cung-chon-so/thong-tin-khach-hang',
    );
    // Nothing chosen yet: the buy bar is off and says why.
    const create = await screen.findByRole('button', { name: 'Tạo nhóm và góp cổ phần' });
    expect(create).toBeDisabled();
    expect(create).toHaveAccessibleDescription('Vui lòng chọn đủ 6 số cho vé của nhóm.');
    await pickNumbers(user, [1, 2, 3, 4, 5, 6]);
    expect(create).toBeEnabled();
    const shares = screen.getByLabelText('Số cổ phần của nhóm');
    await user.clear(shares);
    await user.type(shares, '3');
    expect(create).toHaveAccessibleDescription(GROUP_MESSAGES.notDivisible(10_000, 3));
    expect(create).toBeDisabled();
  });

  it('a bao group picks its bao size, then pays on chon-hinh-thuc-thanh-toan', async () => {
    const server = groupServer([]);
    const { user, router } = renderGroupRoute(
      server,
      '/nhom-mua-chung/mua-chung-ve-bao/thong-tin-khach-hang',
    );
    expect(await screen.findByLabelText('Loại vé bao')).toHaveValue('7');
    await pickNumbers(user, [1, 2, 3, 4, 5, 6, 7]);
    expect(screen.getByText('70.000đ')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Tạo nhóm và góp cổ phần' }));
    await screen.findByRole('heading', { name: 'Chọn hình thức thanh toán', level: 1 });
    expect(router.state.location.pathname).toBe(
      '/nhom-mua-chung/mua-chung-ve-bao/chon-hinh-thuc-thanh-toan',
    );
    expect(server.posts[0]?.body).toMatchObject({
      kind: 'mua-chung-ve-bao',
      numberInfos: [{ numbers: [1, 2, 3, 4, 5, 6, 7], form: 'bao' }],
    });
    expect(await screen.findByRole('heading', { name: 'Cổ phần của trưởng nhóm' })).toBeVisible();
  });

  describe('a Keno group', () => {
    afterEach(() => vi.useRealTimers());

    it('picks its level and numbers from 01–80 and reserves a Keno group', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-03-02T10:00:00+07:00'));
      const server = groupServer([]);
      const { user, router } = renderGroupRoute(
        server,
        '/nhom-mua-chung/cung-chon-so/thong-tin-khach-hang',
      );
      await user.selectOptions(await screen.findByLabelText('Sản phẩm'), 'keno');
      await user.selectOptions(screen.getByLabelText('Bậc Keno'), '3');
      expect(screen.getByText(/Keno bán từ 08:15–22:00 hằng ngày/)).toBeVisible();
      await pickNumbers(user, [7, 33, 80]);
      expect(screen.getByTestId('create-share-price')).toHaveTextContent('1.000đ');
      await user.click(screen.getByRole('button', { name: 'Tạo nhóm và góp cổ phần' }));
      await screen.findByRole('heading', { name: 'Cổ phần của trưởng nhóm' });
      expect(router.state.location.pathname).toBe('/nhom-mua-chung/cung-chon-so/gop-co-phan/1');
      expect(server.posts[0]?.body).toMatchObject({
        kind: 'cung-chon-so',
        product: 'keno',
        numberInfos: [{ numbers: [7, 33, 80], form: 'single' }],
      });
    });

    it('outside Keno’s sales hours says so with the spec’s message and creates nothing', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-03-02T22:30:00+07:00'));
      const server = groupServer([]);
      const { user } = renderGroupRoute(
        server,
        '/nhom-mua-chung/cung-chon-so/thong-tin-khach-hang',
      );
      await user.selectOptions(await screen.findByLabelText('Sản phẩm'), 'keno');
      await pickNumbers(user, [1, 2, 3, 4, 5]);
      const create = screen.getByRole('button', { name: 'Tạo nhóm và góp cổ phần' });
      expect(create).toHaveAccessibleDescription(KENO_CLOSED_MESSAGE);
      expect(create).toBeDisabled();
      expect(server.posts).toEqual([]);
    });

    it('is not offered for a shared bao ticket', async () => {
      renderGroupRoute(groupServer([]), '/nhom-mua-chung/mua-chung-ve-bao/thong-tin-khach-hang');
      const product = await screen.findByLabelText('Sản phẩm');
      expect(within(product).queryByRole('option', { name: 'Keno' })).toBeNull();
    });
  });
});
