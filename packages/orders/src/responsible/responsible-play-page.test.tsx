import { screen, waitFor, within } from '@testing-library/react';
import type { SelfExclusionBody, SetPlayLimitsBody } from '@veso/contract';
import { vnDayOf } from '@veso/domain';
import { createFakeFetch, errorResponse, offlineFetch, renderWithProviders } from '@veso/shop-core';
import type { FakeFetch } from '@veso/shop-core';
import { describe, expect, it } from 'vitest';
import { refusal } from '../subscriptions/fixtures';
import { makePlayLimits, playServer } from './fixtures';
import { parseLimit } from './limits-form';
import { ResponsiblePlayPage } from './responsible-play-page';

function bodiesTo<T>(fetch: FakeFetch, path: string): Promise<T[]> {
  return Promise.all(
    fetch.requests
      .filter((request) => request.method === 'POST' && request.url.endsWith(path))
      .map((request) => request.json() as Promise<T>),
  );
}

function rowOf(table: HTMLElement, name: string): string[] {
  const row = within(table).getByRole('rowheader', { name }).closest('tr');
  return Array.from(row?.cells ?? []).map((cell) => cell.textContent ?? '');
}

async function limitsForm() {
  return (await screen.findByRole('textbox', { name: 'Hạn mức ngày (đồng)' })).closest('form');
}

describe('parseLimit', () => {
  it('reads whole đồng with dots and a trailing đ, empty as no limit', () => {
    expect(parseLimit('500.000đ')).toEqual({ value: 500_000 });
    expect(parseLimit(' 10000 ')).toEqual({ value: 10_000 });
    expect(parseLimit('')).toEqual({ value: null });
    expect(parseLimit('9.999')).toEqual({ error: 'Hạn mức tối thiểu là 10.000đ' });
    expect(parseLimit('1000000001')).toEqual({ error: 'Hạn mức tối đa là 1.000.000.000đ' });
    expect(parseLimit('12,5k')).toEqual({
      error: 'Vui lòng nhập số tiền nguyên (đồng), ví dụ 500.000',
    });
  });
});

describe('ResponsiblePlayPage', () => {
  it('shows the limits, a pending raise and when it applies, and spent against each limit', async () => {
    const fetch = playServer(
      makePlayLimits({
        pending: {
          daily: 500_000,
          weekly: null,
          monthly: 2_000_000,
          effectiveAt: '2026-11-22T05:30:00.000Z',
        },
      }),
    );
    renderWithProviders(<ResponsiblePlayPage />, { fetch });
    const current = await screen.findByLabelText('Hạn mức hiện tại');
    const [daily, weekly, monthly] = within(current).getAllByRole('definition');
    expect(daily).toHaveTextContent('200.000đ → 500.000đ · Áp dụng từ 22/11/2026 12:30:00');
    expect(weekly).toHaveTextContent(/^Không giới hạn$/);
    expect(monthly).toHaveTextContent(/^2\.000\.000đ$/);

    const spent = screen.getByRole('table', { name: 'Chi tiêu so với hạn mức' });
    expect(rowOf(spent, 'Hôm nay')).toEqual(['Hôm nay', '50.000đ', '200.000đ', '150.000đ']);
    expect(rowOf(spent, 'Tuần này')).toEqual(['Tuần này', '120.000đ', 'Không giới hạn', '—']);
    expect(rowOf(spent, 'Tháng này')).toEqual([
      'Tháng này',
      '450.000đ',
      '2.000.000đ',
      '1.550.000đ',
    ]);
  });

  it('shows the spending report of the last 30 days', async () => {
    const fetch = playServer();
    renderWithProviders(<ResponsiblePlayPage />, { fetch });
    const days = await screen.findByRole('table', { name: 'Theo ngày' });
    expect(
      within(days)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['21/11/202650.000đ0đ', '19/11/202670.000đ100.000đ']);
    const summary = screen.getByLabelText('Tổng kết 30 ngày');
    expect(summary).toHaveTextContent('Đã chi mua vé120.000đ');
    expect(summary).toHaveTextContent('Đã hoàn tiền10.000đ');
    expect(summary).toHaveTextContent('Tiền thưởng100.000đ');
    expect(summary).toHaveTextContent('Lỗ20.000đ');
    expect(screen.getByText(/^Từ/)).toHaveTextContent('Từ 23/10/2026 đến 21/11/2026');
    const report = fetch.requests.find((request) => request.url.includes('spending_report'));
    expect(new URL(report?.url ?? '').searchParams.get('days')).toBe('30');
  });

  it('checks the limits like the server before sending anything', async () => {
    const fetch = playServer();
    const { user } = renderWithProviders(<ResponsiblePlayPage />, { fetch });
    const form = await limitsForm();
    if (!form) throw new Error('no limits form');
    const daily = within(form).getByRole('textbox', { name: 'Hạn mức ngày (đồng)' });
    const weekly = within(form).getByRole('textbox', { name: 'Hạn mức tuần (đồng)' });
    expect(daily).toHaveValue('200000');
    expect(weekly).toHaveValue('');

    await user.click(within(form).getByRole('button', { name: 'Lưu hạn mức' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Bạn chưa thay đổi hạn mức nào.');

    await user.clear(daily);
    await user.type(daily, '5000');
    await user.type(weekly, 'abc');
    await user.click(within(form).getByRole('button', { name: 'Lưu hạn mức' }));
    expect(daily).toHaveAccessibleDescription(
      expect.stringContaining('Hạn mức tối thiểu là 10.000đ'),
    );
    expect(weekly).toHaveAttribute('aria-invalid', 'true');
    expect(weekly).toHaveAccessibleDescription(
      expect.stringContaining('Vui lòng nhập số tiền nguyên (đồng)'),
    );
    expect(await bodiesTo(fetch, '/play_limits')).toEqual([]);
  });

  it('lowers at once and says when a raise applies', async () => {
    const fetch = playServer();
    const { user } = renderWithProviders(<ResponsiblePlayPage />, { fetch });
    const form = await limitsForm();
    if (!form) throw new Error('no limits form');
    const daily = within(form).getByRole('textbox', { name: 'Hạn mức ngày (đồng)' });
    const monthly = within(form).getByRole('textbox', { name: 'Hạn mức tháng (đồng)' });
    await user.clear(daily);
    await user.type(daily, '100.000');
    await user.clear(monthly);
    await user.type(monthly, '3000000');
    await user.click(within(form).getByRole('button', { name: 'Lưu hạn mức' }));

    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Đã lưu hạn mức chi tiêu. Hạn mức tăng hoặc bỏ giới hạn chỉ áp dụng sau 24 giờ, từ 22/11/2026 12:30:00.',
    );
    const [body] = await bodiesTo<SetPlayLimitsBody>(fetch, '/play_limits');
    expect(body).toEqual({
      requestId: expect.stringMatching(/^\d+$/),
      daily: 100_000,
      monthly: 3_000_000,
    });
    const current = screen.getByLabelText('Hạn mức hiện tại');
    // The limits shown are read again after the save.
    await waitFor(() =>
      expect(within(current).getAllByRole('definition')[0]).toHaveTextContent(/^100\.000đ$/),
    );
    expect(await within(current).findByText(/Áp dụng từ/)).toBeInTheDocument();
    const [, , monthlyNow] = within(current).getAllByRole('definition');
    expect(monthlyNow).toHaveTextContent(
      '2.000.000đ → 3.000.000đ · Áp dụng từ 22/11/2026 12:30:00',
    );
  });

  it('shows the server’s refusal of a limit change', async () => {
    const server = playServer();
    const fetch = createFakeFetch((request) =>
      request.method === 'POST' ? refusal('Yêu cầu quá nhanh') : server(request),
    );
    const { user } = renderWithProviders(<ResponsiblePlayPage />, { fetch });
    const form = await limitsForm();
    if (!form) throw new Error('no limits form');
    await user.type(within(form).getByRole('textbox', { name: 'Hạn mức tuần (đồng)' }), '700000');
    await user.click(within(form).getByRole('button', { name: 'Lưu hạn mức' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Yêu cầu quá nhanh');
  });

  it('asks for a period, then confirms self-exclusion with its end date', async () => {
    const fetch = playServer();
    const { user } = renderWithProviders(<ResponsiblePlayPage />, { fetch });
    const choices = await screen.findByRole('group', { name: 'Thời gian tự ngừng mua vé' });
    await user.click(screen.getByRole('button', { name: 'Tự ngừng mua vé' }));
    expect(screen.getByText('Vui lòng chọn thời gian tự ngừng mua vé')).toHaveAttribute(
      'role',
      'alert',
    );

    await user.click(within(choices).getByRole('radio', { name: '7 ngày' }));
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Tự ngừng mua vé' }));
    const dialog = screen.getByRole('dialog', { name: 'Xác nhận tự ngừng mua vé' });
    expect(dialog).toHaveTextContent(
      /Bạn sẽ không thể mua vé và mọi gói nuôi số đang chạy sẽ được tạm dừng đến \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}\./,
    );
    const until = /đến (\d{2})\/(\d{2})\/(\d{4})/.exec(dialog.textContent ?? '');
    const [year, month, day] = vnDayOf(new Date(before + 7 * 24 * 3600_000)).split('-');
    expect(until?.slice(1)).toEqual([day, month, year]);

    await user.click(within(dialog).getByRole('button', { name: 'Quay lại' }));
    expect(await bodiesTo(fetch, '/self_exclusion')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Tự ngừng mua vé' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Xác nhận tự ngừng mua vé' })).getByRole('button', {
        name: 'Xác nhận',
      }),
    );
    expect(
      await screen.findByText('Đã ghi nhận. Bạn không thể mua vé trong thời gian đã chọn.'),
    ).toBeInTheDocument();
    expect(await screen.findByText(/Bạn đang tự ngừng mua vé đến/)).toHaveTextContent(
      'Bạn đang tự ngừng mua vé đến 22/11/2026 12:30:00.',
    );
    const [body] = await bodiesTo<SelfExclusionBody>(fetch, '/self_exclusion');
    expect(body).toEqual({ requestId: expect.stringMatching(/^\d+$/), period: '7d' });
  });

  it('says a permanent exclusion is for good', async () => {
    const fetch = playServer();
    const { user } = renderWithProviders(<ResponsiblePlayPage />, { fetch });
    const choices = await screen.findByRole('group', { name: 'Thời gian tự ngừng mua vé' });
    await user.click(within(choices).getByRole('radio', { name: 'Vĩnh viễn' }));
    await user.click(screen.getByRole('button', { name: 'Tự ngừng mua vé' }));
    const dialog = screen.getByRole('dialog', { name: 'Xác nhận tự ngừng mua vé' });
    expect(dialog).toHaveTextContent(
      'Bạn sẽ không thể mua vé vĩnh viễn và mọi gói nuôi số đang chạy sẽ được tạm dừng. Không thể huỷ lựa chọn này.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
    expect(await screen.findByText(/Bạn đã tự ngừng mua vé vĩnh viễn/)).toBeInTheDocument();
    expect(
      screen.queryByRole('group', { name: 'Thời gian tự ngừng mua vé' }),
    ).not.toBeInTheDocument();
  });

  it('shows the error with a retry', async () => {
    renderWithProviders(<ResponsiblePlayPage />, {
      fetch: createFakeFetch(() => errorResponse(14)),
    });
    expect(await screen.findByText('Không tải được dữ liệu')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
  });

  it('says when there is no connection', async () => {
    renderWithProviders(<ResponsiblePlayPage />, { fetch: offlineFetch() });
    expect(
      await screen.findByText('Không có kết nối mạng', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  }, 15_000);
});
