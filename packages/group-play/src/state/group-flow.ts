import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { BALANCE_TAG, callEndpoint, makeRequestId } from '@veso/api-client';
import type {
  BodyOf,
  CallInput,
  Group,
  GroupAddTicketBody,
  GroupDetail,
  GroupKind,
  GroupPurchase,
  GroupReserveBody,
  GroupSharePayment,
  ResponseOf,
} from '@veso/contract';
import { groupPlayEndpoints } from '@veso/contract/endpoints/group-play';
import { NOTIFICATIONS_TAG, ORDERS_TAG, ordersApi, rootReducer } from '@veso/shop-core';
import type { AppThunk, RootState } from '@veso/shop-core';
import { GROUP_TAG, groupApi } from '../api/group-api';

/** Spec §3 groupInfo: the group being created or joined, as the flow needs it. */
export type GroupInfo = {
  groupId: number;
  kind: GroupKind;
  name: string;
  productName: string;
  drawCode: string;
  sharePrice: number;
  totalShares: number;
  remainingShares: number;
  minLeaderShares: number;
  maxMemberShares: number;
  /** The caller leads this group (its draft: buying publishes it). */
  isLeader: boolean;
};

/** Which call a request was. */
export type GroupCall = 'reserve' | 'addTicket' | 'confirm' | 'leave' | 'sharePay';

/**
 * Spec §3 lastReq: the last group call sent, with its requestId. A retry of the same call
 * after a lost answer reuses the requestId, so the server does it once (never a second
 * group, never a second charge); a changed call or an answered one starts afresh.
 */
export type LastRequest = { call: GroupCall; key: string; requestId: string };

/** What the customer sees once shares are bought or a group was left. */
export type GroupResult = {
  call: 'confirm' | 'leave';
  groupId: number;
  kind: GroupKind;
  name: string;
  shares: number;
  amount: number;
  balance: number;
  percent: number;
  status: Group['status'];
};

/** Spec §3 group order flow state: groupInfo, lastReq, selectedShare (and the result). */
export type GroupFlowState = {
  groupInfo: GroupInfo | null;
  lastReq: LastRequest | null;
  selectedShare: number;
  result: GroupResult | null;
};

const initialState: GroupFlowState = {
  groupInfo: null,
  lastReq: null,
  selectedShare: 1,
  result: null,
};

export const groupFlowSlice = createSlice({
  name: 'groupFlow',
  initialState,
  reducers: {
    groupChosen(state, action: PayloadAction<GroupInfo>) {
      if (state.groupInfo?.groupId !== action.payload.groupId) {
        state.selectedShare = Math.max(
          1,
          action.payload.isLeader ? action.payload.minLeaderShares : 1,
        );
        state.result = null;
      }
      state.groupInfo = action.payload;
    },
    shareSelected(state, action: PayloadAction<number>) {
      state.selectedShare = action.payload;
    },
    requestSent(state, action: PayloadAction<LastRequest>) {
      state.lastReq = action.payload;
    },
    requestAnswered(state) {
      state.lastReq = null;
    },
    groupFlowCompleted(state, action: PayloadAction<GroupResult>) {
      return { ...initialState, groupInfo: state.groupInfo, result: action.payload };
    },
    groupFlowReset() {
      return initialState;
    },
  },
  selectors: {
    selectGroupFlow: (state) => state,
  },
});

const injected = groupFlowSlice.injectInto(rootReducer);

export const {
  groupChosen,
  shareSelected,
  requestSent,
  requestAnswered,
  groupFlowCompleted,
  groupFlowReset,
} = groupFlowSlice.actions;

/** The group flow state (its initial value until the slice has seen an action). */
export function selectGroupFlow(state: RootState): GroupFlowState {
  return injected.selectors.selectGroupFlow(state as never);
}

/** The flow's view of a group (spec §3 groupInfo). */
export function groupInfoOf(group: Group): GroupInfo {
  return {
    groupId: group.groupId,
    kind: group.kind,
    name: group.name,
    productName: group.productName,
    drawCode: group.drawCode,
    sharePrice: group.sharePrice,
    totalShares: group.totalShares,
    remainingShares: group.remainingShares,
    minLeaderShares: group.minLeaderShares,
    maxMemberShares: group.maxMemberShares,
    isLeader: group.mine?.isLeader === true,
  };
}

/** Offline: nothing was changed twice, the customer may try again. */
export const GROUP_OFFLINE_MESSAGE =
  'Không có kết nối mạng. Yêu cầu chưa được xác nhận, vui lòng thử lại (bạn sẽ không bị trừ tiền hai lần).';

export type GroupCallOutcome<T> =
  { ok: true; data: T } | { ok: false; message: string; network: boolean; code: number };

/** The group calls sent with the flow's requestId. */
const GROUP_CALLS = {
  reserve: groupPlayEndpoints.reserve,
  addTicket: groupPlayEndpoints.addTicket,
  confirm: groupPlayEndpoints.confirm,
  leave: groupPlayEndpoints.leave,
  sharePay: groupPlayEndpoints.sharePay,
} satisfies Record<GroupCall, unknown>;
type GroupCallEndpoint<C extends GroupCall> = (typeof GROUP_CALLS)[C];

/**
 * Sends one group call with the flow's requestId: the same call (same `key`) after a lost
 * answer reuses it; an answer (success or refusal) clears it.
 */
function sendGroupCall<C extends GroupCall>(
  call: C,
  body: Omit<BodyOf<GroupCallEndpoint<C>>, 'requestId'>,
): AppThunk<Promise<GroupCallOutcome<ResponseOf<GroupCallEndpoint<C>>>>> {
  return async (dispatch, getState, { apiClient }) => {
    const key = JSON.stringify([call, body]);
    const last = selectGroupFlow(getState()).lastReq;
    const requestId = last && last.key === key ? last.requestId : makeRequestId();
    dispatch(requestSent({ call, key, requestId }));
    const endpoint: GroupCallEndpoint<C> = GROUP_CALLS[call];
    // Every group call's body is its fields and the requestId.
    const input = { body: { ...body, requestId } } as CallInput<GroupCallEndpoint<C>>;
    const answer = await callEndpoint(apiClient, endpoint, input, { silent: true });
    if (!answer.ok) {
      if (answer.network) {
        return { ok: false, network: true, message: GROUP_OFFLINE_MESSAGE, code: answer.code };
      }
      dispatch(requestAnswered());
      return {
        ok: false,
        network: false,
        message: answer.serverMessage ?? answer.message,
        code: answer.code,
      };
    }
    dispatch(requestAnswered());
    return { ok: true, data: answer.data };
  };
}

/** Adds one more ticket to the caller's draft group (`POST /add_ticket`). */
export function addGroupTicket(
  body: Omit<GroupAddTicketBody, 'requestId'>,
): AppThunk<Promise<GroupCallOutcome<GroupDetail>>> {
  return async (dispatch) => {
    const outcome = await dispatch(sendGroupCall('addTicket', body));
    if (outcome.ok) dispatch(groupChosen({ ...groupInfoOf(outcome.data), isLeader: true }));
    return outcome;
  };
}

/** Creates a draft group led by the caller (`POST /order/reserve`); it becomes the flow's group. */
export function reserveGroup(
  body: Omit<GroupReserveBody, 'requestId'>,
): AppThunk<Promise<GroupCallOutcome<Group>>> {
  return async (dispatch) => {
    const outcome = await dispatch(sendGroupCall('reserve', body));
    if (outcome.ok) dispatch(groupChosen({ ...groupInfoOf(outcome.data), isLeader: true }));
    return outcome;
  };
}

function afterPurchase(call: 'confirm' | 'leave', purchase: GroupPurchase): AppThunk {
  return (dispatch) => {
    const { group } = purchase;
    dispatch(
      groupFlowCompleted({
        call,
        groupId: group.groupId,
        kind: group.kind,
        name: group.name,
        shares: group.mine?.shares ?? 0,
        amount: group.mine?.amount ?? 0,
        balance: purchase.balance,
        percent: group.percent,
        status: group.status,
      }),
    );
    dispatch(groupApi.util.invalidateTags([GROUP_TAG]));
    dispatch(ordersApi.util.invalidateTags([BALANCE_TAG, ORDERS_TAG, NOTIFICATIONS_TAG]));
  };
}

/**
 * Buys `shares` of a group from the main balance (`POST /confirm_order`, vendor 1): the
 * money is held until the group is full. The leader's call publishes their draft group.
 */
export function buyShares(
  groupId: number,
  shares: number,
): AppThunk<Promise<GroupCallOutcome<GroupPurchase>>> {
  return async (dispatch) => {
    const outcome = await dispatch(
      sendGroupCall('confirm', {
        groupId,
        shares,
        paymentVendor: 1,
      }),
    );
    if (outcome.ok) dispatch(afterPurchase('confirm', outcome.data));
    return outcome;
  };
}

/**
 * Pays shares through the linked wallet (the webview, `POST /share_pay`): answers the
 * gateway page to send the customer to. The shares are bought by the wallet's paid
 * callback; the share page follows the payment when the gateway sends the customer back.
 */
export function paySharesWithWallet(
  groupId: number,
  shares: number,
): AppThunk<Promise<GroupCallOutcome<GroupSharePayment>>> {
  return (dispatch) => dispatch(sendGroupCall('sharePay', { groupId, shares }));
}

/** Leaves a group that is not full yet (`POST /leave_group`): the hold is returned. */
export function leaveGroup(groupId: number): AppThunk<Promise<GroupCallOutcome<GroupPurchase>>> {
  return async (dispatch) => {
    const outcome = await dispatch(sendGroupCall('leave', { groupId }));
    if (outcome.ok) dispatch(afterPurchase('leave', outcome.data));
    return outcome;
  };
}
