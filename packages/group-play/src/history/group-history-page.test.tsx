import { screen, within } from '@testing-library/react';
import { clearSession, setSessionCookie } from '@veso/shop-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { groupServer, makeTestGroup, makeTestWonGroup } from '../test/group-server';
import { renderGroupRoute } from '../test/render-group';

beforeEach(() => setSessionCookie('tok-group'));
afterEach(() => clearSession());

describe('/lich-su-choi-nhom', () => {
  it('lists the customer’s groups with their part and prize, each leading to its detail', async () => {
    const server = groupServer([makeTestGroup(), makeTestWonGroup()], { flag: false });
    const { user } = renderGroupRoute(server, '/lich-su-choi-nhom');
    // Not behind the flag: members keep seeing their groups.
    const won = await screen.findByRole('article', { name: 'Nhóm #9 · Mega 6/45' });
    expect(within(won).getByText('Trúng thưởng')).toBeVisible();
    expect(within(won).getByText(/Của bạn: 3 cổ phần · Đã thanh toán/)).toBeVisible();
    expect(within(won).getByText('300.001đ')).toBeVisible();
    expect(within(won).getByRole('link', { name: /Xem nhóm/ })).toHaveAttribute(
      'href',
      '/thong-tin-nhom/cung-chon-so/9',
    );
    expect(screen.queryByRole('article', { name: 'Nhóm #7 · Mega 6/45' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Trạng thái'), 'open');
    expect(
      await screen.findByRole('heading', { name: 'Bạn chưa tham gia nhóm nào' }),
    ).toBeVisible();
  });
});
