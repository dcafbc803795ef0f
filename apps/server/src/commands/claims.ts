import { claimDeadline } from '@veso/domain';
import { markClaimed, openClaims } from '../modules/settlement';
import { systemClock } from '../providers/clock';
import { positiveId, type Command } from './command';

export const claimsListCommand: Command = {
  name: 'claims list',
  summary: `the prizes held for an in-person claim at the lottery company (above the
in-person threshold, nothing credited) not recorded paid yet, oldest first; one
tab-separated line each: ticket id, order id, account, product, draw code,
gross prize, last claim day (Vietnam, YYYY-MM-DD)`,
  async run({ open, out }) {
    const { db } = await open();
    const claims = await openClaims(db.orm);
    for (const c of claims) {
      out(
        [
          c.ticketId,
          c.orderId,
          c.msisdn,
          c.product,
          c.drawCode,
          c.prizeGross,
          claimDeadline(c.product, c.drawAt),
        ].join('\t'),
      );
    }
    console.error(`claims list: ${claims.length} prize(s) to claim in person`);
    return 0;
  },
};

export const claimsDoneCommand: Command = {
  name: 'claims done',
  args: '<ticket id>',
  positionals: 1,
  summary: `records that prize paid by the lottery company (the customer's ticket shows
it claimed; nothing moves in the ledger; exit 1 when it is not an open claim)`,
  async run({ input, open, out, refuse }) {
    const ticket = positiveId(input.positionals[0]);
    if (ticket === undefined) return refuse('a ticket id is required');
    const { db } = await open();
    if (!(await markClaimed(db.orm, ticket, systemClock.now()))) {
      console.error(`claims done: ticket ${ticket} is not a prize waiting for its claim`);
      return 1;
    }
    out(`claims done: ticket ${ticket} recorded claimed`);
    return 0;
  },
};
