import { screen, within } from '@testing-library/react';
import {
  answers,
  clearSession,
  createEndpointFetch,
  errorResponse,
  makeTestSession,
  renderWithProviders,
  setSessionCookie,
  setupTestStore,
} from '@veso/shop-core';
import type { FakeFetch } from '@veso/shop-core';
import { xsktEndpoints } from '@veso/contract/endpoints/xskt';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RegionPage } from '../region/region-page';
import { stockServer } from '../test/stock-server';

function renderRegion(fetch: FakeFetch, product: 'xsmn' | 'xsmt' = 'xsmn') {
  const store = setupTestStore({ session: makeTestSession() }, { fetch });
  return renderWithProviders(<RegionPage product={product} />, { route: '/xskt', store });
}

/** Cần Thơ's 888888 has two of its three tickets taken, Đồng Nai's 654321 one, Sóc Trăng's only 129900 its one (sold out). */
function busyServer() {
  return stockServer({ takenByOthers: [6, 7, 9, 4] });
}

function hotList() {
  return screen.findByRole('list', { name: 'Các số hot' });
}

beforeEach(() => setSessionCookie('tok-xskt'));
afterEach(() => clearSession());

describe('Số hot on a region page', () => {
  it('lists the most wanted numbers of the day, then the most left, with province and stock', async () => {
    const server = busyServer();
    renderRegion(server.fetch);
    const section = await screen.findByRole('region', { name: 'Số hot' });
    expect(within(section).getByRole('heading', { name: 'Số hot 04/03' })).toBeInTheDocument();
    const buttons = within(await hotList()).getAllByRole('button');
    // Sold-out 129900 is not offered.
    expect(buttons.map((b) => b.textContent)).toEqual([
      '888888 Cần Thơ Còn 1 vé',
      '654321 Đồng Nai Còn 2 vé',
      '123456 Cần Thơ Còn 1 vé',
      '440068 Sóc Trăng Còn 1 vé',
      '551268 Cần Thơ Còn 1 vé',
      '771268 Đồng Nai Còn 1 vé',
    ]);
    for (const button of buttons) expect(button).toBeEnabled();
    expect(server.hotQueries.at(-1)?.get('category')).toBe('4');
    expect(server.hotQueries.at(-1)?.get('date')).toBe('2026-03-04');
  });

  it('tapping a hot number searches that number in its province', async () => {
    const server = busyServer();
    const { user } = renderRegion(server.fetch);
    await screen.findByText('Tìm thấy 7 vé');
    await user.click(
      within(await hotList()).getByRole('button', { name: '888888 Cần Thơ Còn 1 vé' }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Vé số 888888 · Cần Thơ · 04/03' }),
    ).toBeInTheDocument();
    await screen.findByText('Tìm thấy 1 vé');
    const results = screen.getByRole('list', { name: 'Vé đang bán' });
    expect(within(results).getAllByRole('article')).toHaveLength(1);
    expect(within(results).getByRole('article', { name: /Vé 888888 Cần Thơ/ })).toBeVisible();
    // The search box and the province show what was searched.
    const box = screen.getByRole('search', { name: 'Tìm vé theo số' });
    expect(within(box).getByRole('radio', { name: 'Số chính xác' })).toBeChecked();
    expect(within(box).getByLabelText('Số cần tìm')).toHaveValue('888888');
    expect(screen.getByRole('button', { name: /^Cần Thơ/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(server.searches.at(-1)?.get('number')).toBe('888888');
    expect(server.searches.at(-1)?.get('province')).toBe('Cần Thơ');
  });

  it('says so on a day without stock on sale', async () => {
    const server = stockServer();
    const { user } = renderRegion(server.fetch);
    await within(await hotList()).findByRole('button', { name: '888888 Cần Thơ Còn 3 vé' });
    await user.click(screen.getByRole('button', { name: 'Thứ 5 05/03' }));
    const section = await screen.findByRole('region', { name: 'Số hot' });
    expect(within(section).getByRole('heading', { name: 'Số hot 05/03' })).toBeInTheDocument();
    expect(await within(section).findByText('Chưa có số hot')).toBeInTheDocument();
    expect(within(section).getByText('Ngày này chưa có vé đang bán.')).toBeInTheDocument();
    expect(server.hotQueries.at(-1)?.get('date')).toBe('2026-03-05');
  });

  it('a failing hot list says so with a retry and leaves the tickets on sale usable', async () => {
    const server = busyServer();
    const fetch = createEndpointFetch(
      [answers(xsktEndpoints.hotCategory, () => errorResponse(14))],
      (request) => server.fetch(request),
    );
    renderRegion(fetch);
    const section = await screen.findByRole('region', { name: 'Số hot' });
    expect(await within(section).findByText('Không tải được dữ liệu')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: /Thử lại/ })).toBeInTheDocument();
    expect(await screen.findByText('Tìm thấy 7 vé')).toBeInTheDocument();
  });

  it('says when the phone is offline', async () => {
    const server = busyServer();
    const fetch = createEndpointFetch(
      [answers(xsktEndpoints.hotCategory, () => Promise.reject(new TypeError('Failed to fetch')))],
      (request) => server.fetch(request),
    );
    renderRegion(fetch);
    const section = await screen.findByRole('region', { name: 'Số hot' });
    expect(await within(section).findByText('Không có kết nối mạng')).toBeInTheDocument();
  });
});

describe('Sản phẩm hot on a region page', () => {
  it('links the hot products with their prize multiplier, the page’s own region left out', async () => {
    renderRegion(stockServer().fetch);
    const section = await screen.findByRole('region', { name: 'Sản phẩm hot' });
    const links = await within(section).findAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Lô tô 2 sốThưởng x70', '/lo-to-2-so'],
      ['Lô tô 3 sốThưởng x420', '/lo-to-235/3-so'],
      ['Lô tô 5 sốThưởng x420', '/lo-to-235/5-so'],
      ['Xổ số kiến thiết miền TrungTạm ngừng bán', '/xo-so-kien-thiet-mien-trung'],
    ]);
  });

  it('on the central page the central lottery is not offered again', async () => {
    renderRegion(stockServer().fetch, 'xsmt');
    const section = await screen.findByRole('region', { name: 'Sản phẩm hot' });
    await within(section).findAllByRole('link');
    expect(within(section).queryByRole('link', { name: /miền Trung/ })).not.toBeInTheDocument();
  });
});
