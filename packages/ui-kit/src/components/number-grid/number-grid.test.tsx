import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NumberGrid } from './number-grid';

function Harness({ initial = [] as number[], maxSelected = 3 }) {
  const [selected, setSelected] = useState<number[]>(initial);
  return (
    <NumberGrid
      min={1}
      max={20}
      columns={5}
      maxSelected={maxSelected}
      label="Chọn 3 số"
      selected={selected}
      onToggle={(n) =>
        setSelected((list) => (list.includes(n) ? list.filter((x) => x !== n) : [...list, n]))
      }
    />
  );
}

describe('NumberGrid', () => {
  it('is a named group of padded toggle buttons with the pick count', () => {
    render(<Harness initial={[7]} />);
    const group = screen.getByRole('group', { name: 'Chọn 3 số' });
    expect(group).toHaveAccessibleDescription('Đã chọn 1/3 số');
    expect(screen.getByRole('button', { name: '01' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: '07' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('button')).toHaveLength(20);
  });

  it('toggles with a press and announces the new count', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: '05' }));
    expect(screen.getByRole('button', { name: '05' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Đã chọn 1/3 số')).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(screen.getByRole('button', { name: '05' }));
    expect(screen.getByRole('button', { name: '05' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Đã chọn 0/3 số')).toBeInTheDocument();
  });

  it('has one Tab stop and moves with arrows, Home and End', async () => {
    render(
      <>
        <Harness initial={[7]} />
        <button type="button">Sau</button>
      </>,
    );
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '07' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: '08' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: '13' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}');
    expect(screen.getByRole('button', { name: '07' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('button', { name: '20' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: '20' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('button', { name: '01' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Sau' })).toHaveFocus();
  });

  it('toggles with Space and Enter', async () => {
    render(<Harness />);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('button', { name: '01' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(screen.getByRole('button', { name: '02' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Đã chọn 2/3 số')).toBeInTheDocument();
  });

  it('blocks picking more than maxSelected but still allows dropping one', async () => {
    const onToggle = vi.fn();
    render(
      <NumberGrid
        min={0}
        max={9}
        pad={2}
        maxSelected={2}
        selected={[1, 2]}
        label="Lô"
        onToggle={onToggle}
      />,
    );
    const blocked = screen.getByRole('button', { name: '03' });
    expect(blocked).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(blocked);
    expect(onToggle).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '02' }));
    expect(onToggle).toHaveBeenCalledWith(2);
    expect(screen.getByRole('button', { name: '00' })).toBeInTheDocument();
  });
});
