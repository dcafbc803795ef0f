import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LoadingDialog, LoadingOverlay } from './loading';

describe('LoadingOverlay', () => {
  it('announces Đang tải and is busy while visible', () => {
    render(<LoadingOverlay visible />);
    const status = screen.getByRole('status', { name: 'Đang tải' });
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Đang tải');
  });

  it('is gone when not visible', () => {
    render(<LoadingOverlay visible={false} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('LoadingDialog', () => {
  it('is a busy modal named by its message, holding focus against Escape and Tab', async () => {
    render(<LoadingDialog open message="Đang xử lý thanh toán" />);
    const dialog = screen.getByRole('dialog', { name: 'Đang xử lý thanh toán' });
    expect(dialog).toHaveAttribute('aria-busy', 'true');
    expect(dialog).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await userEvent.tab();
    expect(screen.getByRole('dialog')).toHaveFocus();
  });

  it('falls back to Đang tải and gives focus back when it closes', async () => {
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Thanh toán
          </button>
          <LoadingDialog open={open} />
          {open ? (
            <button type="button" onClick={() => setOpen(false)} data-testid="done">
              xong
            </button>
          ) : null}
        </>
      );
    }
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Thanh toán' });
    await userEvent.click(opener);
    expect(screen.getByRole('dialog', { name: 'Đang tải' })).toHaveFocus();
    await userEvent.click(screen.getByTestId('done'));
    expect(await screen.findByRole('button', { name: 'Thanh toán' })).toHaveFocus();
  });
});
