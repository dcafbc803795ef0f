import { act, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInFrame } from '../test/render-in-frame';
import { BareLayout } from './bare-layout';
import { DefaultLayout } from './default-layout';
import { LoginLayout } from './login-layout';

function overlay() {
  return screen.queryByRole('status', { name: 'Đang tải' });
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('DefaultLayout', () => {
  it('shows the loading overlay for about 1 s, then marks the app loaded', async () => {
    const { frame } = renderInFrame(
      <DefaultLayout>
        <p>Nội dung trang</p>
      </DefaultLayout>,
      { dataLayer: 'never' },
    );
    expect(frame.getState().loading).toBe(true);
    expect(overlay()).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Nội dung trang');
    await advance(990);
    expect(overlay()).toBeInTheDocument();
    await advance(10);
    expect(overlay()).not.toBeInTheDocument();
    expect(frame.getState().loading).toBe(false);
  });

  it('has a header with the menu button, the logo link and the page title', () => {
    const { frame } = renderInFrame(<DefaultLayout overlayMs={0} />, { dataLayer: 'never' });
    act(() => {
      frame.setPageTitle('Kết quả');
    });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Kết quả' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'VeSo - Trang chủ' })).toHaveAttribute('href', '/');
    const menuButton = screen.getByRole('button', { name: 'Mở menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(menuButton);
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Đến nội dung chính' })).toHaveAttribute(
      'href',
      '#noi-dung',
    );
  });
});

describe('LoginLayout', () => {
  it('shows a back button and the page title, with an overlay for about 2 s', async () => {
    const { frame } = renderInFrame(
      <Routes>
        <Route path="/" element={<p>Trang chủ</p>} />
        <Route element={<LoginLayout />}>
          <Route path="/dang-nhap" element={<p>Biểu mẫu đăng nhập</p>} />
        </Route>
      </Routes>,
      { route: '/dang-nhap', dataLayer: 'never' },
    );
    act(() => {
      frame.setPageTitle('Đăng nhập');
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Đăng nhập' })).toBeInTheDocument();
    expect(screen.getByText('Biểu mẫu đăng nhập')).toBeInTheDocument();
    await advance(1990);
    expect(overlay()).toBeInTheDocument();
    await advance(10);
    expect(overlay()).not.toBeInTheDocument();
    // Landed here directly: back goes home.
    fireEvent.click(screen.getByRole('button', { name: 'Quay lại' }));
    expect(screen.getByText('Trang chủ')).toBeInTheDocument();
  });
});

describe('BareLayout', () => {
  it('shows the page alone: no header, no menu, no overlay', () => {
    renderInFrame(
      <BareLayout>
        <p>Tạo checksum</p>
      </BareLayout>,
      { dataLayer: 'never' },
    );
    expect(screen.getByRole('main')).toHaveTextContent('Tạo checksum');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mở menu' })).not.toBeInTheDocument();
    expect(overlay()).not.toBeInTheDocument();
  });
});
