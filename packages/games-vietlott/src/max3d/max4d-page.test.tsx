import { screen, within } from '@testing-library/react';
import { getProduct } from '@veso/domain';
import { renderWithProviders } from '@veso/shop-core';
import { describe, expect, it } from 'vitest';
import { Max4dPage } from './max4d-page';

describe('Max 4D', () => {
  it('says the game is no longer sold and offers no way to buy it', () => {
    expect(getProduct('max4d')?.onSale).toBe(false);
    renderWithProviders(<Max4dPage />, { route: '/max-4d' });
    expect(screen.getByRole('heading', { name: 'Max 4D', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Ngừng phát hành')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Max 4D đã ngừng phát hành' })).toBeInTheDocument();
    expect(screen.getByText(/không thể mua vé Max 4D/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByText('Thêm vào giỏ')).not.toBeInTheDocument();
  });

  it('links to its result page, guide, the order history and Max 3D', () => {
    renderWithProviders(<Max4dPage />, { route: '/max-4d' });
    const nav = screen.getByRole('navigation', { name: 'Tra cứu Max 4D' });
    const href = (name: string) => within(nav).getByRole('link', { name }).getAttribute('href');
    expect(href('Kết quả Max 4D')).toMatch(/^\/ket-qua\/max4D\/[^/]+$/);
    expect(href('Hướng dẫn chơi Max 4D')).toBe('/huong-dan-choi/max4d');
    expect(href('Lịch sử đặt mua')).toBe('/lich-su-dat-mua');
    expect(href('Chơi Max 3D')).toBe('/max-3d');
    expect(href('Chơi Max 3D+')).toBe('/max-3d-plus');
  });
});
