import { PRODUCTS } from '@veso/domain';
import {
  createFakeFetch,
  errorResponse,
  offlineFetch,
  okResponse,
  renderWithProviders,
} from '@veso/shop-core';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CONTENT_PATHS } from '../paths';
import { contentPath } from '../test/content-fixtures';
import { GuidePage } from './guide-page';

function renderGuide(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path={CONTENT_PATHS.guideDetail} element={<GuidePage />} />
    </Routes>,
    { route },
  );
}

describe('GuidePage', () => {
  it('lists every product of the catalogue with its rules', () => {
    const { store } = renderGuide('/huong-dan-choi');
    for (const product of PRODUCTS) {
      const card = screen.getByRole('article', { name: product.name });
      expect(within(card).getByText(product.shortDescription)).toBeInTheDocument();
      expect(within(card).getByText(product.drawSchedule)).toBeInTheDocument();
    }
    const mega = screen.getByRole('article', { name: 'Mega 6/45' });
    expect(within(mega).getByText('Chọn 6 số khác nhau từ 01 đến 45.')).toBeInTheDocument();
    expect(within(mega).getByText('Giá 10.000đ mỗi lượt chơi.')).toBeInTheDocument();
    expect(within(mega).getByRole('link', { name: 'Mua vé Mega 6/45' })).toHaveAttribute(
      'href',
      '/mega-645',
    );
    expect(store.getState().app.pageTitle).toBe('Hướng dẫn chơi');
  });

  it('shows one product at /huong-dan-choi/{id}', () => {
    const { store } = renderGuide('/huong-dan-choi/keno');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'Keno' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Xem hướng dẫn tất cả sản phẩm' })).toHaveAttribute(
      'href',
      '/huong-dan-choi',
    );
    expect(store.getState().app.pageTitle).toBe('Hướng dẫn chơi Keno');
  });

  it('does not offer to buy a product no longer sold', () => {
    renderGuide('/huong-dan-choi/max4d');
    expect(screen.getByText(/ngừng phát hành, chỉ còn tra cứu/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Mua vé/ })).not.toBeInTheDocument();
  });

  it('says so for an unknown product', () => {
    renderGuide('/huong-dan-choi/khong-co');
    expect(screen.getByRole('heading', { name: 'Không tìm thấy hướng dẫn' })).toBeInTheDocument();
  });
});

describe('GuidePage with the operator’s guides', () => {
  it('adds the image, description, schedule and video of /config/file/play_guild', async () => {
    const fetch = createFakeFetch((_request, url) =>
      url.pathname === contentPath('playGuide')
        ? okResponse({
            items: [
              {
                id: 'loto2',
                image: '/static/content/guide-loto.svg',
                title: 'Lô tô 2 số',
                drawSchedule: 'Quay hằng ngày lúc 18:15; ngừng bán lúc 18:00.',
                videoLink: 'https://video.example/loto2',
                description: 'Chọn một số có 2 chữ số từ 00 đến 99.',
              },
            ],
          })
        : errorResponse(14, 404),
    );
    renderWithProviders(
      <Routes>
        <Route path={CONTENT_PATHS.guideDetail} element={<GuidePage />} />
      </Routes>,
      { route: '/huong-dan-choi/loto2', fetch },
    );
    const card = screen.getByRole('article', { name: 'Lô tô 2 số' });
    expect(await within(card).findByRole('img', { name: 'Lô tô 2 số' })).toHaveAttribute(
      'src',
      '/static/content/guide-loto.svg',
    );
    expect(within(card).getByText('Chọn một số có 2 chữ số từ 00 đến 99.')).toBeInTheDocument();
    expect(
      within(card).getByText('Quay hằng ngày lúc 18:15; ngừng bán lúc 18:00.'),
    ).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: 'Xem video hướng dẫn Lô tô 2 số' }),
    ).toHaveAttribute('href', 'https://video.example/loto2');
  });

  it('keeps the catalogue’s rules and says the guides did not load when offline', async () => {
    renderWithProviders(
      <Routes>
        <Route path={CONTENT_PATHS.guideDetail} element={<GuidePage />} />
      </Routes>,
      { route: '/huong-dan-choi/loto2', fetch: offlineFetch() },
    );
    expect(
      await screen.findByText('Không có kết nối mạng: chưa tải được hình ảnh và video hướng dẫn.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Lô tô 2 số' })).toBeInTheDocument();
  });
});

describe('GuidePage for Keno', () => {
  it('links to where the operator says the draw is watched live', async () => {
    const fetch = createFakeFetch((_request, url) =>
      url.pathname === contentPath('linkKeno')
        ? okResponse({ title: 'Xem quay số Keno trực tiếp', link: '/keno-live', description: '' })
        : errorResponse(14, 404),
    );
    renderWithProviders(
      <Routes>
        <Route path={CONTENT_PATHS.guideDetail} element={<GuidePage />} />
      </Routes>,
      { route: '/huong-dan-choi/keno', fetch },
    );
    expect(await screen.findByRole('link', { name: 'Xem quay số Keno trực tiếp' })).toHaveAttribute(
      'href',
      '/keno-live',
    );
  });
});
