import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { YesNoDialog } from '../dialog/dialog';
import { Drawer } from './drawer';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Mở menu
      </button>
      <Drawer open={open} onClose={() => setOpen(false)} title="Menu">
        <a href="/dang-nhap">Đăng nhập</a>
        <a href="/dang-ky">Đăng ký</a>
      </Drawer>
    </>
  );
}

async function openDrawer() {
  render(<Harness />);
  const trigger = screen.getByRole('button', { name: 'Mở menu' });
  await userEvent.click(trigger);
  return trigger;
}

describe('Drawer', () => {
  it('opens as a modal named by its title with focus inside', async () => {
    await openDrawer();
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    expect(drawer).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Đăng nhập' })).toBeVisible();
  });

  it('keeps Tab inside', async () => {
    await openDrawer();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Đóng menu' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Đăng ký' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Đóng menu' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const trigger = await openDrawer();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes from the backdrop and from the close button', async () => {
    const trigger = await openDrawer();
    const backdrop = document.querySelector('.backdrop');
    if (!backdrop) throw new Error('no backdrop');
    await userEvent.click(backdrop);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'Đóng menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('lets a dialog opened from inside handle Escape first', async () => {
    function Nested() {
      const [drawer, setDrawer] = useState(true);
      const [confirm, setConfirm] = useState(false);
      return (
        <Drawer open={drawer} onClose={() => setDrawer(false)} title="Menu">
          <button type="button" onClick={() => setConfirm(true)}>
            Đăng xuất
          </button>
          <YesNoDialog
            open={confirm}
            title="Đăng xuất?"
            onYes={() => {}}
            onNo={() => setConfirm(false)}
          />
        </Drawer>
      );
    }
    render(<Nested />);
    const logout = screen.getByRole('button', { name: 'Đăng xuất' });
    await userEvent.click(logout);
    expect(screen.getByRole('dialog', { name: 'Đăng xuất?' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Đăng xuất?' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    expect(logout).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
