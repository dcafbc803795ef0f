import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { EmptyState, ErrorState } from './states';

describe('EmptyState', () => {
  it('shows the title, message and action as a named region', () => {
    render(
      <EmptyState
        title="Chưa có vé nào"
        message="Vé bạn mua sẽ hiện ở đây."
        action={<Button href="/">Mua vé</Button>}
      />,
    );
    const region = screen.getByRole('region', { name: 'Chưa có vé nào' });
    expect(region).toHaveTextContent('Vé bạn mua sẽ hiện ở đây.');
    expect(screen.getByRole('link', { name: 'Mua vé' })).toHaveAttribute('href', '/');
  });
});

describe('ErrorState', () => {
  it('defaults to Có lỗi xảy ra with no retry', () => {
    render(<ErrorState message="Lỗi hệ thống. Quý khách vui lòng thử lại sau" />);
    expect(screen.getByRole('heading', { name: 'Có lỗi xảy ra' })).toBeInTheDocument();
    expect(screen.getByText('Lỗi hệ thống. Quý khách vui lòng thử lại sau')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('is not a landmark, so several on one screen do not repeat a region', () => {
    render(
      <>
        <ErrorState title="Không có kết nối mạng" />
        <ErrorState title="Không có kết nối mạng" />
      </>,
    );
    expect(screen.getAllByRole('heading', { name: 'Không có kết nối mạng' })).toHaveLength(2);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('offers Thử lại when it can retry', async () => {
    const onRetry = vi.fn();
    render(<ErrorState title="Không tải được kết quả" onRetry={onRetry} />);
    expect(screen.getByRole('heading', { name: 'Không tải được kết quả' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
