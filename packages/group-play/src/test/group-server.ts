import { API_BASES, GROUP_MESSAGES, authPaths, paths } from '@veso/contract';
import { groupPlayEndpoints } from '@veso/contract/endpoints/group-play';
import type {
  Endpoint,
  Group,
  GroupConfig,
  GroupDetail,
  GroupItem,
  GroupMember,
  GroupPurchase,
  GroupSharePayment,
  ResponseOf,
} from '@veso/contract';
import { completionPercent, maxMemberShares, minLeaderShares, sharePriceOf } from '@veso/domain';
import {
  answers,
  createEndpointFetch,
  makeTestAppConfig,
  makeTestTicket,
  makeTestUserInfo,
  numberSetLines,
  numberSetPrice,
  okResponse,
} from '@veso/shop-core';
import type { EndpointFake, FakeFetch, NumberSet } from '@veso/shop-core';

/** The rules the stand-in answers `group_config_percent_available` with (the domain's). */
export const TEST_GROUP_CONFIG: GroupConfig = {
  enabled: true,
  percents: [10, 20, 30, 40, 50],
  minLeaderPercent: 10,
  maxMemberPercent: 50,
  minShares: 2,
  maxShares: 200,
  deadlineMarginMinutes: 30,
  kinds: ['cung-chon-so', 'gop-quy', 'mua-chung-ve-bao', 've-bao-tc', 've-le-tc'],
  products: [
    { product: 'mega645', productName: 'Mega 6/45', ticketType: 21, feeCategory: 9 },
    { product: 'power655', productName: 'Power 6/55', ticketType: 23, feeCategory: 10 },
    { product: 'keno', productName: 'Keno', ticketType: 6, feeCategory: 8 },
  ],
};

/** A group for tests and stories: Mega 6/45, 10 shares of 1.000đ, open. */
export function makeTestGroup(overrides: Partial<GroupDetail> = {}): GroupDetail {
  const totalShares = overrides.totalShares ?? 10;
  const soldShares = overrides.soldShares ?? 3;
  const sharePrice = overrides.sharePrice ?? 1_000;
  return {
    groupId: 7,
    name: 'Nhóm #7 · Mega 6/45',
    kind: 'cung-chon-so',
    product: 'mega645',
    productName: 'Mega 6/45',
    ticketType: 21,
    buyType: 3,
    feeCategory: 9,
    drawCode: '01200',
    drawAt: '2030-01-01T11:00:00.000Z',
    salesCloseAt: '2030-01-01T10:30:00.000Z',
    deadline: '2030-01-01T10:00:00.000Z',
    status: 'open',
    leaderName: 'Ng*** A',
    totalShares,
    soldShares,
    remainingShares: totalShares - soldShares,
    sharePrice,
    totalAmount: sharePrice * totalShares,
    percent: completionPercent(soldShares, totalShares),
    groupStatusWin: 0,
    prizeGross: 0,
    memberCount: 1,
    minLeaderShares: minLeaderShares(totalShares),
    maxMemberShares: maxMemberShares(totalShares),
    items: [
      {
        numberInfos: [
          {
            numbers: [1, 7, 12, 23, 34, 45],
            form: 'single',
            special: null,
            specials: [],
            stake: 1,
            lines: 1,
            price: 10_000,
          },
        ],
        lines: 1,
        price: 10_000,
      },
    ],
    orderId: null,
    createdAt: '2029-12-31T08:00:00.000Z',
    mine: null,
    members: [
      {
        name: 'Ng*** A',
        shares: soldShares,
        isLeader: true,
        state: 'held',
        joinedAt: '2029-12-31T08:00:00.000Z',
        prizeGross: 0,
      },
    ],
    tickets: [],
    ...overrides,
  };
}

/** An open group (5 of 10 shares sold) in which the caller holds 2 shares, money held. */
export function makeTestHeldGroup(overrides: Partial<GroupDetail> = {}): GroupDetail {
  return makeTestGroup({
    soldShares: 5,
    mine: {
      shares: 2,
      amount: 2_000,
      state: 'held',
      isLeader: false,
      prizeGross: 0,
      prizeTax: 0,
      prizeNet: 0,
    },
    members: [
      {
        name: 'Ng*** A',
        shares: 3,
        isLeader: true,
        state: 'held',
        joinedAt: '2029-12-31T08:00:00.000Z',
        prizeGross: 0,
      },
      {
        name: 'Nguyễn Văn A',
        shares: 2,
        isLeader: false,
        state: 'held',
        joinedAt: '2029-12-31T09:00:00.000Z',
        prizeGross: 0,
      },
    ],
    ...overrides,
  });
}

/** A full group whose ticket won 1.000.003đ, the caller holding 3 of 10 shares. */
export function makeTestWonGroup(overrides: Partial<GroupDetail> = {}): GroupDetail {
  return makeTestGroup({
    groupId: 9,
    name: 'Nhóm #9 · Mega 6/45',
    status: 'settled',
    soldShares: 10,
    remainingShares: 0,
    percent: 100,
    groupStatusWin: 1,
    prizeGross: 1_000_003,
    memberCount: 2,
    orderId: 88,
    mine: {
      shares: 3,
      amount: 3_000,
      state: 'paid',
      isLeader: false,
      prizeGross: 300_001,
      prizeTax: 0,
      prizeNet: 300_001,
    },
    members: [
      {
        name: 'Ng*** A',
        shares: 7,
        isLeader: true,
        state: 'paid',
        joinedAt: '2029-12-31T08:00:00.000Z',
        prizeGross: 700_002,
      },
      {
        name: 'Tr*** B',
        shares: 3,
        isLeader: false,
        state: 'paid',
        joinedAt: '2029-12-31T09:00:00.000Z',
        prizeGross: 300_001,
      },
    ],
    tickets: [
      makeTestTicket(2, { winStatus: 1, prizeGross: 1_000_003, prizeTax: 0, prizeNet: 1_000_003 }),
    ],
    ...overrides,
  });
}

export type GroupServer = {
  fetch: FakeFetch;
  groups: GroupDetail[];
  /** The caller's main balance. */
  balance: { main: number };
  /** Bodies of every POST received, by path. */
  posts: { path: string; body: Record<string, unknown> }[];
  /** The app config's group play flag. */
  flag: { on: boolean };
  /** Wallet payments of shares (the webview), as `share_pay_status` answers them. */
  sharePayments: GroupSharePayment[];
};

/** A wallet payment of 2 shares of group 7 (the webview), paid and turned into shares. */
export function makeTestSharePayment(
  overrides: Partial<GroupSharePayment> = {},
): GroupSharePayment {
  return {
    paymentId: 'pay-9',
    groupId: 7,
    shares: 2,
    amount: 2_000,
    status: 'paid',
    payUrl: '/sandbox/pay/pay-9',
    outcome: 'held',
    refusal: null,
    createdAt: '2029-12-31T10:00:00.000Z',
    expiresAt: '2029-12-31T10:15:00.000Z',
    ...overrides,
  };
}

/** A draft's price as the server answers it: its tickets' price, split exactly (else 0). */
function draftPrice(items: readonly GroupItem[], totalShares: number) {
  const totalAmount = items.reduce((sum, item) => sum + item.price, 0);
  return { totalAmount, sharePrice: sharePriceOf(totalAmount, totalShares) ?? 0 };
}

/** A ticket as the server prices it (the domain's price of its number set). */
function itemOf(product: Group['product'], numberInfos: unknown): GroupItem {
  const [info] = (numberInfos ?? []) as { numbers: number[]; form: NumberSet['form'] }[];
  const set: NumberSet = {
    numbers: info?.numbers ?? [],
    form: info?.form ?? 'single',
    special: null,
    specials: [],
    chosenAuto: false,
  };
  const orderable = product === 'power655' ? 'power655' : 'mega645';
  const lines = numberSetLines(orderable, set);
  const price = numberSetPrice(orderable, set, 1);
  return {
    numberInfos: [
      { numbers: set.numbers, form: set.form, special: null, specials: [], stake: 1, lines, price },
    ],
    lines,
    price,
  };
}

function refresh(group: GroupDetail): GroupDetail {
  const soldShares = group.members
    .filter((m) => m.state !== 'refunded')
    .reduce((sum, m) => sum + m.shares, 0);
  const full = soldShares >= group.totalShares;
  return {
    ...group,
    soldShares,
    remainingShares: group.totalShares - soldShares,
    percent: completionPercent(soldShares, group.totalShares),
    memberCount: group.members.filter((m) => m.state !== 'refunded').length,
    status: full && group.status === 'open' ? 'ordered' : group.status,
    orderId: full && group.orderId === null ? 500 + group.groupId : group.orderId,
  };
}

function page(items: Group[], url: URL) {
  const index = Number(url.searchParams.get('page_index') ?? 1);
  const size = Number(url.searchParams.get('page_size') ?? 10);
  return {
    items: items.slice((index - 1) * size, index * size),
    page_index: index,
    page_size: size,
    total: items.length,
  };
}

function refusal(code: number, message: string): Response {
  return Response.json({ code, message }, { status: 400 });
}

/**
 * A stand-in for the group play endpoints (tests and stories), answering as the contract
 * says: lists, config, history, detail, reserve, confirm (held money, the group ordered
 * when its last share sells) and leave, for the test customer (0912345678).
 */
export function groupServer(
  groups: GroupDetail[] = [makeTestGroup()],
  { balance = 150_000, flag = true }: { balance?: number; flag?: boolean } = {},
): GroupServer {
  const state: GroupServer = {
    fetch: undefined as unknown as FakeFetch,
    groups: [...groups],
    balance: { main: balance },
    posts: [],
    flag: { on: flag },
    sharePayments: [],
  };
  const answered = new Map<string, unknown>();
  const find = (id: number) => state.groups.find((g) => g.groupId === id);
  const put = (group: GroupDetail) => {
    state.groups = state.groups.map((g) => (g.groupId === group.groupId ? group : g));
  };
  const purchase = (group: GroupDetail): GroupPurchase => ({
    group,
    balance: state.balance.main,
    prizeBalance: 20_000,
  });

  /**
   * A POST endpoint's fake: its body recorded in `posts` (by the endpoint's path), a repeated
   * `requestId` answered as the first time (refusals are not remembered).
   */
  const post = <E extends Endpoint>(
    endpoint: E,
    handle: (body: Record<string, unknown>) => ResponseOf<E> | Response,
  ): EndpointFake =>
    answers(endpoint, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      state.posts.push({ path: endpoint.path, body });
      const key = `${endpoint.path}:${String(body.requestId)}`;
      if (answered.has(key)) return answered.get(key) as ResponseOf<E>;
      const result = handle(body);
      if (!(result instanceof Response)) answered.set(key, result);
      return result;
    });

  state.fetch = createEndpointFetch(
    [
      answers(groupPlayEndpoints.newList, ({ url }) => {
        const type = url.searchParams.get('type') ?? 'new';
        const kind = url.searchParams.get('kind');
        let items = state.groups.filter((g) => !kind || g.kind === kind);
        if (type === 'new') items = items.filter((g) => g.status === 'open');
        if (type === 'almostComplete') {
          items = items
            .filter((g) => g.status === 'open' && g.percent >= 70)
            .sort((a, b) => b.percent - a.percent);
        }
        if (type === 'completed')
          items = items.filter((g) => ['ordered', 'settled'].includes(g.status));
        return page(items, url);
      }),
      answers(groupPlayEndpoints.bigWinList, ({ url }) =>
        page(
          state.groups
            .filter((g) => g.groupStatusWin === 1)
            .sort((a, b) => b.prizeGross - a.prizeGross),
          url,
        ),
      ),
      answers(groupPlayEndpoints.configPercentAvailable, () => ({
        ...TEST_GROUP_CONFIG,
        enabled: state.flag.on,
      })),
      answers(groupPlayEndpoints.historyList, ({ url }) => {
        const status = url.searchParams.get('status');
        return page(
          state.groups.filter((g) => g.mine !== null && (!status || g.status === status)),
          url,
        );
      }),
      answers(groupPlayEndpoints.sharePayStatus, ({ url }) => {
        const paid = state.sharePayments.find(
          (p) => p.paymentId === url.searchParams.get('paymentId'),
        );
        return paid ?? refusal(14, 'Không tìm thấy giao dịch');
      }),
      answers(groupPlayEndpoints.historyDetail, ({ url }) => {
        const group = find(Number(url.searchParams.get('groupId')));
        return group ?? refusal(14, GROUP_MESSAGES.notFound);
      }),
      post(groupPlayEndpoints.reserve, (body) => {
        const totalShares = Number(body.totalShares);
        const id = Math.max(0, ...state.groups.map((g) => g.groupId)) + 1;
        const items = [itemOf(body.product as Group['product'], body.numberInfos)];
        const group = makeTestGroup({
          groupId: id,
          product: body.product as Group['product'],
          items,
          name: typeof body.name === 'string' ? body.name : `Nhóm #${id} · Mega 6/45`,
          kind: body.kind as Group['kind'],
          status: 'draft',
          totalShares,
          soldShares: 0,
          // As the server: a draft's price is its tickets' price, split exactly.
          ...draftPrice(items, totalShares),
          members: [],
          memberCount: 0,
          leaderName: 'Nguyễn Văn A',
        });
        state.groups.push(group);
        return group;
      }),
      post(groupPlayEndpoints.sharePay, (body) => {
        const group = find(Number(body.groupId));
        if (!group) return refusal(14, GROUP_MESSAGES.notFound);
        const paymentId = `pay-${state.sharePayments.length + 1}`;
        const payment = makeTestSharePayment({
          paymentId,
          groupId: group.groupId,
          shares: Number(body.shares),
          amount: Number(body.shares) * group.sharePrice,
          status: 'pending',
          payUrl: `/sandbox/pay/${paymentId}`,
          outcome: null,
        });
        state.sharePayments.push(payment);
        return payment;
      }),
      post(groupPlayEndpoints.addTicket, (body) => {
        const group = find(Number(body.groupId));
        if (!group || group.status !== 'draft') return refusal(14, GROUP_MESSAGES.notDraft);
        const items = [...group.items, itemOf(group.product, body.numberInfos)];
        const next = { ...group, items, ...draftPrice(items, group.totalShares) };
        put(next);
        return next;
      }),
      post(groupPlayEndpoints.confirm, (body) => {
        const group = find(Number(body.groupId));
        if (!group) return refusal(14, GROUP_MESSAGES.notFound);
        const shares = Number(body.shares);
        if (shares > group.remainingShares) {
          return refusal(1007, GROUP_MESSAGES.sharesLeft(group.remainingShares));
        }
        const sharePrice = group.sharePrice;
        const cost = shares * sharePrice;
        if (cost > state.balance.main) return refusal(14, GROUP_MESSAGES.insufficient);
        state.balance.main -= cost;
        const leader = group.status === 'draft';
        const owned = group.mine?.shares ?? 0;
        const me: GroupMember = {
          name: 'Nguyễn Văn A',
          shares: owned + shares,
          isLeader: leader || group.mine?.isLeader === true,
          state: 'held',
          joinedAt: '2029-12-31T10:00:00.000Z',
          prizeGross: 0,
        };
        let next = refresh({
          ...group,
          sharePrice,
          totalAmount: sharePrice * group.totalShares,
          status: 'open',
          members: [...group.members.filter((m) => m.name !== me.name), me],
        });
        const full = next.status === 'ordered';
        next = {
          ...next,
          mine: {
            shares: owned + shares,
            amount: (owned + shares) * sharePrice,
            state: full ? 'paid' : 'held',
            isLeader: me.isLeader,
            prizeGross: 0,
            prizeTax: 0,
            prizeNet: 0,
          },
        };
        put(next);
        return purchase(next);
      }),
      post(groupPlayEndpoints.leave, (body) => {
        const group = find(Number(body.groupId));
        if (!group?.mine) return refusal(14, GROUP_MESSAGES.notMember);
        if (group.status !== 'open') return refusal(14, GROUP_MESSAGES.leaveAfterFull);
        state.balance.main += group.mine.amount;
        const next = refresh({
          ...group,
          members: group.members.filter((m) => m.name !== 'Nguyễn Văn A'),
          mine: { ...group.mine, state: 'refunded' },
        });
        put(next);
        return purchase(next);
      }),
    ],
    // The app config and the user's info are other areas' (content, auth): matched by their
    // paths until those have their endpoint tables.
    (_request, url) => {
      if (url.pathname === `${API_BASES.main}${paths.getConfigV2}`) {
        return okResponse(
          makeTestAppConfig({
            features: {
              useCart: true,
              multiplePeriods: true,
              groupKeno: true,
              groupPlay: state.flag.on,
            },
          }),
        );
      }
      if (url.pathname === `${API_BASES.main}${authPaths.info}`) {
        return okResponse(makeTestUserInfo({ balance: state.balance.main }));
      }
      return refusal(-1, 'no handler');
    },
  );
  return state;
}
