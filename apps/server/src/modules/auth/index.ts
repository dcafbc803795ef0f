/**
 * The front door of the `auth` module: what other modules and the app's composition may use
 * (lint: `veso/module-front-door`). Its own files import each other directly.
 */
export { DEMO_ACCOUNT, seedDemoAccount } from './demo-account';
export { AuthMessages } from './messages';
export { hashPassword } from './password';
export { profilePatch, toUserInfo } from './profile';
export { authRoutes } from './routes';
export { assertSameAccount, checkPasswordOf, registerVerified } from './service';
export type { Caller } from './service';
