import { randomUUID } from 'node:crypto';
import { Code, type DevPrizeCredit, type DevPrizeCreditBody } from '@veso/contract';
import { isValidPhone, normalizeMsisdn } from '@veso/domain';
import type { Orm } from '../../db/database';
import { ApiError } from '../../http/errors';
import { findAccountByMsisdn } from '../accounts';
import { SystemAccount, customerBalances, post, prizeAccountOf } from '../wallet';

/**
 * Credits `amount` to the prize balance of the account `msisdn` from the system prize
 * account, as settlement does for a win: one balanced posting (kind `prize.sandbox`).
 * A malformed number answers code 1; an unknown account the missing-account code.
 */
export async function creditSandboxPrize(
  orm: Orm,
  at: Date,
  body: DevPrizeCreditBody,
): Promise<DevPrizeCredit> {
  if (!isValidPhone(body.msisdn)) throw new ApiError(Code.PHONE_INVALID);
  const msisdn = normalizeMsisdn(body.msisdn);
  const account = await findAccountByMsisdn(orm, msisdn);
  if (!account) throw new ApiError(Code.ACCOUNT_NOT_FOUND);
  await orm.transaction((tx) =>
    post(tx, {
      kind: 'prize.sandbox',
      ref: `dev-prize:${randomUUID()}`,
      at,
      entries: [
        { account: SystemAccount.prizes, amount: -body.amount },
        { account: prizeAccountOf(account.id), amount: body.amount },
      ],
    }),
  );
  const balances = await customerBalances(orm, account.id);
  return { msisdn, amount: body.amount, ...balances };
}
