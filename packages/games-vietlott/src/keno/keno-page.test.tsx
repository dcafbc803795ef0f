import { screen, waitFor, within } from '@testing-library/react';
import { cartItemPrice, formatMoney } from '@veso/domain';
import {
  createFakeFetch,
  errorResponse,
  offlineFetch,
  renderWithProviders,
  selectCartItems,
  toOrderItemInfo,
} from '@veso/shop-core';
import type { VietlottCartItem } from '@veso/shop-core';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KenoPage } from './keno-page';
import { kenoServer, seeded } from './keno-test-server';

function renderKeno(fetch: typeof globalThis.fetch = createFakeFetch(kenoServer())) {
  return renderWithProviders(
    <Routes>
      <Route path="/keno" element={<KenoPage random={seeded(3)} />} />
      <Route path="/gio-hang" element={<p>Giỏ hàng</p>} />
    </Routes>,
    { route: '/keno', fetch },
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('KenoPage', () => {
  it('limits the grid to the level, prices by stake and adds the level and stake to the cart', async () => {
    const { user, store } = renderKeno();
    expect(screen.getByRole('heading', { name: 'Keno' })).toBeInTheDocument();
    const first = await screen.findByRole('checkbox', { name: /Kỳ #01200/ });
    expect(first).toBeChecked();
    expect(first.closest('label')).toHaveTextContent(/Còn 2\d:\d\d:\d\d/);

    await user.selectOptions(screen.getByLabelText('Bậc (số lượng số mỗi dãy)'), '3');
    const grid = screen.getByRole('group', { name: 'Chọn 3 số cho bộ số A' });
    for (const n of ['07', '42', '80']) {
      await user.click(within(grid).getByRole('button', { name: new RegExp(`^${n}`) }));
    }
    expect(within(grid).getByRole('button', { name: /^01/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByTestId('set-A')).toHaveTextContent('07 42 80');
    expect(screen.getByTestId('price-total')).toHaveTextContent('10.000đ');

    await user.selectOptions(screen.getByLabelText('Mức cược mỗi dãy'), '5');
    expect(screen.getByTestId('price-total')).toHaveTextContent('50.000đ');
    await user.click(screen.getByRole('checkbox', { name: /Kỳ #01201/ }));
    expect(screen.getByTestId('price-total')).toHaveTextContent(
      formatMoney(cartItemPrice({ product: 'keno', lines: 1, stake: 5, draws: 2 })),
    );

    await user.click(screen.getByRole('button', { name: 'Thêm vào giỏ' }));
    const [item] = selectCartItems(store.getState()) as VietlottCartItem[];
    expect(item?.product).toBe('keno');
    expect(item?.calculatedPrice).toBe(100_000);
    expect(item && toOrderItemInfo(item)).toMatchObject({
      product: 'keno',
      drawCodes: ['01200', '01201'],
      numberInfos: [{ numbers: ['07', '42', '80'], form: 'single', level: 3, tickQuantity: 5 }],
    });
  });

  it('refuses a set with fewer numbers than its level with the domain message', async () => {
    const { user, store } = renderKeno();
    await screen.findByRole('checkbox', { name: /Kỳ #01200/ });
    const grid = screen.getByRole('group', { name: 'Chọn 5 số cho bộ số A' });
    await user.click(within(grid).getByRole('button', { name: /^10/ }));
    expect(screen.getByTestId('line-total')).toHaveTextContent('0');
    await user.click(screen.getByRole('button', { name: 'Thêm vào giỏ' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Bộ số A: Vui lòng chọn đủ 5 số.');
    expect(selectCartItems(store.getState())).toHaveLength(0);
    // Quick pick fills the level; two sets price two lines.
    await user.click(screen.getByRole('button', { name: 'Chọn nhanh Bộ số A' }));
    expect(screen.getByTestId('set-A').textContent?.split(' ')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Thêm bộ số' }));
    await user.click(screen.getByRole('button', { name: 'Chọn nhanh Bộ số B' }));
    expect(screen.getByTestId('line-total')).toHaveTextContent('2');
    expect(screen.getByTestId('price-total')).toHaveTextContent('20.000đ');
    await user.click(screen.getByRole('button', { name: 'Mua ngay' }));
    expect(await screen.findByText('Giỏ hàng')).toBeInTheDocument();
  });

  it('sells the big/small and even/odd bets as radio buttons', async () => {
    const { user, store } = renderKeno();
    await screen.findByRole('checkbox', { name: /Kỳ #01200/ });
    await user.click(screen.getByRole('tab', { name: 'Lớn Nhỏ - Chẵn Lẻ' }));
    expect(screen.getByRole('tab', { name: 'Lớn Nhỏ - Chẵn Lẻ' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const bets = screen.getByRole('group', { name: 'Chọn cửa cho bộ số A' });
    expect(within(bets).getAllByRole('radio')).toHaveLength(8);
    await user.click(screen.getByRole('button', { name: 'Thêm vào giỏ' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Bộ số A: Vui lòng chọn 1 cửa Lớn Nhỏ - Chẵn Lẻ.',
    );
    await user.click(within(bets).getByRole('radio', { name: 'Chẵn' }));
    expect(screen.getByTestId('set-A')).toHaveTextContent('Chẵn');
    await user.selectOptions(screen.getByLabelText('Mức cược mỗi dãy'), '2');
    expect(screen.getByTestId('price-total')).toHaveTextContent('20.000đ');
    await user.click(screen.getByRole('button', { name: 'Thêm vào giỏ' }));
    const [item] = selectCartItems(store.getState()) as VietlottCartItem[];
    expect(item && toOrderItemInfo(item).numberInfos).toEqual([
      expect.objectContaining({ form: 'kenoSideBet', bet: 'even', tickQuantity: 2 }),
    ]);
  });

  it('shows the code 104 message outside 8:15–22:00 and still lets the customer choose', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-02T22:30:00+07:00'));
    const { user } = renderKeno();
    expect(
      await screen.findByText(
        'Keno chỉ bán từ 8:15 đến 22:00 hằng ngày, quý khách vui lòng chọn sản phẩm khác',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Chọn nhanh Bộ số A' }));
    expect(screen.getByTestId('line-total')).toHaveTextContent('1');
  });

  it('shows no closed notice during the sales hours', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-02T08:15:00+07:00'));
    renderKeno();
    await screen.findByRole('checkbox', { name: /Kỳ #01200/ });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the periods error', async () => {
    renderKeno(createFakeFetch(() => errorResponse(14, 400)));
    expect(await screen.findByText('Không tải được dữ liệu')).toBeInTheDocument();
  });

  it('says when there is no connection', async () => {
    renderKeno(offlineFetch());
    await waitFor(() => expect(screen.getByText('Không có kết nối mạng')).toBeInTheDocument(), {
      timeout: 10_000,
    });
  }, 15_000);
});
