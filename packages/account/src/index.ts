export { GuestLoginPage, LOGIN_SUCCESS_MESSAGE, LoginPage } from './login/login-page';
export type { LoginPageProps } from './login/login-page';
export { AREAS, areaLabel } from './login/areas';
export type { AreaValue } from './login/areas';
export { GuestRegisterPage, RegisterPage } from './register/register-page';
export { VerifyPhonePage } from './otp/verify-phone-page';
export { OtpDeliveryDialog } from './otp/otp-delivery-dialog';
export { OtpEntry } from './otp/otp-entry';
export { AuthEnterPasswordPage, EnterPasswordPage } from './password/enter-password-page';
export { SetPasswordPage } from './password/set-password-page';
export type { SetPasswordState } from './password/set-password-page';
export { AuthProfilePage, ProfilePage } from './profile/profile-page';
export { AuthSettingsPage, SettingsPage } from './settings/settings-page';
export { AuthPaymentInfoPage, PaymentInfoPage } from './payment/payment-info-page';
export { GenCheckSumPage } from './embed/gen-check-sum-page';
export {
  AuthCustomerInfoPage,
  CUSTOMER_INFO_TITLE,
  CustomerInfoPage,
} from './customer/customer-info-page';
export {
  AuthCustomerInfoPendingPage,
  CustomerInfoPendingPage,
  PENDING_INFO_TITLE,
} from './customer/customer-info-pending-page';
export { missingInfo } from './customer/missing-info';
export type { MissingField } from './customer/missing-info';
export { DATA_DEBUG_TITLE, DataDebugPage } from './debug/data-debug-page';
export type { DataDebugPageProps } from './debug/data-debug-page';
export { ACCOUNT_PATHS } from './paths';
export type { AccountPath } from './paths';
export { accountBareRoutes, accountLoginRoutes, accountRoutes } from './routes';
export { bootstrapEmbedSession, readEmbedParams, startEmbedSession } from './embed/embed-session';
export type { EmbedCallOptions, EmbedStart } from './embed/embed-session';
