export { ACCOUNT_PATHS } from './paths';
export type { AccountPath } from './paths';
