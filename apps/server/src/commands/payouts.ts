import { formatVnIso } from '@veso/domain';
import { givenUpPayouts, retryPayout } from '../modules/withdraw';
import { systemClock } from '../providers/clock';
import { positiveId, type Command } from './command';

/** The payout job's given-up rows with the withdrawal's details (`jobs dead payout` is shorter). */
export const payoutsDeadCommand: Command = {
  name: 'payouts dead',
  summary: `the payouts the payout job gave up on after its last attempt (the money is
still held: the provider may have paid), oldest first; one tab-separated line
each: withdrawal id, account, method, amount, fee, attempts, created-at
(Vietnam time), last failure`,
  async run({ open, out }) {
    const { db } = await open();
    const dead = await givenUpPayouts(db.orm);
    for (const p of dead) {
      out(
        [
          p.id,
          p.msisdn,
          p.method,
          p.amount,
          p.fee,
          p.attempts,
          formatVnIso(p.createdAt),
          p.reason ?? '-',
        ].join('\t'),
      );
    }
    console.error(`payouts dead: ${dead.length} payout(s) given up`);
    return 0;
  },
};

export const payoutsRetryCommand: Command = {
  name: 'payouts retry',
  positionals: 1,
  args: '<withdrawal id>',
  summary: `puts one of them back in the payout job's queue, due now with its attempts
counted anew; the provider is asked with the same key (withdrawal-<id>), so a
payout it already made is not made twice (exit 1 when it is not one of them);
the same as jobs retry payout <id>`,
  async run({ input, open, out, refuse }) {
    const id = positiveId(input.positionals[0]);
    if (id === undefined) return refuse('a withdrawal id is required');
    const { db } = await open();
    if (!(await retryPayout(db.orm, id, systemClock.now()))) {
      console.error(`payouts retry: withdrawal ${id} is not a payout the job gave up on`);
      return 1;
    }
    out(`payouts retry: withdrawal ${id} is due again (key withdrawal-${id})`);
    return 0;
  },
};
