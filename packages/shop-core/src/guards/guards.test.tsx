import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { initialSessionState } from '../state/session';
import { renderWithProviders } from '../test/render-with-providers';
import { embedHomePath, RequireAuth, RequireGuest } from './guards';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function routes() {
  return (
    <Routes>
      <Route path="/" element={<Where />} />
      <Route
        path="/dang-nhap"
        element={
          <RequireGuest>
            <h1>Đăng nhập</h1>
          </RequireGuest>
        }
      />
      <Route element={<RequireAuth />}>
        <Route path="/lich-su" element={<h1>Lịch sử</h1>} />
      </Route>
      <Route path="*" element={<Where />} />
    </Routes>
  );
}

const signedInState = { ...initialSessionState, signedIn: true, accountId: '84912345678' };

describe('RequireAuth', () => {
  it('sends a signed-out visitor to /dang-nhap', () => {
    renderWithProviders(routes(), { route: '/lich-su' });
    expect(screen.getByRole('heading', { name: 'Đăng nhập' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Lịch sử' })).not.toBeInTheDocument();
  });

  it('shows the page to a signed-in customer', () => {
    renderWithProviders(routes(), {
      route: '/lich-su',
      preloadedState: { session: signedInState },
    });
    expect(screen.getByRole('heading', { name: 'Lịch sử' })).toBeInTheDocument();
  });
});

describe('RequireGuest', () => {
  it('shows login to a visitor', () => {
    renderWithProviders(routes(), { route: '/dang-nhap' });
    expect(screen.getByRole('heading', { name: 'Đăng nhập' })).toBeInTheDocument();
  });

  it('sends a signed-in web customer home', () => {
    renderWithProviders(routes(), {
      route: '/dang-nhap?x=1',
      preloadedState: { session: signedInState },
    });
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('sends a signed-in webview customer home with the query plus tab=1', () => {
    renderWithProviders(routes(), {
      route: '/dang-nhap?source=w&data=d&sig=s',
      preloadedState: {
        session: {
          ...signedInState,
          embed: true,
          embedParams: { source: 'w', data: 'd', sig: 's' },
        },
      },
    });
    expect(screen.getByTestId('where')).toHaveTextContent('/?source=w&data=d&sig=s&tab=1');
  });
});

describe('embedHomePath', () => {
  it('adds tab=1 or replaces another tab', () => {
    expect(embedHomePath('')).toBe('/?tab=1');
    expect(embedHomePath('?tab=3&a=b')).toBe('/?tab=1&a=b');
  });
});
