// No zod here: a browser imports these values (see the package README).

/** The signed-in customer's statement: every ledger movement of their balances. */
export const walletPaths = {
  statement: '/wallet/statement',
} as const;

/** Movement kinds a statement can be filtered by (the prefix of the ledger kind). */
export const STATEMENT_KINDS = ['topup', 'withdraw', 'prize', 'order', 'refund'] as const;
