import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { API_FROM_CACHE } from './protocol';
import { PwaBar } from './pwa-bar';
import { createPwaStatus } from './pwa-status';

const SAVED = Date.UTC(2026, 10, 27, 13, 15); // 20:15 in Vietnam
const now = () => Date.UTC(2026, 10, 27, 14, 0);

describe('PwaBar', () => {
  it('shows nothing while online with fresh data', () => {
    render(<PwaBar status={createPwaStatus(true)} onUpdate={() => {}} now={now} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('announces the offline mark with the time of the data shown', () => {
    const status = createPwaStatus(true);
    render(<PwaBar status={status} onUpdate={() => {}} now={now} />);
    act(() => status.setOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent(/^Không có kết nối mạng$/);
    act(() => status.onWorkerMessage({ type: API_FROM_CACHE, savedAt: SAVED }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Không có kết nối mạng – dữ liệu cập nhật lúc 20:15',
    );
    act(() => status.setOnline(true));
    // Still the saved copy on screen until the network answers.
    expect(screen.getByRole('status')).toHaveTextContent('dữ liệu cập nhật lúc 20:15');
  });

  it('offers a waiting release; "Cập nhật" accepts it once and shows it is busy', async () => {
    const status = createPwaStatus(true);
    const onUpdate = vi.fn();
    render(<PwaBar status={status} onUpdate={onUpdate} now={now} />);
    act(() => status.setUpdateReady(true));
    const bar = screen.getByRole('complementary', { name: 'Trạng thái ứng dụng' });
    expect(bar).toHaveTextContent('Đã có phiên bản mới của VeSo.');
    const button = screen.getByRole('button', { name: 'Cập nhật' });
    await userEvent.click(button);
    await userEvent.click(button);
    expect(onUpdate).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-busy', 'true');
  });
});
