import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BuyBar } from './buy-bar';

const REASON = 'Chưa chọn số: chọn đủ số để mua vé.';

describe('BuyBar', () => {
  it('shows the running total in a polite live region with its detail', () => {
    render(<BuyBar total={60000} detail="3 dãy · 2 kỳ" actions={[{ label: 'Mua ngay' }]} />);
    const total = screen.getByTestId('price-total').closest('[aria-live]');
    expect(total).toHaveAttribute('aria-live', 'polite');
    expect(total).toHaveTextContent('Tạm tính · 3 dãy · 2 kỳ 60.000đ');
  });

  it('runs its actions from the keyboard', async () => {
    const user = userEvent.setup();
    const add = vi.fn();
    const buy = vi.fn();
    render(
      <BuyBar
        total={10000}
        actions={[
          { label: 'Thêm vào giỏ', variant: 'secondary', onClick: add },
          { label: 'Mua ngay', onClick: buy },
        ]}
      />,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Thêm vào giỏ' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(buy).toHaveBeenCalledOnce();
    expect(add).not.toHaveBeenCalled();
  });

  it('disables every action with its reason', async () => {
    const user = userEvent.setup();
    const buy = vi.fn();
    render(
      <BuyBar
        total={0}
        disabledReason={REASON}
        actions={[{ label: 'Thêm vào giỏ' }, { label: 'Mua ngay', onClick: buy }]}
      />,
    );
    for (const name of ['Thêm vào giỏ', 'Mua ngay']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(REASON);
    }
    await user.click(screen.getByRole('button', { name: 'Mua ngay' }));
    expect(buy).not.toHaveBeenCalled();
  });

  it('submits the form around it', async () => {
    const user = userEvent.setup();
    const submit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => submit(event.nativeEvent as SubmitEvent)}>
        <BuyBar total={10000} actions={[{ label: 'Tạo nhóm', type: 'submit' }]} />
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Tạo nhóm' }));
    expect(submit).toHaveBeenCalledOnce();
  });
});
