/**
 * Vietnamese messages of refusals that reuse a catalogue code with a more precise text
 * (the client shows the catalogue message of the code; these help API users and logs).
 */
export const AuthMessages = {
  captchaFailed: 'Xác thực captcha không thành công, quý khách vui lòng thử lại',
  badSignature: 'Chữ ký không hợp lệ',
  replayed: 'Liên kết đã được sử dụng, quý khách vui lòng mở lại từ ứng dụng ví',
  futureTime: 'Thời gian ký không hợp lệ',
  birthdayInFuture: 'Yêu cầu không hợp lệ: ngày sinh không được ở tương lai',
} as const;
