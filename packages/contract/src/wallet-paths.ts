// No zod here: a browser imports these values (see the package README).

/** The signed-in customer's statement: every ledger movement of their balances. */
export const walletPaths = {
  statement: '/wallet/statement',
} as const;

/** Movement kinds a statement can be filtered by (each ledger kind falls under one). */
export const STATEMENT_KINDS = ['topup', 'withdraw', 'prize', 'order', 'refund'] as const;

/** A kind a statement can be filtered by. */
export type StatementKind = (typeof STATEMENT_KINDS)[number];

/** The statement filter's words for each kind. */
export const STATEMENT_KIND_LABELS: Readonly<Record<StatementKind, string>> = {
  topup: 'Nạp tiền',
  withdraw: 'Rút thưởng',
  prize: 'Tiền thưởng',
  order: 'Mua vé',
  refund: 'Hoàn tiền',
};

/**
 * Every kind of ledger movement the server posts (the ledger's `post` takes only these):
 * its words on the customer's statement and the filter it falls under. A refund is a
 * refund whatever it refunds, so it is found under "Hoàn tiền", never under "Mua vé".
 */
export const LEDGER_KINDS = {
  topup: { label: 'Nạp tiền', filter: 'topup' },
  'topup.bank': { label: 'Nạp tiền chuyển khoản', filter: 'topup' },
  'sandbox.topup': { label: 'Nạp tiền (thử nghiệm)', filter: 'topup' },
  'order.pay': { label: 'Mua vé', filter: 'order' },
  'group.hold': { label: 'Góp mua chung', filter: 'order' },
  'order.refund': { label: 'Hoàn tiền vé', filter: 'refund' },
  'group.leave': { label: 'Hoàn tiền rời nhóm', filter: 'refund' },
  'group.refund': { label: 'Hoàn tiền nhóm không thành', filter: 'refund' },
  'group.ticket_refund': { label: 'Hoàn tiền vé nhóm', filter: 'refund' },
  'payment.refund': { label: 'Hoàn tiền vé thanh toán qua ví', filter: 'refund' },
  'prize.settle': { label: 'Tiền thưởng', filter: 'prize' },
  'prize.sandbox': { label: 'Tiền thưởng (thử nghiệm)', filter: 'prize' },
  'withdraw.to_main': { label: 'Chuyển thưởng sang tài khoản chính', filter: 'withdraw' },
  'withdraw.hold': { label: 'Rút thưởng', filter: 'withdraw' },
  'withdraw.paid': { label: 'Rút thưởng đã chuyển', filter: 'withdraw' },
  'withdraw.refund': { label: 'Hoàn tiền rút thưởng', filter: 'withdraw' },
} as const satisfies Record<string, { label: string; filter: StatementKind }>;

/** A kind of ledger movement. */
export type LedgerKind = keyof typeof LEDGER_KINDS;

/** The ledger kinds a statement filter finds. */
export function ledgerKindsOf(filter: StatementKind): LedgerKind[] {
  return (Object.keys(LEDGER_KINDS) as LedgerKind[]).filter(
    (kind) => LEDGER_KINDS[kind].filter === filter,
  );
}

/** A ledger kind in the customer's words (one the shop does not know: a neutral word). */
export function ledgerKindLabel(kind: string): string {
  return Object.hasOwn(LEDGER_KINDS, kind)
    ? LEDGER_KINDS[kind as LedgerKind].label
    : 'Giao dịch khác';
}
