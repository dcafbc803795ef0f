/**
 * Group play ("mua chung", spec §1, §2, §3, §7 Group play, §8 code 1007, §9).
 * Paths are relative to the group-play base `API_BASES.group` (`/api/group`), except the
 * sandbox ones (`groupDevPaths`), which are relative to the main base `/api` like every
 * other `/api/dev/*` call. Amounts are whole đồng; instants are ISO 8601.
 *
 * The flow (spec §4: "group orders follow reserve, add ticket and confirm"):
 * - the leader reserves a group (`reserve`: product, draw, number of shares), adds its
 *   tickets (`addTicket`, or `numberInfos` in the reserve call) and publishes it with
 *   `confirm` (their own shares, at least the minimum of `configPercentAvailable`);
 * - any signed-in customer buys shares with `confirm` (the main balance is held, not
 *   spent) and may `leave` while the group is not full (the hold is returned);
 * - the call that sells the last share orders the group's tickets (buy type 3, ticket
 *   type 21 / 23) on the ordinary order path; a group not full at its `deadline` is
 *   refunded in full by the server; prizes are split by shares to the prize balances.
 */
export const groupPaths = {
  /** Open groups (`type=new`), almost complete (`almostComplete`) or completed (`completed`). */
  newList: '/get_new_list',
  /** Groups that won, biggest prize first (the "top-trung-thuong" screen). */
  bigWinList: '/get_list_group_big_win',
  /** The rules a group is created with: share percents, limits, products; the flag. */
  configPercentAvailable: '/group_config_percent_available',
  /** The caller's groups (led or joined), newest first. Session required. */
  historyList: '/get_list_history_group',
  /** One group with its members, tickets and the caller's part (query `groupId`). */
  historyDetail: '/get_detail_history_group',
  /** Leave a group before it is full: the caller's hold is returned. */
  leave: '/leave_group',
  /** Create a group (draft) as its leader. */
  reserve: '/order/reserve',
  /** Add a ticket (up to 6 number sets) to the caller's draft group. */
  addTicket: '/add_ticket',
  /** Buy shares: publish the caller's draft group, or join an open group. */
  confirm: '/confirm_order',
  /**
   * The wallet-embedded shell: pay shares through the linked wallet (a gateway payment
   * whose paid callback buys them), and follow that payment (query `paymentId`).
   */
  sharePay: '/share_pay',
  sharePayStatus: '/share_pay_status',
} as const;
// A group ticket's image is the ordinary `orderPaths.ticketImage` (`/api/order/ticket_image/:ticketId`):
// it answers every member who paid for the group's tickets, not only the leader who owns the order.

/** Sandbox only, relative to the main base (`/api`): e2e and manual testing. */
export const groupDevPaths = {
  /** Sell every share left of an open group to new sandbox customers (orders it). */
  fill: '/dev/group/fill',
  /** Run the group deadline job now (refunds groups not full at their deadline). */
  runDeadlines: '/dev/group/run',
  /** Turn the app config's groupPlay flag on or off (spec §9: off by default). */
  flag: '/dev/group/flag',
} as const;
