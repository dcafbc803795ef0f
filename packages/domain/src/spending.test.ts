import { describe, expect, it } from 'vitest';
import { BuyType, TicketStatus } from './enums';
import { SPENT_FOR_LIMITS } from './spending';

describe('what counts as spent toward the spending limits', () => {
  it('leaves out refunded tickets and a group order’s tickets, and counts live group shares', () => {
    expect(SPENT_FOR_LIMITS).toEqual({
      excludedTicketStatuses: [TicketStatus.cancelled],
      excludedBuyTypes: [BuyType.group],
      countedShareStates: ['held', 'paid'],
    });
  });

  it('goes to the database as JSON with the keys its check reads', () => {
    expect(Object.keys(JSON.parse(JSON.stringify(SPENT_FOR_LIMITS))).sort()).toEqual([
      'countedShareStates',
      'excludedBuyTypes',
      'excludedTicketStatuses',
    ]);
  });
});
