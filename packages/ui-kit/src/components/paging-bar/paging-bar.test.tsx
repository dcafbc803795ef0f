import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PagingBar } from './paging-bar';

function Harness({
  pageCount = 30,
  onPageChange = () => {},
}: {
  pageCount?: number;
  onPageChange?: (p: number) => void;
}) {
  const [page, setPage] = useState(5);
  const [size, setSize] = useState(10);
  return (
    <PagingBar
      page={page}
      pageCount={pageCount}
      pageSize={size}
      pageSizeOptions={[10, 20, 50]}
      onPageChange={(p) => {
        onPageChange(p);
        setPage(p);
      }}
      onPageSizeChange={setSize}
    />
  );
}

function currentPage() {
  const nav = screen.getByRole('navigation', { name: 'Phân trang' });
  return within(nav)
    .getAllByRole('button')
    .find((b) => b.getAttribute('aria-current') === 'page');
}

describe('PagingBar', () => {
  it('shows the record selector, the page input and at most ten page buttons', () => {
    render(<Harness />);
    expect(screen.getByLabelText('Bản ghi')).toHaveValue('10');
    expect(screen.getByLabelText('Trang')).toHaveValue('5');
    expect(screen.getByRole('button', { name: 'Đi' })).toBeInTheDocument();
    const pageButtons = screen.getAllByRole('button', { name: /^Trang \d+$/ });
    expect(pageButtons).toHaveLength(10);
    expect(pageButtons[0]).toHaveTextContent('1');
    expect(currentPage()).toHaveAccessibleName('Trang 5');
  });

  it('goes to a clicked page and with previous / next', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Trang 7' }));
    expect(currentPage()).toHaveTextContent('7');
    await userEvent.click(screen.getByRole('button', { name: 'Trang sau' }));
    expect(currentPage()).toHaveTextContent('8');
    await userEvent.click(screen.getByRole('button', { name: 'Trang trước' }));
    expect(currentPage()).toHaveTextContent('7');
  });

  it('goes to a typed page with Đi or Enter', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Trang');
    await userEvent.clear(input);
    await userEvent.type(input, '23');
    await userEvent.click(screen.getByRole('button', { name: 'Đi' }));
    expect(currentPage()).toHaveTextContent('23');
    expect(screen.getByRole('button', { name: 'Trang 19' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Trang 28' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Trang 18' })).not.toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '2{Enter}');
    expect(currentPage()).toHaveTextContent('2');
  });

  it.each(['abc', '0', '-1', '31'])('sends a typed %j to page 1 (spec §5)', async (typed) => {
    const onPageChange = vi.fn();
    render(<Harness onPageChange={onPageChange} />);
    const input = screen.getByLabelText('Trang');
    await userEvent.clear(input);
    await userEvent.type(input, typed);
    await userEvent.click(screen.getByRole('button', { name: 'Đi' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    expect(currentPage()).toHaveTextContent('1');
    expect(input).toHaveValue('1');
  });

  it('disables previous on the first page and next on the last', async () => {
    render(<Harness pageCount={5} />);
    expect(screen.getByRole('button', { name: 'Trang sau' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Trang 1' }));
    expect(screen.getByRole('button', { name: 'Trang trước' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Trang sau' })).toBeEnabled();
  });

  it('changes the page size', async () => {
    const onPageSizeChange = vi.fn();
    render(
      <PagingBar
        page={1}
        pageCount={3}
        pageSize={10}
        pageSizeOptions={[10, 20]}
        onPageChange={() => {}}
        onPageSizeChange={onPageSizeChange}
      />,
    );
    await userEvent.selectOptions(screen.getByLabelText('Bản ghi'), '20');
    expect(onPageSizeChange).toHaveBeenCalledWith(20);
  });
});
