import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { BALANCE_TAG, callEndpoint, makeRequestId } from '@veso/api-client';
import { formatMoney } from '@veso/domain';
import type { ApiClient, ApiResult } from '@veso/api-client';
import { AMOUNT_CHANGED_MESSAGE, XSKT_PRODUCTS } from '@veso/contract';
import { kenoEndpoints } from '@veso/contract/endpoints/keno';
import { orderEndpoints } from '@veso/contract/endpoints/orders';
import { paymentEndpoints } from '@veso/contract/endpoints/payments';
import { xsktEndpoints } from '@veso/contract/endpoints/xskt';
import type {
  BodyOf,
  ConfirmOrder,
  CutoffPolicy,
  DeliveryZone,
  Order,
  ReserveOrderBody,
} from '@veso/contract';
import {
  cartCleared,
  isPaperCartItem,
  isVietlottCartItem,
  NOTIFICATIONS_TAG,
  ORDERS_TAG,
  ordersApi,
  paperOrderItemInfos,
  rootReducer,
  selectCartItems,
  selectIsEmbed,
  selectReceiver,
  toOrderItemInfo,
} from '@veso/shop-core';
import type { AppDispatch, AppThunk, RootState } from '@veso/shop-core';

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
export type PayAttempt = {
  requestId: string;
  orderId: number | null;
  cartKey: string;
  /** What the server reserved the order at (it prices the order, not the client). */
  amount?: number | null;
};

/** The pay button once the server reserved another total than the page showed. */
export const CONFIRM_NEW_TOTAL_LABEL = 'Xác nhận thanh toán tổng mới';

/** Shown when the server reserved the order at another total than the page showed. */
export function priceChangedMessage(shown: number, reserved: number): string {
  return `Tổng thanh toán đã thay đổi từ ${formatMoney(shown)} thành ${formatMoney(reserved)}. Vui lòng kiểm tra và xác nhận lại để thanh toán số tiền mới.`;
}

/** What the customer saw after paying (the result screen). */
export type PayResult = {
  orderId: number;
  amount: number;
  statusLabel: string;
  balance: number;
  ticketCount: number;
  drawCodes: string[];
  /** Every ticket is a paper lottery ticket: its detail is the paper order's screen. */
  paperOnly: boolean;
};

/**
 * How the customer pays: the main balance (payment vendor 1) or, in the e-wallet webview,
 * the linked wallet through its gateway; null until chosen (the shell's default applies).
 */
export type PaymentMethod = 'main' | 'wallet';

/** Where shipped tickets go: a province (`01`) and its delivery zone. */
export type ShipArea = { provinceId: string | null; districtId: DeliveryZone | null };

/** Spec §3 order flow state, as far as this flow needs it; reset after completion. */
export type OrderFlowState = {
  deliveryType: DeliveryType;
  shipArea: ShipArea;
  cutoffPolicy: CutoffPolicy;
  paymentMethod: PaymentMethod | null;
  attempt: PayAttempt | null;
  result: PayResult | null;
};

const initialState: OrderFlowState = {
  deliveryType: DELIVERY_HOLD,
  shipArea: { provinceId: null, districtId: null },
  cutoffPolicy: 'refuse',
  paymentMethod: null,
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
    /** A new province clears the zone (each province has its own zones). */
    shipProvinceChosen(state, action: PayloadAction<string | null>) {
      state.shipArea = { provinceId: action.payload, districtId: null };
    },
    shipDistrictChosen(state, action: PayloadAction<DeliveryZone | null>) {
      state.shipArea.districtId = action.payload;
    },
    cutoffPolicyChosen(state, action: PayloadAction<CutoffPolicy>) {
      state.cutoffPolicy = action.payload;
    },
    paymentMethodChosen(state, action: PayloadAction<PaymentMethod>) {
      state.paymentMethod = action.payload;
    },
    attemptStarted(state, action: PayloadAction<PayAttempt>) {
      state.attempt = action.payload;
    },
    orderReserved(state, action: PayloadAction<{ orderId: number; amount: number }>) {
      if (state.attempt) {
        state.attempt.orderId = action.payload.orderId;
        state.attempt.amount = action.payload.amount;
      }
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
  shipProvinceChosen,
  shipDistrictChosen,
  cutoffPolicyChosen,
  paymentMethodChosen,
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

/** The payment method in use: the customer's choice, else the wallet in the webview. */
export function selectPaymentMethod(state: RootState): PaymentMethod {
  return selectOrderFlow(state).paymentMethod ?? (selectIsEmbed(state) ? 'wallet' : 'main');
}

/** What `payOrder` resolves to. */
export type PayOutcome =
  | { ok: true; result: PayResult }
  | {
      ok: false;
      message: string;
      network: boolean;
      insufficient: boolean;
      /** The server reserved another total: the customer confirms again to pay it. */
      reservedAmount?: number;
    };

function cartKeyOf(state: RootState): string {
  const flow = selectOrderFlow(state);
  return JSON.stringify([
    selectCartItems(state),
    flow.deliveryType,
    flow.deliveryType === DELIVERY_SHIP ? [selectReceiver(state), flow.shipArea] : null,
    flow.cutoffPolicy,
  ]);
}

/** The current attempt for this cart, or a new one (a changed cart starts afresh). */
function currentAttempt(dispatch: AppDispatch, state: RootState): PayAttempt {
  const flow = selectOrderFlow(state);
  const cartKey = cartKeyOf(state);
  if (flow.attempt && flow.attempt.cartKey === cartKey) return flow.attempt;
  const attempt = { requestId: makeRequestId(), orderId: null, cartKey };
  dispatch(attemptStarted(attempt));
  return attempt;
}

/** The reserve body of the cart (spec §3 order request), shipping details included. */
/** The reserve body of a cart: always its requestId and its items (`orderItemInfos`). */
type CartReserveBody = ReserveOrderBody & {
  requestId: string;
  orderItemInfos: NonNullable<ReserveOrderBody['orderItemInfos']>;
};

function reserveBody(state: RootState, requestId: string): CartReserveBody {
  const all = selectCartItems(state);
  const items = all.filter(isVietlottCartItem);
  const paper = all.filter(isPaperCartItem);
  const flow = selectOrderFlow(state);
  const receiver = selectReceiver(state);
  const multi = items.some((item) => item.drawInfos.length > 1);
  return {
    requestId,
    channel: 'WEB_PUBLIC',
    // A held paper ticket is an item of its own, named by its stock ticketId.
    orderItemInfos: [...items.map(toOrderItemInfo), ...paper.flatMap(paperOrderItemInfos)],
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
            provinceId: flow.shipArea.provinceId,
            districtId: flow.shipArea.districtId,
          },
        }
      : {}),
  };
}

type CallFailure = { message: string; network: boolean; serverMessage?: string };

/**
 * The attempt's order: reserved once by `reserve` (sent the attempt's reserve body), then
 * reused by every retry.
 */
async function reserveOnce(
  dispatch: AppDispatch,
  state: RootState,
  attempt: PayAttempt,
  reserve: (body: ReserveOrderBody) => Promise<ApiResult<Pick<Order, 'orderId' | 'amount'>>>,
): Promise<{ ok: true; orderId: number; amount: number | null } | ({ ok: false } & CallFailure)> {
  if (attempt.orderId !== null) {
    return { ok: true, orderId: attempt.orderId, amount: attempt.amount ?? null };
  }
  const reserved = await reserve(reserveBody(state, attempt.requestId));
  if (!reserved.ok) return reserved;
  dispatch(orderReserved({ orderId: reserved.data.orderId, amount: reserved.data.amount }));
  return { ok: true, orderId: reserved.data.orderId, amount: reserved.data.amount };
}

function failureMessage(result: CallFailure): string {
  return result.network ? OFFLINE_PAY_MESSAGE : (result.serverMessage ?? result.message);
}

/** The result screen's figures of a paid order and the balance after it. */
function payResultOf({ order, balance }: ConfirmOrder): PayResult {
  return {
    orderId: order.orderId,
    amount: order.amount,
    statusLabel: order.statusLabel,
    balance,
    ticketCount: order.tickets.length,
    drawCodes: [...new Set(order.tickets.map((ticket) => ticket.drawCode))],
    paperOnly:
      order.items.length > 0 &&
      order.items.every((item) => (XSKT_PRODUCTS as readonly string[]).includes(item.product)),
  };
}

/** The one-call path of a cart: Keno's own for a cart of Keno only, else the shop's. */
function reserveAndPay(
  apiClient: ApiClient,
  state: RootState,
  requestId: string,
  amount: number,
): Promise<ApiResult<ConfirmOrder>> {
  const items = selectCartItems(state);
  const kenoOnly =
    items.length > 0 && items.every((item) => isVietlottCartItem(item) && item.product === 'keno');
  const body = { ...reserveBody(state, requestId), amount };
  return kenoOnly
    ? callEndpoint(apiClient, kenoEndpoints.reserveAndPay, { body }, { silent: true })
    : callEndpoint(apiClient, orderEndpoints.reserveAndPay, { body }, { silent: true });
}

/**
 * Pays the cart from the main balance (spec §4 order flow): in one call,
 * `reserve_and_pay` with the attempt's requestId and the total the customer agreed to
 * (`shownTotal`). A lost answer keeps the attempt, so the retry sends the same requestId
 * and the server answers the order it paid, never charging twice; a refusal drops it (the
 * server wrote and charged nothing). When the server prices the cart otherwise it pays
 * nothing: the order is then reserved (same requestId) and the outcome carries the
 * reserved amount for the customer to confirm again (with it as `shownTotal`), which pays
 * that reserved order with confirm, the two-step path. Paid: the cart is emptied,
 * balances and history refetch.
 */
export function payOrder(shownTotal: number): AppThunk<Promise<PayOutcome>> {
  return async (dispatch, getState, { apiClient }) => {
    const state = getState();
    const attempt = currentAttempt(dispatch, state);
    const failed = (result: CallFailure, insufficient = false): PayOutcome => {
      if (!result.network) dispatch(attemptDropped());
      return {
        ok: false,
        network: result.network,
        message:
          insufficient && !result.network ? INSUFFICIENT_BALANCE_MESSAGE : failureMessage(result),
        insufficient,
      };
    };
    const completed = (paid: ConfirmOrder): PayOutcome => {
      const result = payResultOf(paid);
      dispatch(orderCompleted(result));
      dispatch(cartCleared());
      dispatch(ordersApi.util.invalidateTags([BALANCE_TAG, ORDERS_TAG, NOTIFICATIONS_TAG]));
      return { ok: true, result };
    };

    // Nothing reserved yet for this attempt: reserve and pay in one call.
    if (attempt.orderId === null) {
      const paid = await reserveAndPay(apiClient, state, attempt.requestId, shownTotal);
      if (paid.ok) return completed(paid.data);
      if (paid.network || paid.serverMessage !== AMOUNT_CHANGED_MESSAGE) {
        return failed(paid, paid.serverMessage === INSUFFICIENT_BALANCE_MESSAGE);
      }
      // Another total: reserve (nothing was written under this requestId) to show it.
    }

    const reserved = await reserveOnce(dispatch, state, attempt, (body) =>
      callEndpoint(apiClient, orderEndpoints.reserve, { body }, { silent: true }),
    );
    if (!reserved.ok) return failed(reserved);
    const orderId = reserved.orderId;
    if (reserved.amount !== null && reserved.amount !== shownTotal) {
      return {
        ok: false,
        network: false,
        insufficient: false,
        message: priceChangedMessage(shownTotal, reserved.amount),
        reservedAmount: reserved.amount,
      };
    }

    const confirmed = await callEndpoint(
      apiClient,
      orderEndpoints.confirm,
      {
        body: {
          requestId: attempt.requestId,
          orderId,
          paymentVendor: 1,
          cutoffPolicy: selectOrderFlow(state).cutoffPolicy,
        },
      },
      { silent: true },
    );
    if (!confirmed.ok) {
      if (confirmed.network) return failed(confirmed);
      // Ask the order's payment info whether the main balance was short, to send the
      // customer to top-up; other refusals show the server's own message.
      const info = await callEndpoint(
        apiClient,
        orderEndpoints.paymentInfo,
        { query: { orderId } },
        { silent: true },
      );
      return failed(confirmed, info.ok && !info.data.enough);
    }
    return completed(confirmed.data);
  };
}

/** What `payWithWallet` resolves to: the gateway page to go to, or why not. */
export type WalletPayOutcome =
  | { ok: true; payUrl: string; orderId: number; paymentId: string }
  | { ok: false; message: string; network: boolean; reservedAmount?: number };

/**
 * Pays the cart through the e-wallet (spec §4 wallet-embedded flow: create order, get
 * payment link): `xsdt/xsdt/order/create` (`xsdt/xskt/order/create` for a cart of paper
 * tickets only, spec §7) then the gateway's `create_pay`, both with the
 * attempt's requestId, so a retry after a lost answer reuses the order and the payment.
 * The caller sends the browser to `payUrl`; the order is paid by the gateway's callback.
 * As with {@link payOrder}, an order created at another total than `shownTotal` is not
 * sent to the gateway until the customer confirms the new total.
 */
export function payWithWallet(shownTotal: number): AppThunk<Promise<WalletPayOutcome>> {
  return async (dispatch, getState, { apiClient }) => {
    const state = getState();
    const attempt = currentAttempt(dispatch, state);
    const failed = (result: CallFailure): WalletPayOutcome => {
      if (!result.network) dispatch(attemptDropped());
      return { ok: false, network: result.network, message: failureMessage(result) };
    };
    const all = selectCartItems(state);
    const paperOnly = all.length > 0 && all.every(isPaperCartItem);
    const created = await reserveOnce(dispatch, state, attempt, (body) =>
      paperOnly
        ? callEndpoint(
            apiClient,
            xsktEndpoints.orderCreate,
            // A paper-only cart's items are its held tickets, each named by its stock
            // ticketId (`paperOrderItemInfos`), which the cart's general body type leaves optional.
            { body: body as BodyOf<typeof xsktEndpoints.orderCreate> },
            { silent: true },
          )
        : callEndpoint(apiClient, paymentEndpoints.embedOrderCreate, { body }, { silent: true }),
    );
    if (!created.ok) return failed(created);
    const orderId = created.orderId;
    if (created.amount !== null && created.amount !== shownTotal) {
      return {
        ok: false,
        network: false,
        message: priceChangedMessage(shownTotal, created.amount),
        reservedAmount: created.amount,
      };
    }
    const pay = await callEndpoint(
      apiClient,
      paymentEndpoints.createPay,
      { body: { requestId: attempt.requestId, orderId } },
      { silent: true },
    );
    if (!pay.ok) return failed(pay);
    return { ok: true, payUrl: pay.data.payUrl, orderId, paymentId: pay.data.paymentId };
  };
}
