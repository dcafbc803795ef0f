import type { StockTicket, WholeSetRef } from '@veso/contract';
import {
  holdPaperTickets,
  LOGIN_PATH,
  selectIsSignedIn,
  useAppDispatch,
  useAppSelector,
} from '@veso/shop-core';
import type { GuardRedirectState } from '@veso/shop-core';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Adding paper tickets to the cart: the server holds the exact tickets for the customer
 * (all or nothing); its refusal (taken by another customer, sales closed) is kept to show
 * in Vietnamese. A signed-out visitor is sent to login first (a hold is the customer's),
 * and comes back here.
 */
export function useHold() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useAppSelector(selectIsSignedIn);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function hold(tickets: readonly StockTicket[], set?: WholeSetRef): Promise<boolean> {
    if (!signedIn) {
      const state: GuardRedirectState = { from: `${location.pathname}${location.search}` };
      void navigate(LOGIN_PATH, { state });
      return false;
    }
    setBusy(true);
    setError(null);
    setDone(false);
    const outcome = await dispatch(holdPaperTickets(tickets, set));
    setBusy(false);
    // The refusal stays on the card that was clicked (the list is not reloaded under it).
    if (!outcome.ok) {
      setError(outcome.message);
      return false;
    }
    setDone(true);
    return true;
  }

  return { hold, busy, error, done };
}
