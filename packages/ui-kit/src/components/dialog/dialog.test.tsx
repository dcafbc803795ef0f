import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, YesNoDialog } from './dialog';

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Mở
      </button>
      <Dialog
        open={open}
        title="Đăng nhập"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        actions={<button type="button">Tiếp tục</button>}
      >
        <label>
          Mật khẩu
          <input />
        </label>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a modal named by its title, in a portal, with focus inside', async () => {
    const { container } = render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Mở' }));
    const dialog = screen.getByRole('dialog', { name: 'Đăng nhập' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container).not.toContainElement(dialog);
    expect(dialog).toHaveFocus();
  });

  it('keeps Tab inside the dialog in both directions', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Mở' }));
    const close = screen.getByRole('button', { name: 'Đóng' });
    const input = screen.getByLabelText('Mật khẩu');
    const next = screen.getByRole('button', { name: 'Tiếp tục' });
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(input).toHaveFocus();
    await userEvent.tab();
    expect(next).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(next).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Mở' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes from the close button and the backdrop, not from a press inside', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Mở' }));
    await userEvent.click(screen.getByText('Mật khẩu'));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Đóng' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Mở' }));
    const backdrop = screen.getByRole('dialog').parentElement;
    if (!backdrop) throw new Error('no backdrop');
    await userEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('ignores Escape when not dismissible', async () => {
    const onClose = vi.fn();
    render(
      <Dialog open title="Thông báo" onClose={onClose} dismissible={false}>
        Nội dung
      </Dialog>,
    );
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('YesNoDialog', () => {
  it('asks with the default answers and reports the choice', async () => {
    const onYes = vi.fn();
    const onNo = vi.fn();
    render(
      <YesNoDialog
        open
        title="Xoá vé?"
        message="Vé sẽ bị xoá khỏi giỏ hàng."
        onYes={onYes}
        onNo={onNo}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Xoá vé?' });
    expect(dialog).toHaveAccessibleDescription('Vé sẽ bị xoá khỏi giỏ hàng.');
    await userEvent.click(screen.getByRole('button', { name: 'Đồng ý' }));
    expect(onYes).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Huỷ' }));
    expect(onNo).toHaveBeenCalledTimes(1);
  });

  it('uses custom labels and treats Escape as no', async () => {
    const onNo = vi.fn();
    render(
      <YesNoDialog
        open
        title="Thoát?"
        yesLabel="Có"
        noLabel="Không"
        onYes={() => {}}
        onNo={onNo}
      />,
    );
    expect(screen.getByRole('button', { name: 'Có' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Không' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onNo).toHaveBeenCalledTimes(1);
  });
});
