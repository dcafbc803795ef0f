/**
 * Vietnamese messages of refusals that reuse a catalogue code with a more precise text
 * (the client shows the catalogue message of the code; these help API users and logs).
 */
export const AuthMessages = {
  captchaFailed: 'Xác thực captcha không thành công, quý khách vui lòng thử lại',
  /** A partner's call (update_mid, a checkSum): for the partner's developers. */
  badSignature: 'Chữ ký không hợp lệ',
  replayed: 'Liên kết đã được sử dụng, quý khách vui lòng mở lại từ ứng dụng ví',
  futureTime: 'Thời gian ký không hợp lệ',
  /**
   * A webview launch refused (the customer reads these, code unchanged): what happened in
   * their words and what to do — open VeSo again from the wallet app, which signs anew.
   */
  launchBadSignature:
    'Không xác thực được liên kết mở VeSo từ ví. Quý khách vui lòng đóng trang này và mở lại VeSo từ ứng dụng ví',
  launchExpired:
    'Liên kết mở VeSo từ ví đã hết hạn. Quý khách vui lòng đóng trang này và mở lại VeSo từ ứng dụng ví',
  launchUnknownWallet:
    'Ứng dụng ví này chưa được kết nối với VeSo. Quý khách vui lòng mở VeSo từ ứng dụng ví đã liên kết hoặc gọi tổng đài hỗ trợ',
  birthdayInFuture: 'Yêu cầu không hợp lệ: ngày sinh không được ở tương lai',
} as const;
