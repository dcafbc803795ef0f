import { PRODUCTS } from '@veso/domain';
import { renderWithProviders } from '@veso/shop-core';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CONTENT_PATHS } from '../paths';
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
