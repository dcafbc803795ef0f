import { screen, within } from '@testing-library/react';
import { PRODUCTS } from '@veso/domain';
import {
  createFakeFetch,
  errorResponse,
  makeTestAppConfig,
  offlineFetch,
  okResponse,
  renderWithProviders,
} from '@veso/shop-core';
import { describe, expect, it } from 'vitest';
import { HomePage } from './home-page';

const config = makeTestAppConfig({
  pausedProducts: [{ productId: 'dientoan636', label: 'Tạm dừng đến 15/02' }],
  comingSoonProducts: ['lotto535'],
});

describe('HomePage', () => {
  it('lists every product of the catalogue as a card linking to its route', async () => {
    renderWithProviders(<HomePage />, { fetch: createFakeFetch(() => okResponse(config)) });
    await screen.findByRole('link', { name: 'Mega 6/45' });
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
  });

  it('groups the cards under the family headings', async () => {
    renderWithProviders(<HomePage />, { fetch: createFakeFetch(() => okResponse(config)) });
    await screen.findByRole('link', { name: 'Mega 6/45' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Vietlott',
      'Xổ số điện toán',
      'Lô tô',
      'Xổ số kiến thiết',
    ]);
  });

  it('marks paused products with the configured label and coming-soon products', async () => {
    renderWithProviders(<HomePage />, { fetch: createFakeFetch(() => okResponse(config)) });
    const paused = await screen.findByRole('article', { name: 'Điện toán 6x36' });
    expect(within(paused).getByText('Tạm dừng đến 15/02')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Lotto 5/35' })).getByText('Sắp ra mắt'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Max 4D' })).getByText('Ngừng kinh doanh'),
    ).toBeInTheDocument();
    const mega = screen.getByRole('article', { name: 'Mega 6/45' });
    expect(
      within(mega).queryByText(/Tạm dừng|Sắp ra mắt|Ngừng kinh doanh/),
    ).not.toBeInTheDocument();
    expect(screen.getAllByText('Sắp ra mắt')).toHaveLength(1);
  });

  it('shows skeletons while the config loads', () => {
    renderWithProviders(<HomePage />, {
      fetch: createFakeFetch(() => new Promise<Response>(() => undefined)),
    });
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Đang tải danh sách sản phẩm')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows the error with a retry that reloads the config', async () => {
    let calls = 0;
    const fetch = createFakeFetch(() => {
      calls += 1;
      return calls === 1 ? errorResponse(14, 400) : okResponse(config);
    });
    const { user } = renderWithProviders(<HomePage />, { fetch });
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
    renderWithProviders(<HomePage />, { fetch: offlineFetch() });
    expect(
      await screen.findByRole('heading', { name: 'Không có kết nối mạng' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Quý khách vui lòng kiểm tra kết nối Internet rồi thử lại.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
  });
});
