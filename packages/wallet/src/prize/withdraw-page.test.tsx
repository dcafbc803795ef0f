import { screen, waitFor, within } from '@testing-library/react';
import {
  createFakeFetch,
  errorResponse,
  makeTestAppConfig,
  offlineFetch,
  okResponse,
  renderWithProviders,
} from '@veso/shop-core';
import { PHONE_FORMAT_HINT } from '@veso/domain';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BANKS, FEES, SIGNED_IN, userInfo, withdrawal } from '../test/fixtures';
import { WithdrawPage } from './withdraw-page';

type Made = Record<string, unknown>;

function server(
  options: { prize?: number[]; make?: (attempt: number, body: Made) => Response } = {},
) {
  const { prize = [200_000], make } = options;
  let infoCalls = 0;
  const made: Made[] = [];
  const fetch = createFakeFetch(async (request, url) => {
    switch (url.pathname) {
      case '/api/auth/info':
        return okResponse(userInfo(0, prize[Math.min(infoCalls++, prize.length - 1)] ?? 0));
      case '/api/withdraw/getRewardFee':
        return okResponse(FEES);
      case '/api/config/bank':
        return okResponse(BANKS);
      case '/api/customer/get_config_v2':
        return okResponse(makeTestAppConfig({ supportPhone: '1900 6868' }));
      case '/api/withdraw/makeWithdraw': {
        const body = (await request.json()) as Made;
        made.push(body);
        if (make) return make(made.length, body);
        return okResponse({
          withdrawal: withdrawal(1, 0, Number(body.amount)),
          prizeBalance: 94_500,
          balance: 0,
        });
      }
      default:
        return errorResponse(14, 404);
    }
  });
  return { fetch, made };
}

function renderAt(slug: string, fetch: typeof globalThis.fetch) {
  return renderWithProviders(
    <Routes>
      <Route path="/tai-khoan-tra-thuong/:slug" element={<WithdrawPage />} />
    </Routes>,
    { fetch, preloadedState: SIGNED_IN, route: `/tai-khoan-tra-thuong/${slug}` },
  );
}

describe('WithdrawPage (/tai-khoan-tra-thuong/<slug>)', () => {
  it('above 50.000.000đ explains how a large prize is claimed instead of only refusing, and sends nothing', async () => {
    const { fetch, made } = server({ prize: [80_000_000] });
    const { user } = renderAt('chuyen-khoan-ngan-hang', fetch);
    // A prize balance above the limit: the way to claim it shows at once.
    const claim = await screen.findByRole('region', { name: 'Nhận thưởng trên 50.000.000đ' });
    expect(claim).toHaveTextContent('Mỗi lần rút qua ứng dụng tối đa 50.000.000đ');
    expect(claim).toHaveTextContent('căn cước công dân hoặc hộ chiếu bản gốc');
    expect(claim).toHaveTextContent('trụ sở hoặc chi nhánh của công ty xổ số');
    expect(claim).toHaveTextContent(
      'Thuế thu nhập cá nhân 10% trên phần giải thưởng vượt 10.000.000đ đã được khấu trừ',
    );
    expect(await within(claim).findByRole('link', { name: '1900 6868' })).toHaveAttribute(
      'href',
      'tel:19006868',
    );
    await user.type(screen.getByLabelText('Số tiền rút (đ)'), '60000000');
    await user.click(screen.getByRole('button', { name: 'Rút thưởng' }));
    expect(screen.getByLabelText('Số tiền rút (đ)')).toHaveAccessibleDescription(
      /Số tiền rút tối đa là 50.000.000đ/,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(made).toEqual([]);
  });

  it('shows the large-prize explanation only for an amount above the limit when the balance is below it', async () => {
    const { fetch } = server({ prize: [200_000] });
    const { user } = renderAt('chuyen-khoan-ngan-hang', fetch);
    await screen.findByRole('heading', { name: 'Chuyển khoản ngân hàng' });
    expect(screen.queryByTestId('large-prize-claim')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Số tiền rút (đ)'), '50000001');
    expect(screen.getByTestId('large-prize-claim')).toBeInTheDocument();
  });

  it('validates the bank form with its messages and sends nothing', async () => {
    const { fetch, made } = server();
    const { user } = renderAt('chuyen-khoan-ngan-hang', fetch);
    expect(
      await screen.findByRole('heading', { name: 'Chuyển khoản ngân hàng' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rút thưởng' }));
    expect(screen.getByLabelText('Số tiền rút (đ)')).toHaveAccessibleDescription(
      /Vui lòng nhập số tiền rút/,
    );
    expect(screen.getByRole('combobox', { name: 'Ngân hàng' })).toHaveAccessibleDescription(
      'Vui lòng chọn ngân hàng',
    );
    expect(screen.getByLabelText('Số tài khoản')).toHaveAccessibleDescription(
      'Số tài khoản gồm 6 đến 19 chữ số',
    );
    expect(screen.getByLabelText('Tên chủ tài khoản')).toHaveAccessibleDescription(
      /Tên chủ tài khoản viết hoa, không dấu/,
    );

    await user.type(screen.getByLabelText('Số tiền rút (đ)'), '5000');
    expect(screen.getByLabelText('Số tiền rút (đ)')).toHaveAccessibleDescription(
      /Số tiền rút tối thiểu là 10.000đ/,
    );
    await user.clear(screen.getByLabelText('Số tiền rút (đ)'));
    await user.type(screen.getByLabelText('Số tiền rút (đ)'), '199000');
    // 199.000đ + 5.500đ fee is more than the 200.000đ prize balance.
    expect(screen.getByLabelText('Số tiền rút (đ)')).toHaveAccessibleDescription(
      /Số dư tài khoản trả thưởng không đủ để rút số tiền này và phí/,
    );
    await user.type(screen.getByLabelText('Số tài khoản'), '12ab');
    await user.type(screen.getByLabelText('Tên chủ tài khoản'), 'Nguyễn');
    expect(screen.getByLabelText('Tên chủ tài khoản')).toHaveValue('NGUYỄN');
    expect(screen.getByLabelText('Tên chủ tài khoản')).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Rút thưởng' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(made).toEqual([]);
  });

  it('shows the fee and the net amount, confirms, and sends one withdrawal', async () => {
    const { fetch, made } = server({ prize: [200_000, 94_500] });
    const { user } = renderAt('chuyen-khoan-ngan-hang', fetch);
    await user.type(await screen.findByLabelText('Số tiền rút (đ)'), '100000');
    const summary = screen.getByLabelText('Phí và số tiền nhận');
    expect(summary).toHaveTextContent('Số tiền rút100.000đ');
    expect(summary).toHaveTextContent('Phí rút thưởng5.500đ');
    expect(summary).toHaveTextContent('Tổng trừ tài khoản trả thưởng105.500đ');
    expect(summary).toHaveTextContent('Số tiền thực nhận100.000đ');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Ngân hàng' }), 'VCB');
    await user.type(screen.getByLabelText('Số tài khoản'), '0123456789');
    await user.type(screen.getByLabelText('Tên chủ tài khoản'), 'nguyen van a');
    await user.click(screen.getByRole('button', { name: 'Rút thưởng' }));

    const dialog = await screen.findByRole('dialog', { name: 'Xác nhận rút thưởng' });
    expect(dialog).toHaveTextContent('Phí rút thưởng5.500đ');
    expect(dialog).toHaveTextContent('Số tiền thực nhận100.000đ');
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Yêu cầu rút thưởng đã được ghi nhận: Đang trả thưởng',
    );
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      method: 2,
      amount: 100_000,
      bankCode: 'VCB',
      accountNumber: '0123456789',
      accountName: 'NGUYEN VAN A',
    });
    // The prize balance is read again after the withdrawal.
    await waitFor(() => expect(screen.getByTestId('balance-prize')).toHaveTextContent('94.500đ'));
  });

  it('reuses the requestId when the same withdrawal is retried after a failure', async () => {
    const { fetch, made } = server({
      make: (attempt, body) =>
        attempt === 1
          ? errorResponse(14, 400)
          : okResponse({
              withdrawal: withdrawal(1, 1, Number(body.amount)),
              prizeBalance: 150_000,
              balance: 50_000,
            }),
    });
    const { user } = renderAt('nap-tai-khoan-san-pham', fetch);
    expect(
      await screen.findByRole('heading', { name: 'Nạp tài khoản sản phẩm' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Số tiền rút (đ)'), '50000');
    expect(screen.getByText('Miễn phí')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rút thưởng' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Xác nhận' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(/\S/);
    await user.click(screen.getByRole('button', { name: 'Rút thưởng' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Xác nhận' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Hoàn tất');
    expect(made).toHaveLength(2);
    expect(made[1]?.requestId).toBe(made[0]?.requestId);
    expect(made[0]).toEqual({ requestId: made[0]?.requestId, method: 1, amount: 50_000 });
  });

  it('asks for the wallet and a valid phone number on the e-wallet method', async () => {
    const { fetch, made } = server();
    const { user } = renderAt('nap-vi-dien-tu', fetch);
    await user.type(await screen.findByLabelText('Số tiền rút (đ)'), '20000');
    await user.type(screen.getByLabelText('Số điện thoại của ví'), '12345');
    await user.click(screen.getByRole('button', { name: 'Rút thưởng' }));
    expect(screen.getByRole('combobox', { name: 'Ví điện tử' })).toHaveAccessibleDescription(
      'Vui lòng chọn ví điện tử',
    );
    // The refusal says what is expected after the +84 prefix.
    expect(screen.getByLabelText('Số điện thoại của ví')).toHaveAccessibleDescription(
      `+84 ${PHONE_FORMAT_HINT} Số điện thoại không đúng định dạng, vui lòng nhập lại`,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ví điện tử' }), 'momo');
    await user.clear(screen.getByLabelText('Số điện thoại của ví'));
    // The number as typed after +84, without its 0.
    await user.type(screen.getByLabelText('Số điện thoại của ví'), '987654321');
    expect(screen.getByText('Tổng trừ tài khoản trả thưởng').nextSibling).toHaveTextContent(
      '22.200đ',
    );
    await user.click(screen.getByRole('button', { name: 'Rút thưởng' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Xác nhận' }),
    );
    await waitFor(() => expect(made).toHaveLength(1));
    expect(made[0]).toMatchObject({
      method: 3,
      amount: 20_000,
      walletProvider: 'momo',
      phone: '987654321',
    });
  });

  it('says when the method slug is unknown', async () => {
    const { fetch } = server();
    renderAt('khong-co', fetch);
    expect(
      screen.getByRole('heading', { name: 'Không tìm thấy hình thức rút thưởng' }),
    ).toBeInTheDocument();
  });

  it('says when there is no connection', async () => {
    renderAt('chuyen-khoan-ngan-hang', offlineFetch());
    expect(
      await screen.findByRole('heading', { name: 'Không có kết nối mạng' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  }, 15_000);
});
