import { WITHDRAW_MAX_AMOUNT, WITHDRAW_MIN_AMOUNT } from '@veso/contract';
import { formatMoney } from '@veso/domain';

/** Vietnamese refusals of the withdraw calls (code 14 unless noted). */
export const WithdrawMessages = {
  amountTooSmall: `Số tiền rút tối thiểu là ${formatMoney(WITHDRAW_MIN_AMOUNT)}`,
  amountTooLarge: `Số tiền rút tối đa là ${formatMoney(WITHDRAW_MAX_AMOUNT)}`,
  insufficient: 'Số dư tài khoản trả thưởng không đủ để rút số tiền này và phí',
  bankRequired: 'Vui lòng chọn ngân hàng, nhập số tài khoản và tên chủ tài khoản',
  unknownBank: 'Ngân hàng không được hỗ trợ',
  walletRequired: 'Vui lòng chọn ví điện tử và nhập số điện thoại của ví',
  unknownWallet: 'Ví điện tử không được hỗ trợ',
  phoneRequired: 'Vui lòng nhập số điện thoại nhận tiền',
} as const;
