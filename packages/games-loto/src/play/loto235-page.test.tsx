import { screen } from '@testing-library/react';
import { renderWithProviders } from '@veso/shop-core';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LotoPairsHubPage } from '../hub/loto-pairs-hub-page';
import { lotoFetch } from '../test/loto-fixtures';
import { loto235Product } from './loto-games';
import { Loto235Page } from './loto235-page';

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/lo-to-235/:type?" element={<Loto235Page />} />
    </Routes>,
    { route, fetch: lotoFetch() },
  );
}

describe('/lo-to-235/{type}', () => {
  it('maps the type to its game, none to loto 2 số, an unknown one to null', () => {
    expect(loto235Product(undefined)).toBe('loto2');
    expect(loto235Product('3-so')).toBe('loto3');
    expect(loto235Product('5-so')).toBe('loto5');
    expect(loto235Product('9-so')).toBeNull();
  });

  it('opens loto 2 số without a type, with tabs to 3 and 5 số', () => {
    renderAt('/lo-to-235');
    expect(screen.getByRole('heading', { name: 'Lô tô 2 số' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Lô tô 2, 3, 5 số' });
    expect(tabs).toHaveTextContent('Lô tô 3 số');
    expect(screen.getByRole('link', { name: 'Lô tô 5 số' })).toHaveAttribute(
      'href',
      '/lo-to-235/5-so',
    );
    expect(screen.getByRole('link', { name: 'Lô tô 2 số' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('opens loto 5 số on /lo-to-235/5-so and sends an unknown type to the default', async () => {
    renderAt('/lo-to-235/5-so');
    expect(screen.getByRole('heading', { name: 'Lô tô 5 số' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nhập số có 5 chữ số cho bộ số A')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Trùng Giải Đặc biệt/ })).toHaveTextContent('x20.000');
  });

  it('redirects an unknown type to loto 2 số', async () => {
    renderAt('/lo-to-235/abc');
    expect(await screen.findByRole('heading', { name: 'Lô tô 2 số' })).toBeInTheDocument();
  });
});

describe('LotoPairsHubPage', () => {
  it('links the 2, 3, 4 cặp games and their bao with what they pay', () => {
    renderWithProviders(<LotoPairsHubPage />);
    expect(screen.getByRole('link', { name: 'Lô tô 2 cặp số' })).toHaveAttribute(
      'href',
      '/lo-to-2-cap-so',
    );
    expect(screen.getByRole('link', { name: 'Lô tô 4 cặp số' })).toHaveAttribute(
      'href',
      '/lo-to-4-cap-so',
    );
    expect(screen.getByRole('link', { name: 'Bao lô tô 2 số' })).toHaveAttribute(
      'href',
      '/bao-loto-2-so',
    );
    expect(screen.getByText(/Trúng x45/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hướng dẫn chơi lô tô cặp số' })).toBeInTheDocument();
  });
});
