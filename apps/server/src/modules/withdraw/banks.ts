import type { Bank } from '@veso/contract';

/**
 * Banks prizes can be paid to (`/config/bank` answers the operator's list, `content/bank.json`): NAPAS
 * short codes as used in VietQR payloads.
 */
export const PRIZE_BANKS: readonly Bank[] = [
  {
    code: 'VCB',
    bin: '970436',
    shortName: 'Vietcombank',
    name: 'Ngân hàng TMCP Ngoại thương Việt Nam',
  },
  {
    code: 'BIDV',
    bin: '970418',
    shortName: 'BIDV',
    name: 'Ngân hàng TMCP Đầu tư và Phát triển Việt Nam',
  },
  {
    code: 'ICB',
    bin: '970415',
    shortName: 'VietinBank',
    name: 'Ngân hàng TMCP Công thương Việt Nam',
  },
  {
    code: 'VBA',
    bin: '970405',
    shortName: 'Agribank',
    name: 'Ngân hàng Nông nghiệp và Phát triển Nông thôn Việt Nam',
  },
  {
    code: 'TCB',
    bin: '970407',
    shortName: 'Techcombank',
    name: 'Ngân hàng TMCP Kỹ thương Việt Nam',
  },
  { code: 'MB', bin: '970422', shortName: 'MBBank', name: 'Ngân hàng TMCP Quân đội' },
  { code: 'ACB', bin: '970416', shortName: 'ACB', name: 'Ngân hàng TMCP Á Châu' },
  { code: 'VPB', bin: '970432', shortName: 'VPBank', name: 'Ngân hàng TMCP Việt Nam Thịnh Vượng' },
  { code: 'TPB', bin: '970423', shortName: 'TPBank', name: 'Ngân hàng TMCP Tiên Phong' },
  { code: 'STB', bin: '970403', shortName: 'Sacombank', name: 'Ngân hàng TMCP Sài Gòn Thương Tín' },
];

/** The bank with this code, or undefined. */
export function prizeBank(code: string): Bank | undefined {
  return PRIZE_BANKS.find((bank) => bank.code === code.toUpperCase());
}
