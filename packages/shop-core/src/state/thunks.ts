import { baseApi, callEndpoint, makeRequestId } from '@veso/api-client';
import { authEndpoints } from '@veso/contract/endpoints/auth';
import { clearSession } from '../cookies/cookies';
import { CART_FULL_MESSAGE, cartItemAdded, selectCartIsFull } from './cart-slice';
import type { CartItem } from './cart-slice';
import type { AppThunk } from './root-reducer';
import { signedOut } from './session-slice';
import { showToast } from './toasts-slice';

/** Adds a ticket, or tells the customer the cart is full. Resolves to whether it was added. */
export function addToCart(item: CartItem): AppThunk<boolean> {
  return (dispatch, getState) => {
    if (selectCartIsFull(getState())) {
      dispatch(showToast({ message: CART_FULL_MESSAGE, tone: 'error' }));
      return false;
    }
    dispatch(cartItemAdded(item));
    return true;
  };
}

/**
 * Logout (spec §4): revokes the token on the server (without waiting), clears the
 * cookies and the session, and forgets cached server data. The caller goes to login.
 */
export function signOut(): AppThunk {
  return (dispatch, getState, { apiClient }) => {
    if (getState().session.signedIn) {
      void callEndpoint(
        apiClient,
        authEndpoints.logout,
        { body: { requestId: makeRequestId() } },
        { silent: true },
      );
    }
    clearSession();
    dispatch(signedOut());
    dispatch(baseApi.util.resetApiState());
  };
}
