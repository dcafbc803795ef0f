/**
 * The spec §2 routes the account feature owns: sign-in, registration, password, OTP verification, profile, settings and the webview checksum tool. Patterns use react-router syntax (`:id`, optional `?`).
 * The screens come in later issues; until then these paths are the feature's contract
 * with the shop's route table and the shells' menus.
 */
export const ACCOUNT_PATHS = {
  login: '/dang-nhap',
  register: '/dang-ky',
  enterPassword: '/nhap-mat-khau',
  setPassword: '/thiet-lap-mat-khau',
  verifyPhone: '/xac-thuc-so-dien-thoai',
  updateProfile: '/cap-nhat-thong-tin-tai-khoan',
  settings: '/cai-dat',
  paymentInfo: '/thong-tin-thanh-toan',
  customerInfo: '/thong-tin-khach-hang',
  customerInfoPending: '/thong-tin-khach-hang/van_cho_nhap_thong_tin',
  dataDebug: '/data-debug',
  genCheckSum: '/gen-check-sum',
} as const;

/** A route pattern of this feature. */
export type AccountPath = (typeof ACCOUNT_PATHS)[keyof typeof ACCOUNT_PATHS];
