import type { profileFieldsSchema } from '@veso/contract';
import { genderSchema, type UserInfo } from '@veso/contract';
import { isAdult, vnDayOf } from '@veso/domain';
import type { z } from 'zod';
import type { Orm } from '../../db/database';
import { invalidRequest } from '../../http/errors';
import { customerBalances } from '../wallet';
import { AuthMessages } from './messages';
import { AccountStatus, type AccountPatch, type AccountRow } from '../accounts';

/** The balances shown with the account. */
export type Balances = { balance: number; prizeBalance: number };

/** The account's main and prize balances in đồng, from the ledger (wallet module). */
export async function readBalances(orm: Orm, account: AccountRow): Promise<Balances> {
  return customerBalances(orm, account.id);
}

/** The `userInfo` answer of an account (`orm`: the caller's connection or transaction). */
export async function toUserInfo(orm: Orm, account: AccountRow, now: Date): Promise<UserInfo> {
  const balances = await readBalances(orm, account);
  const gender = genderSchema.safeParse(account.gender);
  return {
    account_id: account.msisdn,
    fullname: account.fullname,
    balance: balances.balance,
    prizeBalance: balances.prizeBalance,
    cmnd: account.cmnd,
    address: account.address,
    email: account.email,
    area: account.area,
    birthday: account.birthday,
    job: account.job,
    gender: gender.success ? gender.data : null,
    avatar_url: account.avatarUrl,
    registered: account.status === AccountStatus.active,
    canBuy: account.birthday !== null && isAdult(account.birthday, now),
  };
}

type ProfileInput = Partial<z.output<typeof profileFieldsSchema>>;

function clear<T>(value: T | '' | null | undefined): T | null | undefined {
  return value === '' ? null : value;
}

/**
 * The account columns a profile form changes: absent fields stay as they are, `''` and
 * null clear. A birthday in the future is refused with code 14.
 */
export function profilePatch(input: ProfileInput, now: Date): AccountPatch {
  if (input.birthday !== undefined && input.birthday > vnDayOf(now)) {
    throw invalidRequest(AuthMessages.birthdayInFuture, 'birthday', 'max');
  }
  const patch: AccountPatch = {
    fullname: input.fullname,
    address: clear(input.address),
    email: clear(input.email),
    birthday: input.birthday,
    job: clear(input.job),
    gender: clear(input.gender),
    cmnd: clear(input.cmnd),
    avatarUrl: clear(input.avatar_url),
    area: clear(input.area),
  };
  return Object.fromEntries(
    Object.entries(patch).filter(([, value]) => value !== undefined),
  ) as AccountPatch;
}
