import { screen } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { selectPageTitle } from '../state/app-slice';
import { renderWithProviders } from '../test/render-with-providers';
import { usePageTitle } from './use-page-title';

function Titled({ title }: { title: string }) {
  usePageTitle(title);
  return <Link to="/khong-tieu-de">Tiếp</Link>;
}

function Untitled() {
  return <Link to="/gio-hang">Giỏ hàng</Link>;
}

function Pages() {
  return (
    <Routes>
      <Route path="/ket-qua" element={<Titled title="Kết quả xổ số" />} />
      <Route path="/gio-hang" element={<Titled title="Giỏ hàng" />} />
      <Route path="/khong-tieu-de" element={<Untitled />} />
    </Routes>
  );
}

describe('usePageTitle', () => {
  it('sets the header and document titles, and takes them away with its page', async () => {
    const { store, user } = renderWithProviders(<Pages />, { route: '/ket-qua' });
    expect(selectPageTitle(store.getState())).toBe('Kết quả xổ số');
    expect(document.title).toBe('Kết quả xổ số | VeSo');
    // A page without a title of its own never shows the last page's.
    await user.click(screen.getByRole('link', { name: 'Tiếp' }));
    expect(selectPageTitle(store.getState())).toBe('');
    expect(document.title).toBe('VeSo');
    // The next page's title replaces it.
    await user.click(screen.getByRole('link', { name: 'Giỏ hàng' }));
    expect(selectPageTitle(store.getState())).toBe('Giỏ hàng');
    expect(document.title).toBe('Giỏ hàng | VeSo');
  });
});
