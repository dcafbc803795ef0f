import { screen, waitFor, within } from '@testing-library/react';
import type { DrawPeriod } from '@veso/contract';
import { cartItemPrice, formatMoney, nextDraws, vnDayOf } from '@veso/domain';
import {
  createFakeFetch,
  errorResponse,
  makeTestLiveDraws,
  makeTestPeriod,
  NOTHING_CHOSEN_MESSAGE,
  offlineFetch,
  okResponse,
  renderWithProviders,
  selectCartItems,
  toOrderItemInfo,
} from '@veso/shop-core';
import type { VietlottCartItem } from '@veso/shop-core';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

// Keno sells 8:15–22:00 (Vietnam time): the cart buttons work only then, whatever the hour the tests run.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-02T10:00:00+07:00'));
});

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
    // No bet chosen yet: the buy bar is off and says why.
    expect(screen.getByRole('button', { name: 'Thêm vào giỏ' })).toHaveAccessibleDescription(
      NOTHING_CHOSEN_MESSAGE,
    );
    expect(screen.getByRole('button', { name: 'Thêm vào giỏ' })).toBeDisabled();
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

  it('outside 8:15–22:00 says so at the top with the next opening, lets the customer choose, and disables the cart buttons', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-02T22:30:00+07:00'));
    const { user, store } = renderKeno();
    const banner = await screen.findByTestId('keno-closed');
    expect(banner).toHaveTextContent(
      'Keno chỉ bán từ 8:15 đến 22:00 hằng ngày, quý khách vui lòng chọn sản phẩm khác',
    );
    expect(banner).toHaveTextContent('Mở bán lại lúc 08:15 ngày mai (03/03/2026) · Còn 09:45:00');
    // The banner is in the sticky top of the page, before the numbers.
    const top = screen.getByRole('region', { name: 'Kỳ quay đang bán' });
    expect(top).toContainElement(banner);
    await user.click(screen.getByRole('button', { name: 'Chọn nhanh Bộ số A' }));
    expect(screen.getByTestId('line-total')).toHaveTextContent('1');
    const add = screen.getByRole('button', { name: 'Thêm vào giỏ' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(/Ngoài giờ bán Keno \(08:15–22:00\)/);
    expect(screen.getByRole('button', { name: 'Mua ngay' })).toBeDisabled();
    expect(selectCartItems(store.getState())).toEqual([]);
  });

  it('before 8:15 the next opening is today', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-02T07:00:00+07:00'));
    renderKeno();
    expect(await screen.findByTestId('keno-closed')).toHaveTextContent(
      'Mở bán lại lúc 08:15 hôm nay · Còn 01:15:00',
    );
  });

  it('shows no closed notice during the sales hours', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-02T08:15:00+07:00'));
    const { user } = renderKeno();
    await screen.findByRole('checkbox', { name: /Kỳ #01200/ });
    expect(screen.queryByTestId('keno-closed')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thêm vào giỏ' })).toHaveAccessibleDescription(
      NOTHING_CHOSEN_MESSAGE,
    );
    await user.click(screen.getByRole('button', { name: 'Chọn nhanh Bộ số A' }));
    expect(screen.getByRole('button', { name: 'Thêm vào giỏ' })).toBeEnabled();
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

/** The periods the server lists at night: every draw from the next 06:08 on, `limit` of them. */
function nightPeriods(limit: number): DrawPeriod[] {
  return nextDraws('keno', Date.now(), limit).map((draw, index) =>
    makeTestPeriod('keno', String(5000 + index), 0, {
      drawAt: draw.at.toISOString(),
      salesCloseAt: draw.salesCloseAt.toISOString(),
      openDate: `${vnDayOf(draw.at).split('-').reverse().join('/')} ${draw.time}:00`,
      indexInDay: draw.indexInDay,
      jackpot: null,
    }),
  );
}

/**
 * The shop's server at night: the Keno periods from the next morning's first draw (06:08)
 * on, as many as asked, and the live draws with that 06:08 draw as Keno's next.
 */
function nightServer() {
  return createFakeFetch((_request, url) => {
    if (url.pathname === '/api/draw/periods') {
      const periods = nightPeriods(Number(url.searchParams.get('limit') ?? 6));
      return okResponse({ product: 'keno', periods, drawConfigs: [] });
    }
    if (url.pathname === '/api/result/latest') {
      const [first] = nightPeriods(1);
      const items = makeTestLiveDraws().items.map((item) =>
        item.product === 'keno' ? { ...item, next: first ?? null } : item,
      );
      return okResponse({ items });
    }
    return kenoServer()(_request, url);
  });
}

describe('KenoPage after the sales hours', () => {
  it('counts down to the reopening only and lists the draws sold from then', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-02T22:30:00+07:00'));
    const { user } = renderKeno(nightServer());
    const banner = await screen.findByTestId('keno-closed');
    expect(banner).toHaveTextContent('Mở bán lại lúc 08:15 ngày mai (03/03/2026) · Còn 09:45:00');
    // The first draw an order at 08:15 belongs to: 08:16 closes at 08:15, so 08:24.
    expect(banner).toHaveTextContent('Kỳ đầu tiên mở bán: quay lúc 08:24 ngày mai (03/03/2026)');
    const top = screen.getByRole('region', { name: 'Kỳ quay đang bán' });
    // The last result is shown; the 06:08 draw, which cannot be bought, and its countdown are not.
    expect(await within(top).findByText(/Kết quả kỳ #0201/)).toBeInTheDocument();
    expect(top).not.toHaveTextContent('06:08');
    expect(within(top).getAllByRole('timer')).toEqual([within(banner).getByRole('timer')]);
    // 'Chọn kỳ quay' lists the 20 draws sold from 08:15, the first one chosen.
    await waitFor(() =>
      expect(screen.getAllByRole('checkbox', { name: /^Kỳ #/ })).toHaveLength(20),
    );
    const periods = screen.getAllByRole('checkbox', { name: /^Kỳ #/ });
    expect(periods[0]).toHaveAccessibleName(/03\/03\/2026 08:24:00/);
    expect(periods[0]).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: /0[67]:\d\d:00|08:16:00/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Chọn nhanh Bộ số A' }));
    expect(screen.getByRole('button', { name: 'Mua ngay' })).toBeDisabled();
  });
});
