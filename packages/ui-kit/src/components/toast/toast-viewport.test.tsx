import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DEFAULT_MS, TOAST_MAIN_GROUP_MS, TOAST_MAX, ToastViewport } from './toast-viewport';
import type { ToastMessage } from './toast-viewport';

const seven: ToastMessage[] = Array.from({ length: 7 }, (_, i) => ({
  id: `t${7 - i}`,
  message: `Tin ${7 - i}`,
}));

afterEach(() => {
  vi.useRealTimers();
});

describe('ToastViewport', () => {
  it('exports the spec constants', () => {
    expect([TOAST_DEFAULT_MS, TOAST_MAIN_GROUP_MS, TOAST_MAX]).toEqual([5000, 7000, 5]);
  });

  it('is a polite status region, present even when empty', () => {
    render(<ToastViewport toasts={[]} onDismiss={() => {}} />);
    const region = screen.getByRole('status', { name: 'Thông báo' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(within(region).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('shows at most five, newest first', () => {
    render(<ToastViewport toasts={seven} onDismiss={() => {}} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Thông tin: Tin 7',
      'Thông tin: Tin 6',
      'Thông tin: Tin 5',
      'Thông tin: Tin 4',
      'Thông tin: Tin 3',
    ]);
    expect(screen.queryByText('Tin 2')).not.toBeInTheDocument();
  });

  it('names the tone in words, not only in colour', () => {
    render(
      <ToastViewport
        toasts={[
          { id: 'a', message: 'Đăng nhập thành công', tone: 'success' },
          { id: 'b', message: 'Tài khoản hoặc mật khẩu không đúng', tone: 'error' },
        ]}
        onDismiss={() => {}}
      />,
    );
    expect(screen.getByText('Thành công:')).toBeInTheDocument();
    expect(screen.getByText('Lỗi:')).toBeInTheDocument();
  });

  it('dismisses each toast after its own duration, 5000 ms by default', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(
      <ToastViewport
        toasts={[
          { id: 'short', message: 'Đăng nhập thành công', durationMs: 2000 },
          { id: 'default', message: 'Lỗi hệ thống' },
        ]}
        onDismiss={onDismiss}
      />,
    );
    act(() => vi.advanceTimersByTime(1999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledWith('short');
    act(() => vi.advanceTimersByTime(2999));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenLastCalledWith('default');
  });

  it('pauses the countdown while pointed at', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(
      <ToastViewport toasts={[{ id: 'a', message: 'Giỏ hàng đã đầy' }]} onDismiss={onDismiss} />,
    );
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.mouseEnter(screen.getByRole('listitem'));
    act(() => vi.advanceTimersByTime(10000));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.mouseLeave(screen.getByRole('listitem'));
    act(() => vi.advanceTimersByTime(1999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledWith('a');
  });

  it('closes from its close button', async () => {
    const onDismiss = vi.fn();
    render(<ToastViewport toasts={[{ id: 'x', message: 'Đã lưu' }]} onDismiss={onDismiss} />);
    await userEvent.click(screen.getByRole('button', { name: 'Đóng thông báo' }));
    expect(onDismiss).toHaveBeenCalledWith('x');
  });
});
