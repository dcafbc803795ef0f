/**
 * The front door of the `session` module: what other modules and the app's composition may use
 * (lint: `veso/module-front-door`). Its own files import each other directly.
 */
export {
  optionalSessionOf,
  registerSessionGuard,
  sessionOf,
  sessionOfRefusedRequest,
  sessionToken,
  sessionUseOf,
} from './guard';
export { idempotent, requestKey, storedAnswer } from './idempotency';
export { databaseRateLimitStore } from './rate-limit-store';
export { findSessionByTokenHash } from './repo';
export {
  RevokeReason,
  authenticate,
  closeAccountSessions,
  endSession,
  openSession,
  refreshSession,
} from './service';
export { constantTimeEqual, hashToken, newToken } from './tokens';
export type { SessionUse } from './guard';
export type { RateLimitStore } from './rate-limit-store';
export type { SessionContext } from './service';
