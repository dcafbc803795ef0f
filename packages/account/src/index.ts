export { GuestLoginPage, LOGIN_SUCCESS_MESSAGE, LoginPage } from './login/login-page';
export type { LoginPageProps } from './login/login-page';
export { ACCOUNT_PATHS } from './paths';
export type { AccountPath } from './paths';
