/** Vietnamese messages of account refusals that reuse a catalogue code with a more precise text. */
export const AccountMessages = {
  alreadyRegistered: 'Số điện thoại đã được đăng ký, quý khách vui lòng đăng nhập',
} as const;
