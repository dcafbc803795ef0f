import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { BALANCE_TAG, makeRequestId } from '@veso/api-client';
import { orderPaths } from '@veso/contract';
import type {
  ConfirmOrder,
  CutoffPolicy,
  Order,
  PaymentInfo,
  ReserveOrderBody,
} from '@veso/contract';
import {
  cartCleared,
  isVietlottCartItem,
  NOTIFICATIONS_TAG,
  ORDERS_TAG,
  ordersApi,
  rootReducer,
  selectCartItems,
  selectReceiver,
  toOrderItemInfo,
} from '@veso/shop-core';
import type { AppThunk, RootState } from '@veso/shop-core';

/** Delivery (spec §3 deliveryType): ship = 0, hold by the agent = 1 (the default). */
export const DELIVERY_SHIP = 0;
export const DELIVERY_HOLD = 1;
export type DeliveryType = typeof DELIVERY_SHIP | typeof DELIVERY_HOLD;

/** The server's refusal when the main balance is short (orders contract). */
export const INSUFFICIENT_BALANCE_MESSAGE = 'Số dư tài khoản chính không đủ để thanh toán đơn hàng';
export const OFFLINE_PAY_MESSAGE =
  'Không có kết nối mạng. Đơn hàng chưa được xác nhận, vui lòng thử lại (bạn sẽ không bị trừ tiền hai lần).';

/**
 * One payment attempt: its requestId (reused by a retry after a lost answer, so the server
 * charges once) and the reserved order once the reserve call answered.
 */
export type PayAttempt = { requestId: string; orderId: number | null; cartKey: string };

/** What the customer saw after paying (the result screen). */
export type PayResult = {
  orderId: number;
  amount: number;
  statusLabel: string;
  balance: number;
  ticketCount: number;
  drawCodes: string[];
};

/** Spec §3 order flow state, as far as this flow needs it; reset after completion. */
export type OrderFlowState = {
  deliveryType: DeliveryType;
  cutoffPolicy: CutoffPolicy;
  attempt: PayAttempt | null;
  result: PayResult | null;
};

const initialState: OrderFlowState = {
  deliveryType: DELIVERY_HOLD,
  cutoffPolicy: 'refuse',
  attempt: null,
  result: null,
};

export const orderFlowSlice = createSlice({
  name: 'orderFlow',
  initialState,
  reducers: {
    deliveryChosen(state, action: PayloadAction<DeliveryType>) {
      state.deliveryType = action.payload;
    },
    cutoffPolicyChosen(state, action: PayloadAction<CutoffPolicy>) {
      state.cutoffPolicy = action.payload;
    },
    attemptStarted(state, action: PayloadAction<PayAttempt>) {
      state.attempt = action.payload;
    },
    orderReserved(state, action: PayloadAction<number>) {
      if (state.attempt) state.attempt.orderId = action.payload;
    },
    attemptDropped(state) {
      state.attempt = null;
    },
    /** Paid: the result stays for the result screen; everything else starts over. */
    orderCompleted(_state, action: PayloadAction<PayResult>) {
      return { ...initialState, result: action.payload };
    },
    orderFlowReset() {
      return initialState;
    },
  },
  selectors: {
    selectOrderFlow: (state) => state,
  },
});

const injected = orderFlowSlice.injectInto(rootReducer);

export const {
  deliveryChosen,
  cutoffPolicyChosen,
  attemptStarted,
  orderReserved,
  attemptDropped,
  orderCompleted,
  orderFlowReset,
} = orderFlowSlice.actions;

/** The order flow state (its initial value until the slice has seen an action). */
export function selectOrderFlow(state: RootState): OrderFlowState {
  return injected.selectors.selectOrderFlow(state as never);
}

/** What `payOrder` resolves to. */
export type PayOutcome =
  | { ok: true; result: PayResult }
  | { ok: false; message: string; network: boolean; insufficient: boolean };

function cartKeyOf(state: RootState): string {
  const flow = selectOrderFlow(state);
  return JSON.stringify([selectCartItems(state), flow.deliveryType, flow.cutoffPolicy]);
}

/**
 * Pays the cart from the main balance (spec §4 order flow): reserve, then confirm, both
 * with the attempt's requestId. A lost answer keeps the attempt, so the retry reuses the
 * requestId and the reserved order and is never charged twice; a refusal drops it (the
 * server changed nothing). Paid: the cart is emptied, balances and history refetch.
 */
export function payOrder(): AppThunk<Promise<PayOutcome>> {
  return async (dispatch, getState, { apiClient }) => {
    const state = getState();
    const items = selectCartItems(state).filter(isVietlottCartItem);
    const flow = selectOrderFlow(state);
    const cartKey = cartKeyOf(state);
    let attempt = flow.attempt;
    if (!attempt || attempt.cartKey !== cartKey) {
      attempt = { requestId: makeRequestId(), orderId: null, cartKey };
      dispatch(attemptStarted(attempt));
    }
    const failed = (
      result: { message: string; network: boolean; serverMessage?: string },
      insufficient = false,
    ): PayOutcome => {
      if (!result.network) dispatch(attemptDropped());
      return {
        ok: false,
        network: result.network,
        message: result.network
          ? OFFLINE_PAY_MESSAGE
          : insufficient
            ? INSUFFICIENT_BALANCE_MESSAGE
            : (result.serverMessage ?? result.message),
        insufficient,
      };
    };

    let orderId = attempt.orderId;
    if (orderId === null) {
      const receiver = selectReceiver(state);
      const multi = items.some((item) => item.drawInfos.length > 1);
      const body: ReserveOrderBody = {
        requestId: attempt.requestId,
        channel: 'WEB_PUBLIC',
        orderItemInfos: items.map(toOrderItemInfo),
        deliveryType: flow.deliveryType,
        buyType: multi ? 2 : 1,
        paymentVendor: 1,
        cutoffPolicy: flow.cutoffPolicy,
        ...(flow.deliveryType === DELIVERY_SHIP
          ? {
              receiverInfo: {
                name: receiver.name,
                phone: receiver.phone,
                cmnd: receiver.cmnd || null,
                email: receiver.email || null,
                address: receiver.address,
              },
            }
          : {}),
      };
      const reserved = await apiClient.post<Order>(orderPaths.reserve, {
        json: body,
        silent: true,
      });
      if (!reserved.ok) return failed(reserved);
      orderId = reserved.data.orderId;
      dispatch(orderReserved(orderId));
    }

    const confirmed = await apiClient.post<ConfirmOrder>(orderPaths.confirm, {
      json: {
        requestId: attempt.requestId,
        orderId,
        paymentVendor: 1,
        cutoffPolicy: flow.cutoffPolicy,
      },
      silent: true,
    });
    if (!confirmed.ok) {
      if (confirmed.network) return failed(confirmed);
      // Ask the order's payment info whether the main balance was short, to send the
      // customer to top-up; other refusals show the server's own message.
      const info = await apiClient.get<PaymentInfo>(orderPaths.paymentInfo, {
        searchParams: { orderId },
        silent: true,
      });
      return failed(confirmed, info.ok && !info.data.enough);
    }
    const { order, balance } = confirmed.data;
    const result: PayResult = {
      orderId: order.orderId,
      amount: order.amount,
      statusLabel: order.statusLabel,
      balance,
      ticketCount: order.tickets.length,
      drawCodes: [...new Set(order.tickets.map((ticket) => ticket.drawCode))],
    };
    dispatch(orderCompleted(result));
    dispatch(cartCleared());
    dispatch(ordersApi.util.invalidateTags([BALANCE_TAG, ORDERS_TAG, NOTIFICATIONS_TAG]));
    return { ok: true, result };
  };
}
