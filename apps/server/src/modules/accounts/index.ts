/**
 * The front door of the `accounts` module: what other modules and the app's composition may use
 * (lint: `veso/module-front-door`). Its own files import each other directly.
 */
export { AccountMessages } from './messages';
export { namedAccount, namedMsisdn, toMsisdn } from './phone';
export type { AccountNamed } from './phone';
export {
  AccountStatus,
  findAccountById,
  findAccountByMsisdn,
  findOrCreateAccount,
  insertAccount,
  updateAccount,
  upsertDevice,
} from './repo';
export type { AccountPatch, AccountRow } from './repo';
