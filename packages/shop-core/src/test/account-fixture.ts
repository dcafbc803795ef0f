import type { PrizeBalance, UserInfo } from '@veso/contract';
import type { SessionState } from '../state/session';

/**
 * The signed-in test customer's `userInfo` (0912345678, Nguyễn Văn A, 150 000 đ main and
 * 20 000 đ prize balance) for tests and stories; override what matters.
 */
export function makeTestUserInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    account_id: '84912345678',
    fullname: 'Nguyễn Văn A',
    balance: 150000,
    prizeBalance: 20000,
    cmnd: null,
    address: null,
    email: null,
    area: null,
    birthday: '1990-01-01',
    job: null,
    gender: null,
    avatar_url: null,
    registered: true,
    canBuy: true,
    ...overrides,
  };
}

/** The test customer's `getPrizeBalance` answer (20 000 đ unless told). */
export function makeTestPrizeBalance(rewardBalance = 20000): PrizeBalance {
  return { balanceName: 'TKTT', subscriber: '0912345678', rewardBalance };
}

/** The session of the signed-in test customer (not embedded unless told). */
export function makeTestSession(overrides: Partial<SessionState> = {}): SessionState {
  return {
    signedIn: true,
    accountId: '84912345678',
    embed: false,
    embedParams: null,
    ...overrides,
  };
}
