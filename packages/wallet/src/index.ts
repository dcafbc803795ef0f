export { WALLET_PATHS } from './paths';
export type { WalletPath } from './paths';
