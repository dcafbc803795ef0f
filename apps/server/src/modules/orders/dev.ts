import { createHash, randomInt } from 'node:crypto';
import type { DevCustomer } from '@veso/contract';
import type { AppDeps } from '../../deps';
import { hashPassword } from '../auth';
import { AccountStatus, insertAccount } from '../accounts';
import { openSession } from '../session';
import { SystemAccount, customerBalances, mainAccountOf, post } from '../wallet';

/**
 * Sandbox only: a new adult, active customer (a random 84… number) with `amount` on the
 * main balance (credited like a sandbox gateway top-up, in the same transaction) and an
 * open session. For end-to-end tests and the orders benchmark.
 */
export async function createSandboxCustomer(
  deps: AppDeps,
  input: { amount: number; password?: string },
): Promise<DevCustomer> {
  const now = deps.clock.now();
  const passwordHash = input.password
    ? await hashPassword(createHash('md5').update(input.password.trim()).digest('hex'))
    : null;
  for (;;) {
    const msisdn = `8439${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
    const created = await deps.db.orm.transaction(async (tx) => {
      const accountId = await insertAccount(tx, {
        msisdn,
        status: AccountStatus.active,
        passwordHash,
        passwordSetAt: passwordHash ? now : null,
        fullname: 'Khách thử nghiệm',
        birthday: '1990-01-01',
        createdAt: now,
        updatedAt: now,
      });
      if (accountId === undefined) return null;
      if (input.amount > 0) {
        await post(tx, {
          kind: 'sandbox.topup',
          ref: `sandbox-customer:${accountId}`,
          at: now,
          entries: [
            { account: SystemAccount.gateway, amount: -input.amount },
            { account: mainAccountOf(accountId), amount: input.amount },
          ],
        });
      }
      const session = await openSession(tx, { accountId, source: 'sandbox', now });
      const { balance } = await customerBalances(tx, accountId);
      return { msisdn, session: session.token, balance };
    });
    if (created) return created;
  }
}
