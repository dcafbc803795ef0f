import { screen, within } from '@testing-library/react';
import {
  createFakeFetch,
  errorResponse,
  renderWithProviders,
  selectCartItems,
} from '@veso/shop-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KenoBaoPage } from './keno-bao-page';
import { KenoPage } from './keno-page';
import { kenoServer, seeded } from './keno-test-server';

function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      within(row).getByRole('rowheader').textContent ?? '',
      within(row).getByRole('cell').textContent ?? '',
    ]);
}

// Keno sells 8:15–22:00 (Vietnam time): the cart buttons work only then, whatever the hour the tests run.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-02T10:00:00+07:00'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('KenoPrizeTable', () => {
  it('shows the chosen level’s prizes at the chosen stake on /keno', async () => {
    const { user } = renderWithProviders(<KenoPage random={seeded(3)} />, {
      fetch: createFakeFetch(kenoServer()),
    });
    const table = await screen.findByRole('table', { name: 'Cơ cấu giải thưởng bậc 5' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Số trùng', 'Giải thưởng']);
    expect(rowsOf(table)).toEqual([
      ['5 số', '4.400.000đ'],
      ['4 số', '150.000đ'],
      ['3 số', '10.000đ'],
    ]);

    await user.selectOptions(screen.getByLabelText('Mức cược mỗi dãy'), '2');
    expect(rowsOf(screen.getByRole('table', { name: 'Cơ cấu giải thưởng bậc 5' }))).toEqual([
      ['5 số', '8.800.000đ'],
      ['4 số', '300.000đ'],
      ['3 số', '20.000đ'],
    ]);
    expect(screen.getByText('Mỗi dãy, mức cược 20.000đ.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Bậc (số lượng số mỗi dãy)'), '3');
    expect(rowsOf(screen.getByRole('table', { name: 'Cơ cấu giải thưởng bậc 3' }))).toEqual([
      ['3 số', '400.000đ'],
      ['2 số', '40.000đ'],
    ]);
    // A level the answer does not list says so.
    await user.selectOptions(screen.getByLabelText('Bậc (số lượng số mỗi dãy)'), '4');
    expect(screen.getByText('Chưa có cơ cấu giải thưởng cho bậc 4.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // Side bets have no level: no table.
    await user.click(screen.getByRole('tab', { name: 'Lớn Nhỏ - Chẵn Lẻ' }));
    expect(screen.queryByRole('heading', { name: /Cơ cấu giải thưởng/ })).not.toBeInTheDocument();
  });

  it('follows the bao level and stake on /choi-bao-keno', async () => {
    const { user } = renderWithProviders(<KenoBaoPage random={seeded(5)} />, {
      fetch: createFakeFetch(kenoServer()),
    });
    const table = await screen.findByRole('table', { name: 'Cơ cấu giải thưởng bậc 3' });
    expect(rowsOf(table)).toEqual([
      ['3 số', '200.000đ'],
      ['2 số', '20.000đ'],
    ]);
    await user.selectOptions(screen.getByLabelText('Bậc (k)'), '2');
    await user.selectOptions(screen.getByLabelText('Mức cược mỗi dãy'), '10');
    expect(rowsOf(screen.getByRole('table', { name: 'Cơ cấu giải thưởng bậc 2' }))).toEqual([
      ['2 số', '900.000đ'],
    ]);
  });

  it('shows its failure without blocking the purchase, and loads again on retry', async () => {
    let failing = true;
    const keno = kenoServer();
    const fetch = createFakeFetch((request, url) =>
      failing && url.pathname === '/api/ticket_level/list'
        ? errorResponse(14, 400)
        : keno(request, url),
    );
    const { user, store } = renderWithProviders(<KenoPage random={seeded(3)} />, { fetch });
    expect(screen.getByText('Đang tải cơ cấu giải thưởng…')).toBeInTheDocument();
    expect(await screen.findByText('Không tải được cơ cấu giải thưởng.')).toBeInTheDocument();
    await screen.findByRole('checkbox', { name: /Kỳ #01200/ });
    await user.click(screen.getByRole('button', { name: 'Chọn nhanh Bộ số A' }));
    await user.click(screen.getByRole('button', { name: 'Thêm vào giỏ' }));
    expect(selectCartItems(store.getState())).toHaveLength(1);

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(
      await screen.findByRole('table', { name: 'Cơ cấu giải thưởng bậc 5' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Không tải được cơ cấu giải thưởng.')).not.toBeInTheDocument();
  });
});
