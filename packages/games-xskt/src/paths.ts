/**
 * The spec §2 routes the paper lottery feature owns: the northern, central and southern lotteries, whole-pair tickets and ticket search. Patterns use react-router syntax (`:id`, optional `?`).
 * The paper history screens (/lich-su-mua-xskt, /so-xo-kien-thiet, /chi-tiet-don-kien-thiet)
 * are the orders feature's, with the other histories.
 */
export const XSKT_PATHS = {
  northern: '/xo-so-kien-thiet-mien-bac',
  central: '/xo-so-kien-thiet-mien-trung',
  southern: '/xo-so-kien-thiet-mien-nam',
  wholePair: '/ve-so-cap-nguyen',
  ticketSearch: '/XsktSearchItem',
} as const;

/** A route pattern of this feature. */
export type XsktPath = (typeof XSKT_PATHS)[keyof typeof XSKT_PATHS];
