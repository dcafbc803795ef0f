import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CloseIcon } from '../../icons/icons';
import { Button, IconButton } from './button';

describe('Button', () => {
  it('is a real button that calls onClick and does not submit forms by default', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button onClick={onClick}>Tiếp tục</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Tiếp tục' });
    expect(button.tagName).toBe('BUTTON');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits when type is submit', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit">Gửi</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Gửi' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('ignores presses while loading and says it is busy', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Thanh toán
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Thanh toán' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('cannot be pressed when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Tiếp tục
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Tiếp tục' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders a link when href is given', () => {
    render(
      <Button href="/nap-tien" variant="secondary">
        Nạp
      </Button>,
    );
    expect(screen.getByRole('link', { name: 'Nạp' })).toHaveAttribute('href', '/nap-tien');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('marks a disabled link and swallows its clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button href="/rut" disabled onClick={onClick}>
        Rút
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Rút' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('applies the variant, size and full-width styles', () => {
    render(
      <Button variant="danger" size="lg" fullWidth>
        Huỷ vé
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Huỷ vé' })).toHaveClass('danger', 'lg', 'fullWidth');
  });
});

describe('IconButton', () => {
  it('is named by its label', async () => {
    const onClick = vi.fn();
    render(
      <IconButton label="Đóng" onClick={onClick}>
        <CloseIcon />
      </IconButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Đóng' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while busy ignores presses and keeps focus (a drawer around it still hears Escape)', async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <IconButton label="Làm mới số dư" onClick={onClick}>
        <CloseIcon />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Làm mới số dư' });
    await userEvent.click(button);
    rerender(
      <IconButton label="Làm mới số dư" onClick={onClick} loading>
        <CloseIcon />
      </IconButton>,
    );
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
