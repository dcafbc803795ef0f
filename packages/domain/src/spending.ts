import { BuyType, TicketStatus } from './enums';

/**
 * What counts as spent toward a customer's own spending limits (daily, weekly, monthly):
 * their tickets except those in `excludedTicketStatuses` (cancelled and refunded) and
 * those of an order of a `excludedBuyTypes` (a group's order sits on the leader's account,
 * but each member spent only their shares), plus their group shares in
 * `countedShareStates`, at the time they joined. The database's check of a purchase
 * (`play_limits_refusal`) and the spending page read this one statement of the rule.
 */
export const SPENT_FOR_LIMITS: {
  readonly excludedTicketStatuses: readonly TicketStatus[];
  readonly excludedBuyTypes: readonly BuyType[];
  readonly countedShareStates: readonly ('held' | 'paid' | 'refunded')[];
} = {
  excludedTicketStatuses: [TicketStatus.cancelled],
  excludedBuyTypes: [BuyType.group],
  countedShareStates: ['held', 'paid'],
};
