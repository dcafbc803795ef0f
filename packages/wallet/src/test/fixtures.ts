import type {
  BankTransfer,
  Payment,
  PaymentMethod,
  RewardFee,
  StatementEntry,
  UserInfo,
  Withdrawal,
} from '@veso/contract';
import type { RootState } from '@veso/shop-core';
import { initialSessionState } from '@veso/shop-core';

/** A signed-in customer for the store. */
export const SIGNED_IN: Partial<RootState> = {
  session: { ...initialSessionState, signedIn: true, accountId: '84912345678' },
};

export function userInfo(balance: number, prizeBalance: number): UserInfo {
  return {
    account_id: '84912345678',
    fullname: 'Nguyễn Văn A',
    balance,
    prizeBalance,
    cmnd: null,
    address: null,
    email: null,
    area: null,
    birthday: null,
    job: null,
    gender: null,
    avatar_url: null,
  } as UserInfo;
}

const NAMES: Record<PaymentMethod['method'], string> = {
  momo: 'Ví MoMo',
  zalopay: 'Ví ZaloPay',
  vnpay: 'VNPAY',
  shopeepay: 'Ví ShopeePay',
  viettelmoney: 'Viettel Money',
  phone_credit: 'Nạp bằng tài khoản điện thoại',
  dtt: 'Nạp tài khoản DTT',
};

export const METHODS: PaymentMethod[] = (Object.keys(NAMES) as PaymentMethod['method'][]).map(
  (method) => ({
    method,
    name: NAMES[method],
    minAmount: 10_000,
    maxAmount: 20_000_000,
    enabled: true,
  }),
);

export function payment(status: Payment['status'], amount = 50_000): Payment {
  return {
    id: 'pay_1',
    method: 'momo',
    amount,
    status,
    payUrl: '/sandbox/pay/pay_1',
    createdAt: '2026-03-04T03:00:00.000Z',
    expiresAt: '2026-03-04T03:15:00.000Z',
    settledAt: status === 'pending' ? null : '2026-03-04T03:01:00.000Z',
  };
}

export const BANK_TRANSFER: BankTransfer = {
  bank: {
    code: 'VCB',
    bin: '970436',
    shortName: 'Vietcombank',
    name: 'Ngân hàng TMCP Ngoại thương Việt Nam',
  },
  accountNumber: '1023456789',
  accountName: 'CONG TY VESO',
  amount: 100_000,
  memo: 'VESO 84912345678',
  payload: '000201...',
  qrDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
};

export const BANKS = {
  banks: [
    BANK_TRANSFER.bank,
    { code: 'ACB', bin: '970416', shortName: 'ACB', name: 'Ngân hàng TMCP Á Châu' },
  ],
};

const FEE_ROWS: [RewardFee['method'], string, string, number][] = [
  [1, 'Nạp tài khoản sản phẩm', 'nap-tai-khoan-san-pham', 0],
  [2, 'Chuyển khoản ngân hàng', 'chuyen-khoan-ngan-hang', 5_500],
  [3, 'Nạp ví điện tử', 'nap-vi-dien-tu', 2_200],
  [4, 'Nạp tiền điện thoại', 'nap-tien-dien-thoai', 0],
  [5, 'Nạp ví điện tử khác', 'nap-vi-dien-tu-khac', 2_200],
];

export const FEES = {
  fees: FEE_ROWS.map(([method, label, slug, fee]) => ({
    method,
    label,
    slug,
    fee,
    minAmount: 10_000,
    maxAmount: 50_000_000,
  })),
};

const STATUS_LABELS = ['Đang trả thưởng', 'Hoàn tất', 'Rút thưởng lỗi'] as const;

export function withdrawal(id: number, status: Withdrawal['status'], amount = 100_000): Withdrawal {
  return {
    id,
    requestId: `r${id}`,
    method: 2,
    methodLabel: 'Chuyển khoản ngân hàng',
    amount,
    fee: 5_500,
    status,
    statusLabel: STATUS_LABELS[status],
    destination: { bankCode: 'VCB', accountNumber: '0123456789', accountName: 'NGUYEN VAN A' },
    createdAt: '2026-03-04T03:00:00.000Z',
    completedAt: status === 0 ? null : '2026-03-04T03:01:00.000Z',
  };
}

export function entry(
  id: number,
  kind: string,
  amount: number,
  balance: 'main' | 'prize' = 'main',
): StatementEntry {
  return { id, at: '2026-03-04T03:00:00.000Z', balance, kind, ref: `ref-${id}`, amount };
}
