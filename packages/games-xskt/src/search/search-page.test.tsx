import { screen, within } from '@testing-library/react';
import { makeTestSession, renderWithProviders, setupTestStore } from '@veso/shop-core';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { stockServer } from '../test/stock-server';
import { searchError } from './search-modes';
import { XsktSearchPage } from './search-page';

function Where() {
  const location = useLocation();
  return <output aria-label="Địa chỉ">{location.search}</output>;
}

function renderSearch(route = '/XsktSearchItem') {
  const server = stockServer();
  const store = setupTestStore({ session: makeTestSession() }, { fetch: server.fetch });
  const view = renderWithProviders(
    <Routes>
      <Route
        path="/XsktSearchItem"
        element={
          <>
            <XsktSearchPage />
            <Where />
          </>
        }
      />
    </Routes>,
    { route, store },
  );
  return { ...view, server };
}

describe('XsktSearchPage', () => {
  it('searches a trailing number across every province and region, kept in the URL', async () => {
    const { user, server } = renderSearch();
    expect(screen.getByRole('heading', { name: 'Tìm vé xổ số kiến thiết' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Đuôi số' }));
    await user.type(screen.getByLabelText('Số cần tìm'), '68');
    await user.click(screen.getByRole('button', { name: 'Tìm vé' }));
    const list = await screen.findByRole('list', { name: 'Vé tìm thấy' });
    const provinces = within(list)
      .getAllByRole('article')
      .map((card) => within(card).getByText(/Cần Thơ|Đồng Nai|Sóc Trăng|Bắc Ninh/).textContent);
    expect(provinces).toEqual(['Cần Thơ', 'Đồng Nai', 'Sóc Trăng', 'Bắc Ninh']);
    expect(screen.getByText('Tìm thấy 4 vé')).toBeInTheDocument();
    expect(server.searches.at(-1)?.get('category')).toBeNull();
    expect(screen.getByRole('status', { name: 'Địa chỉ' })).toHaveTextContent('mode=tail&so=68');
  });

  it('opens a shared search of one region from the URL', async () => {
    renderSearch('/XsktSearchItem?region=xsmb&mode=exact&so=12345');
    const card = await screen.findByRole('article', { name: /Vé 12345 Bắc Ninh/ });
    expect(within(card).getByText('Ký hiệu 15AN')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Miền Bắc' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('knows the widths: 5 or 6 digits across regions, at most 6', () => {
    expect(searchError({ mode: 'exact', digits: '12345' }, null)).toBeNull();
    expect(searchError({ mode: 'exact', digits: '1234' }, null)).toBe('Số vé có 5 hoặc 6 chữ số.');
    expect(searchError({ mode: 'exact', digits: '123456' }, 'xsmb')).toBe('Số vé có 5 chữ số.');
    expect(searchError({ mode: 'tail', digits: '123456' }, 'xsmb')).toBe('Nhập tối đa 5 chữ số.');
    expect(searchError({ mode: 'head', digits: '' }, null)).toBe('Vui lòng nhập số cần tìm.');
  });
});
