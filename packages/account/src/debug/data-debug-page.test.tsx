import { screen, within } from '@testing-library/react';
import {
  createFakeFetch,
  makeTestAppConfig,
  makeTestSession,
  okResponse,
  renderWithProviders,
} from '@veso/shop-core';
import { describe, expect, it, vi } from 'vitest';
import { DataDebugPage } from './data-debug-page';

function memoryStorage(entries: Record<string, string>): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

describe('DataDebugPage (/data-debug)', () => {
  it('shows version, API base, session without the token and the feature flags', async () => {
    document.cookie = 'session=secret-token-value; path=/';
    const fetch = createFakeFetch(() =>
      okResponse(makeTestAppConfig({ comingSoonProducts: ['xsmb'] })),
    );
    const { store } = renderWithProviders(<DataDebugPage reload={vi.fn()} storages={[]} />, {
      fetch,
      preloadedState: {
        session: makeTestSession({
          embed: true,
          embedParams: { source: 'vi-x', data: 'd', sig: 's' },
        }),
      },
    });
    expect(store.getState().app.pageTitle).toBe('Thông tin kỹ thuật');
    expect(screen.getByText('1.6.6')).toBeInTheDocument();
    expect(screen.getByText('61 (os_type 0)')).toBeInTheDocument();
    expect(screen.getByText('dev')).toBeInTheDocument();
    expect(screen.getByText(`${window.location.origin}/api`)).toBeInTheDocument();
    expect(screen.getByText('Đã đăng nhập')).toBeInTheDocument();
    expect(screen.getByText('84912345678')).toBeInTheDocument();
    expect(screen.getByText('Có (đối tác vi-x)')).toBeInTheDocument();
    expect(screen.getByText('Có (ẩn)')).toBeInTheDocument();
    expect(await screen.findByText('Giỏ hàng')).toBeInTheDocument();
    expect(screen.getByText('Sản phẩm sắp ra mắt').nextElementSibling).toHaveTextContent('xsmb');
    expect(document.body.textContent).not.toContain('secret-token-value');
    expect(document.body.textContent).not.toContain('"sig"');
    document.cookie = 'session=; path=/; max-age=0';
  });

  it('clears the local state after a confirmation, keeping nothing of it, and reloads', async () => {
    const storage = memoryStorage({ 'persist:wvstate': '{"cart":"[]"}', bao636Notify: '1' });
    const reload = vi.fn();
    const fetch = createFakeFetch(() => okResponse(makeTestAppConfig()));
    const { user } = renderWithProviders(<DataDebugPage reload={reload} storages={[storage]} />, {
      fetch,
    });
    expect(screen.getByText('Chưa đăng nhập')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Xoá dữ liệu trên thiết bị' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Huỷ' }));
    expect(storage.length).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Xoá dữ liệu trên thiết bị' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Xoá' }));
    expect(storage.length).toBe(0);
    expect(reload).toHaveBeenCalledOnce();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Đã xoá dữ liệu lưu trên thiết bị. Trang sẽ tải lại.',
    );
  });
});
