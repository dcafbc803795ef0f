/**
 * The front door of the `otp` module: what other modules and the app's composition may use
 * (lint: `veso/module-front-door`). Its own files import each other directly.
 */
export { listOtpOutbox } from './repo';
export { otpRoutes } from './routes';
export { consumeVerificationToken } from './service';
