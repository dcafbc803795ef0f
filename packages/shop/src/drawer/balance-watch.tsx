import { useBalanceWatch } from '@veso/shop-core';

/** A data island without a view: keeps the signed-in customer's balances fresh (see `useBalanceWatch`). */
export function BalanceWatch({ accountId }: { accountId: string | null }) {
  useBalanceWatch(true, accountId);
  return null;
}
