import { screen, waitFor, within } from '@testing-library/react';
import { nextDraws, PRODUCTS } from '@veso/domain';
import { errorResponse, makeTestAppConfig, makeTestPeriod, okResponse } from '@veso/shop-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { featurePages } from '../app/feature-routes';
import { isMounted } from '../coming-soon/coming-soon';
import { renderInFrame } from '../test/render-in-frame';

const pages = [...featurePages.login, ...featurePages.bare, ...featurePages.default];
import { HomePage } from './home-page';

const config = makeTestAppConfig({
  pausedProducts: [{ productId: 'dientoan636', label: 'Tạm dừng đến 15/02' }],
  comingSoonProducts: ['lotto535'],
});

function loadingStatus() {
  return screen.queryByText('Đang tải trạng thái sản phẩm');
}

describe('HomePage', () => {
  it('lists every product of the catalogue as a card linking to its route, before any data', () => {
    const { data } = renderInFrame(<HomePage />, { dataLayer: 'never' });
    expect(screen.getAllByRole('article')).toHaveLength(PRODUCTS.length);
    for (const product of PRODUCTS) {
      const card = screen.getByRole('article', { name: product.name });
      expect(within(card).getByRole('link', { name: product.name })).toHaveAttribute(
        'href',
        product.route,
      );
      expect(within(card).getByText(product.shortDescription)).toBeInTheDocument();
      expect(within(card).getByText(`Lịch quay: ${product.drawSchedule}`)).toBeInTheDocument();
    }
    // The catalogue alone knows Max 4D has ended; the config states are still loading.
    expect(
      within(screen.getByRole('article', { name: 'Max 4D' })).getByText('Ngừng phát hành'),
    ).toBeInTheDocument();
    expect(loadingStatus()).toHaveAttribute('role', 'status');
    expect(document.title).toBe('Mua vé số online | VeSo');
    expect(data.current()).toBeNull();
  });

  it('groups the cards under the family headings', () => {
    renderInFrame(<HomePage />, { dataLayer: 'never' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Vietlott',
      'Xổ số điện toán',
      'Lô tô',
      'Xổ số kiến thiết',
    ]);
  });

  it('marks paused products with the configured label and coming-soon products', async () => {
    renderInFrame(<HomePage />, { server: () => okResponse(config) });
    const paused = screen.getByRole('article', { name: 'Điện toán 6x36' });
    expect(await within(paused).findByText('Tạm dừng đến 15/02')).toBeInTheDocument();
    // Each card's mark is its own lazy island: wait for each one.
    expect(
      await within(screen.getByRole('article', { name: 'Lotto 5/35' })).findByText('Sắp ra mắt'),
    ).toBeInTheDocument();
    expect(
      await within(screen.getByRole('article', { name: 'Max 4D' })).findByText('Ngừng phát hành'),
    ).toBeInTheDocument();
    const mega = screen.getByRole('article', { name: 'Mega 6/45' });
    expect(within(mega).queryByText(/Tạm dừng|Sắp ra mắt|Ngừng phát hành/)).not.toBeInTheDocument();
    // Lotto 5/35 by the config, and every product whose page no feature serves yet.
    const unmounted = PRODUCTS.filter((product) => !isMounted(product.route, pages));
    for (const product of unmounted) {
      expect(
        await within(screen.getByRole('article', { name: product.name })).findByText('Sắp ra mắt'),
      ).toBeInTheDocument();
    }
    expect(screen.getAllByText('Sắp ra mắt')).toHaveLength(1 + unmounted.length);
    await waitFor(() => expect(loadingStatus()).not.toBeInTheDocument());
  });

  it('leads to group play only while the app config turns it on (spec §9)', async () => {
    const off = renderInFrame(<HomePage />, { server: () => okResponse(makeTestAppConfig()) });
    await waitFor(() => expect(loadingStatus()).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Nhóm mua chung' })).not.toBeInTheDocument();
    off.unmount();
    const on = makeTestAppConfig({
      features: { useCart: true, multiplePeriods: true, groupKeno: false, groupPlay: true },
    });
    renderInFrame(<HomePage />, { server: () => okResponse(on) });
    const entry = await screen.findByRole('region', { name: 'Nhóm mua chung' });
    expect(within(entry).getByRole('link', { name: 'Xem các nhóm đang góp' })).toHaveAttribute(
      'href',
      '/nhom-mua-chung',
    );
  });

  it('shows the operator’s banners above the cards', async () => {
    renderInFrame(<HomePage />, {
      server: (_request, url) =>
        url.pathname === '/api/config/banner'
          ? okResponse({
              items: [
                {
                  id: 'mega',
                  image: '/static/content/banner-mega.svg',
                  title: 'Mega 6/45 – Jackpot',
                  link: '/mega-645',
                },
              ],
            })
          : okResponse(config),
    });
    const banners = await screen.findByRole('region', { name: 'Khuyến mãi' });
    expect(within(banners).getByRole('link', { name: 'Mega 6/45 – Jackpot' })).toHaveAttribute(
      'href',
      '/mega-645',
    );
  });

  it('keeps the cards and announces the loading while the config call is pending', async () => {
    const { data } = renderInFrame(<HomePage />, {
      server: () => new Promise<Response>(() => undefined),
    });
    await data.load();
    expect(await screen.findByText('Đang tải trạng thái sản phẩm')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getAllByRole('article')).toHaveLength(PRODUCTS.length);
  });

  it('shows the error with a retry that reloads the config', async () => {
    let calls = 0;
    const { user } = renderInFrame(<HomePage />, {
      server: () => {
        calls += 1;
        return calls === 1 ? errorResponse(14, 400) : okResponse(config);
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Không tải được thông tin sản phẩm' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Yêu cầu không hợp lệ, vui lòng thử lại sau')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(PRODUCTS.length);
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('Tạm dừng đến 15/02')).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Không tải được thông tin sản phẩm' }),
    ).not.toBeInTheDocument();
  });

  it('shows the offline state when the network is down', async () => {
    renderInFrame(<HomePage />, {
      server: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    // The data layer retries a failed fetch before it gives up (about 2.5 s on a quiet
    // machine, more than 5 s on the CI machine under load).
    expect(
      await screen.findByRole('heading', { name: 'Không có kết nối mạng' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Quý khách vui lòng kiểm tra kết nối Internet rồi thử lại.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(PRODUCTS.length);
  }, 30_000);
});

describe('HomePage live draws', () => {
  it('shows the jackpot, the next draw and a countdown on the cards on sale only', async () => {
    const cutOff = new Date(Date.now() + 2 * 3_600_000).toISOString();
    const next = (product: 'mega645' | 'lotto535' | 'dientoan636', drawCode: string) =>
      makeTestPeriod(product, drawCode, 2, {
        openDate: '25/11/2026 18:00:00',
        salesCloseAt: cutOff,
        jackpot: product === 'dientoan636' ? null : { jackpot: 35_123_456_789, jackpot2: null },
      });
    renderInFrame(<HomePage />, {
      server: (_request, url) =>
        url.pathname === '/api/result/latest'
          ? okResponse({
              items: [
                {
                  product: 'mega645',
                  name: 'Mega 6/45',
                  latest: null,
                  next: next('mega645', '01553'),
                },
                {
                  product: 'lotto535',
                  name: 'Lotto 5/35',
                  latest: null,
                  next: next('lotto535', '00101'),
                },
                {
                  product: 'dientoan636',
                  name: 'Điện toán 6x36',
                  latest: null,
                  next: next('dientoan636', '00900'),
                },
              ],
            })
          : okResponse(config),
    });
    const mega = screen.getByRole('article', { name: 'Mega 6/45' });
    expect(await within(mega).findByText('Kỳ #01553 · Quay 18:00 25/11')).toBeInTheDocument();
    expect(within(mega).getByText('35,12 tỷ')).toHaveAttribute('aria-hidden', 'true');
    expect(within(mega).getByText('35.123.456.789đ')).toBeInTheDocument();
    expect(within(mega).getByRole('timer').textContent).toMatch(/^Còn 0[12]:[0-5]\d:[0-5]\d$/);
    // Coming soon (Lotto 5/35) and paused (Điện toán 6x36): their mark, no countdown.
    for (const name of ['Lotto 5/35', 'Điện toán 6x36']) {
      expect(within(screen.getByRole('article', { name })).queryByRole('timer')).toBeNull();
    }
  });
});

describe('HomePage Keno card after the sales hours', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows when Keno sales reopen and the first draw sold, not the unbuyable 06:08 draw', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-02T22:30:00+07:00'));
    const [morning] = nextDraws('keno', Date.now(), 1);
    renderInFrame(<HomePage />, {
      server: (_request, url) =>
        url.pathname === '/api/result/latest'
          ? okResponse({
              items: [
                {
                  product: 'keno',
                  name: 'Keno',
                  latest: null,
                  // The next Keno period the server lists: the morning's 06:08 draw.
                  next: makeTestPeriod('keno', '0301', 0, {
                    openDate: '03/03/2026 06:08:00',
                    salesCloseAt: morning!.salesCloseAt.toISOString(),
                    drawAt: morning!.at.toISOString(),
                    jackpot: null,
                  }),
                },
              ],
            })
          : okResponse(config),
    });
    const keno = screen.getByRole('article', { name: 'Keno' });
    const reopening = await within(keno).findByText(/Mở bán lại lúc/, { selector: 'p' });
    expect(reopening).toHaveTextContent(
      'Mở bán lại lúc 08:15 ngày mai (03/03/2026) · Còn 09:45:00',
    );
    expect(within(keno).getByTestId('keno-first-draw')).toHaveTextContent(
      'Kỳ đầu tiên mở bán: quay lúc 08:24 ngày mai (03/03/2026)',
    );
    expect(keno).not.toHaveTextContent('06:08');
    expect(keno).not.toHaveTextContent('Kỳ #0301');
    expect(within(keno).getAllByRole('timer')).toEqual([within(reopening).getByRole('timer')]);
  });
});
