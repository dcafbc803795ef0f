import type { RouteObject } from 'react-router';
import { ACCOUNT_PATHS } from './paths';

/** The account pages under the login layout (guest pages), each loaded on demand. */
export const accountLoginRoutes: RouteObject[] = [
  {
    path: ACCOUNT_PATHS.login,
    lazy: () =>
      import('./login/login-page').then((module) => ({ Component: module.GuestLoginPage })),
  },
  {
    path: ACCOUNT_PATHS.register,
    lazy: () =>
      import('./register/register-page').then((module) => ({
        Component: module.GuestRegisterPage,
      })),
  },
  {
    path: ACCOUNT_PATHS.verifyPhone,
    lazy: () =>
      import('./otp/verify-phone-page').then((module) => ({ Component: module.VerifyPhonePage })),
  },
  {
    path: ACCOUNT_PATHS.enterPassword,
    lazy: () =>
      import('./password/enter-password-page').then((module) => ({
        Component: module.AuthEnterPasswordPage,
      })),
  },
  {
    path: ACCOUNT_PATHS.setPassword,
    lazy: () =>
      import('./password/set-password-page').then((module) => ({
        Component: module.SetPasswordPage,
      })),
  },
];

/** The account pages under the default layout, each loaded on demand. */
export const accountRoutes: RouteObject[] = [
  {
    path: ACCOUNT_PATHS.updateProfile,
    lazy: () =>
      import('./profile/profile-page').then((module) => ({ Component: module.AuthProfilePage })),
  },
  {
    path: ACCOUNT_PATHS.settings,
    lazy: () =>
      import('./settings/settings-page').then((module) => ({ Component: module.AuthSettingsPage })),
  },
  {
    path: ACCOUNT_PATHS.customerInfo,
    lazy: () =>
      import('./customer/customer-info-page').then((module) => ({
        Component: module.AuthCustomerInfoPage,
      })),
  },
  {
    path: ACCOUNT_PATHS.customerInfoPending,
    lazy: () =>
      import('./customer/customer-info-pending-page').then((module) => ({
        Component: module.AuthCustomerInfoPendingPage,
      })),
  },
  {
    // Public: support staff ask for it before or after sign-in.
    path: ACCOUNT_PATHS.dataDebug,
    lazy: () =>
      import('./debug/data-debug-page').then((module) => ({
        Component: module.RoutedDataDebugPage,
      })),
  },
  {
    path: ACCOUNT_PATHS.paymentInfo,
    lazy: () =>
      import('./payment/payment-info-page').then((module) => ({
        Component: module.AuthPaymentInfoPage,
      })),
  },
];

/** The account pages under the bare layout (/gen-check-sum), each loaded on demand. */
export const accountBareRoutes: RouteObject[] = [
  {
    path: ACCOUNT_PATHS.genCheckSum,
    lazy: () =>
      import('./embed/gen-check-sum-page').then((module) => ({
        Component: module.GenCheckSumPage,
      })),
  },
];
