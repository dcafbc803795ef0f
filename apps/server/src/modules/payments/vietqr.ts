/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF) as 4 upper-case hex digits (EMVCo QR). */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

function field(id: string, value: string): string {
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/**
 * The VietQR (NAPAS, EMVCo) payload of a transfer to `accountNumber` at the bank with
 * `bin`: dynamic (with amount) when `amount` is given, the memo as purpose (field 62.08).
 */
export function vietQrPayload(input: {
  bin: string;
  accountNumber: string;
  amount?: number | null;
  memo: string;
}): string {
  const beneficiary = field('00', input.bin) + field('01', input.accountNumber);
  const merchant = field('00', 'A000000727') + field('01', beneficiary) + field('02', 'QRIBFTTA');
  const body =
    field('00', '01') +
    field('01', input.amount ? '12' : '11') +
    field('38', merchant) +
    field('53', '704') +
    (input.amount ? field('54', String(input.amount)) : '') +
    field('58', 'VN') +
    field('62', field('08', input.memo));
  return `${body}6304${crc16(`${body}6304`)}`;
}
