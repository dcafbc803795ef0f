import { Code, GROUP_MESSAGES, messageForCode } from '@veso/contract';
import { formatMoney } from '@veso/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, requestId } from '../auth/auth-test-kit';
import {
  countWhere,
  createPeriod,
  createResult,
  runJobs,
  useSandboxApp,
} from '../orders/orders-test-kit';
import { jackpotPools } from '../../db/schema';
import { ensurePeriods } from '../draws/service';
import { openPeriods } from '../orders/periods';
import { refundUnprinted } from '../printing/service';
import { balanceOf } from '../wallet/ledger';
import {
  GROUP,
  balances,
  buyShares,
  buyer,
  detail,
  leave,
  megaLines,
  openGroup,
  reserveAs,
  setGroupFlag,
  type Customer,
} from './group-test-kit';
import { GROUP_HOLDS_ACCOUNT } from './service';

describe('group play', () => {
  const t = useSandboxApp();

  it('refuses a new group while the app config keeps group play off, and creates nothing', async () => {
    await setGroupFlag(t, false);
    const leader = await buyer(t, 100_000);
    const period = await createPeriod(t, 'mega645');
    const before = await countWhere(t, 'group_play_groups');
    const res = await call(
      t,
      'POST',
      `${GROUP}/order/reserve`,
      {
        requestId: requestId(),
        kind: 'cung-chon-so',
        product: 'mega645',
        drawCode: period.drawCode,
        totalShares: 10,
        numberInfos: megaLines(1),
      },
      { token: leader.token },
    );
    expect(res.json()).toMatchObject({
      code: Code.INVALID_REQUEST,
      message: GROUP_MESSAGES.disabled,
    });
    expect(await countWhere(t, 'group_play_groups')).toBe(before);
    const config = (await call(t, 'GET', `${GROUP}/group_config_percent_available`)).json();
    expect(config.data).toMatchObject({
      enabled: false,
      minLeaderPercent: 10,
      maxMemberPercent: 50,
    });
    await setGroupFlag(t, true);
  });

  describe('with group play on', () => {
    beforeAll(() => setGroupFlag(t, true));

    it('answers the group config: percents, limits, the spec ticket types and fee categories', async () => {
      const res = (await call(t, 'GET', `${GROUP}/group_config_percent_available`)).json();
      expect(res.data).toMatchObject({
        enabled: true,
        percents: [10, 20, 30, 40, 50],
        deadlineMarginMinutes: 30,
        products: [
          { product: 'mega645', ticketType: 21, feeCategory: 9 },
          { product: 'power655', ticketType: 23, feeCategory: 10 },
          { product: 'keno', ticketType: 6, feeCategory: 8 },
        ],
      });
    });

    it('counts each member’s shares, not the group’s tickets, in spending limits, the report and the order history', async () => {
      const leader = await buyer(t, 1_000_000);
      const member = await buyer(t, 1_000_000);
      const limit = (who: Customer, body: Record<string, unknown>) =>
        call(
          t,
          'POST',
          '/api/customer/play_limits',
          { requestId: requestId(), ...body },
          {
            token: who.token,
          },
        );
      expect((await limit(member, { daily: 60_000 })).json().code).toBe(0);
      // 10 lines = 100,000đ over 10 shares of 10,000đ; the leader holds 5.
      const full = await openGroup(t, {
        leader,
        totalShares: 10,
        leaderShares: 5,
        numberInfos: megaLines(10),
      });
      expect((await buyShares(t, member, full.groupId, 5)).json().code).toBe(0);
      expect((await detail(t, full.groupId, leader)).data.status).toBe('ordered');
      // A second group: its held shares count too, so the member's day stops at 60,000đ.
      const other = await openGroup(t, {
        leader,
        totalShares: 10,
        leaderShares: 5,
        numberInfos: megaLines(10, 11),
      });
      const over = (await buyShares(t, member, other.groupId, 2)).json();
      expect(over.code).not.toBe(0);
      expect((await balances(t, member)).balance).toBe(950_000);
      expect((await buyShares(t, member, other.groupId, 1)).json().code).toBe(0);

      const report = async (who: Customer) =>
        (
          await call(t, 'GET', '/api/customer/spending_report?days=1', undefined, {
            token: who.token,
          })
        ).json().data;
      expect(await report(member)).toMatchObject({ spent: 60_000, refunded: 0 });
      // The leader spent their shares of both groups, not the whole group order.
      expect(await report(leader)).toMatchObject({ spent: 100_000, refunded: 0 });
      const history = (
        await call(t, 'GET', '/api/customer/history/get_orders', undefined, { token: leader.token })
      ).json().data;
      expect(history.total).toBe(0);
      // The leader cancels the second group: the member's share counts as refunded.
      expect((await leave(t, leader, other.groupId)).json().code).toBe(0);
      expect(await report(member)).toMatchObject({ spent: 50_000, refunded: 10_000 });
    });

    it('race: 100 customers after the last 20 shares — exactly 20 sold, the tickets ordered once, nobody charged for a share not received', async () => {
      const leader = await buyer(t, 1_000_000);
      const first = await buyer(t, 1_000_000);
      // 10 lines = 100,000đ over 100 shares of 1,000đ.
      const { groupId, sharePrice } = await openGroup(t, {
        leader,
        totalShares: 100,
        leaderShares: 50,
        numberInfos: megaLines(10),
      });
      expect(sharePrice).toBe(1_000);
      expect((await buyShares(t, first, groupId, 30)).json()).toMatchObject({
        code: 0,
        data: { group: { soldShares: 80, remainingShares: 20, percent: 80 }, balance: 970_000 },
      });

      const crowd: Customer[] = [];
      for (let i = 0; i < 100; i++) crowd.push(await buyer(t, 5_000));
      const answers = await Promise.all(
        crowd.map(async (who) => (await buyShares(t, who, groupId, 1)).json()),
      );
      const sold = answers.filter((a) => a.code === 0);
      const refused = answers.filter((a) => a.code !== 0);
      expect(sold).toHaveLength(20);
      expect(refused).toHaveLength(80);
      for (const a of refused) {
        expect(a.code).toBe(Code.GROUP_SHARE_INSUFFICIENT);
        expect([GROUP_MESSAGES.soldOut, GROUP_MESSAGES.sharesLeft(0)]).toContain(a.message);
      }
      for (const [i, who] of crowd.entries()) {
        const { balance } = await balances(t, who);
        expect(balance).toBe(answers[i].code === 0 ? 4_000 : 5_000);
      }

      const group = await detail(t, groupId, leader);
      expect(group.data).toMatchObject({
        status: 'ordered',
        soldShares: 100,
        percent: 100,
        memberCount: 22,
        buyType: 3,
        ticketType: 21,
      });
      const orderId = group.data.orderId as number;
      expect(await countWhere(t, 'orders', `request_id = 'group-${groupId}'`)).toBe(1);
      expect(
        await countWhere(t, 'orders', `id = ${orderId} and buy_type = 3 and amount = 100000`),
      ).toBe(1);
      // Two tickets (6 + 4 lines), one draw each.
      expect(await countWhere(t, 'tickets', `order_id = ${orderId}`)).toBe(2);
      expect(group.data.tickets).toHaveLength(2);
      // Every hold went into the order: the holds account is back to zero.
      expect(await balanceOf(t.db.orm, GROUP_HOLDS_ACCOUNT)).toBe(0);
      expect(
        await countWhere(t, 'group_play_members', `group_id = ${groupId} and state <> 'paid'`),
      ).toBe(0);
      expect((await balances(t, leader)).balance).toBe(950_000);
      // Every member is told the group was filled and its tickets ordered.
      expect(await countWhere(t, 'notifications', `kind = 'group' and order_id = ${orderId}`)).toBe(
        22,
      );

      // The sandbox agent prints them like any order; members (not only the leader) see them.
      await runJobs(t);
      const printed = await detail(t, groupId, first);
      expect(printed.data.tickets.every((x: { status: number }) => x.status === 1)).toBe(true);
      const image = await call(t, 'GET', `/api${printed.data.tickets[0].imagePath}`, undefined, {
        token: first.token,
      });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toContain('image/svg+xml');
      const stranger = await buyer(t, 0);
      const refusedImage = await call(
        t,
        'GET',
        `/api${printed.data.tickets[0].imagePath}`,
        undefined,
        {
          token: stranger.token,
        },
      );
      expect(refusedImage.json().code).toBe(Code.INVALID_REQUEST);
      // A stranger sees the group but not the ticket images.
      expect((await detail(t, groupId)).data.tickets[0].imagePath).toBeNull();
    }, 180_000); // 100 customers signed up then buying at once: ~50 s on PGlite under CI load

    it('deadline: a group at 95% at its cut-off refunds every member to the đồng, with a notification', async () => {
      const leader = await buyer(t, 100_000);
      // 2 lines = 20,000đ over 20 shares of 1,000đ.
      const { groupId } = await openGroup(t, {
        leader,
        totalShares: 20,
        leaderShares: 10,
        numberInfos: megaLines(2),
      });
      const members: Customer[] = [];
      for (let i = 0; i < 9; i++) members.push(await buyer(t, 3_333));
      for (const who of members) {
        expect((await buyShares(t, who, groupId, 1)).json()).toMatchObject({ code: 0 });
      }
      expect((await detail(t, groupId)).data).toMatchObject({ soldShares: 19, percent: 95 });
      expect((await balances(t, leader)).balance).toBe(90_000);

      // Nothing happens before the deadline.
      expect((await call(t, 'POST', '/api/dev/group/run')).json().data.refunded).toBe(0);
      t.clock.advance(31 * 60 * 1000);
      const late = await buyShares(t, await buyer(t, 10_000), groupId, 1);
      expect(late.json()).toMatchObject({
        code: Code.INVALID_REQUEST,
        message: GROUP_MESSAGES.deadlinePassed,
      });
      const run = await runJobs(t);
      expect(run.groupsRefunded).toBeGreaterThanOrEqual(1);
      expect((await detail(t, groupId)).data).toMatchObject({ status: 'refunded' });
      expect((await balances(t, leader)).balance).toBe(100_000);
      for (const who of members) expect((await balances(t, who)).balance).toBe(3_333);
      expect(await countWhere(t, 'orders', `request_id = 'group-${groupId}'`)).toBe(0);
      for (const who of [leader, ...members]) {
        expect(
          await countWhere(t, 'notifications', `account_id = ${who.id} and kind = 'refunded'`),
        ).toBe(1);
      }
      // A second run refunds nothing twice.
      expect((await call(t, 'POST', '/api/dev/group/run')).json().data.refunded).toBe(0);
      expect((await balances(t, leader)).balance).toBe(100_000);
    });

    it('prize: 1,000,003đ over 7 members with 3/2/1/1/1/1/1 shares is split exactly, in the settlement transaction', async () => {
      const leader = await buyer(t, 100_000);
      const others: Customer[] = [];
      for (let i = 0; i < 6; i++) others.push(await buyer(t, 100_000));
      const numbers = ['07', '14', '21', '28', '35', '42'];
      const { groupId, drawCode } = await openGroup(t, {
        leader,
        totalShares: 10,
        leaderShares: 3,
        numberInfos: [{ numbers }],
      });
      expect((await buyShares(t, others[0] as Customer, groupId, 2)).json().code).toBe(0);
      for (const who of others.slice(1)) {
        expect((await buyShares(t, who, groupId, 1)).json().code).toBe(0);
      }
      expect((await detail(t, groupId)).data.status).toBe('ordered');
      await runJobs(t);
      // The draw's jackpot is 1,000,003đ and the group's line is its only winner.
      await t.db.orm.insert(jackpotPools).values({
        product: 'mega645',
        drawCode,
        jackpot: 1_000_003,
        jackpot2: null,
        won: false,
        won2: false,
        createdAt: t.clock.now(),
      });
      await createResult(t, 'mega645', drawCode, [7, 14, 21, 28, 35, 42]);
      const before = await Promise.all([leader, ...others].map((who) => balances(t, who)));
      await runJobs(t);
      const after = await Promise.all([leader, ...others].map((who) => balances(t, who)));
      const parts = after.map((b, i) => b.prizeBalance - (before[i]?.prizeBalance ?? 0));
      expect(parts).toEqual([300_001, 200_001, 100_001, 100_000, 100_000, 100_000, 100_000]);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(1_000_003);
      const settled = await detail(t, groupId, leader);
      expect(settled.data).toMatchObject({
        status: 'settled',
        groupStatusWin: 1,
        prizeGross: 1_000_003,
        mine: { shares: 3, prizeGross: 300_001, prizeTax: 0, prizeNet: 300_001 },
      });
      expect(settled.data.tickets[0]).toMatchObject({
        prizeGross: 1_000_003,
        prizeTax: 0,
        prizeNet: 1_000_003,
      });
      // Listed among the big winners.
      const top = (await call(t, 'GET', `${GROUP}/get_list_group_big_win`)).json();
      expect(top.data.items.map((g: { groupId: number }) => g.groupId)).toContain(groupId);
      // Each member was told their own part, once (the leader too, not as the order's buyer).
      for (const who of [leader, others[0]]) {
        expect(
          await countWhere(
            t,
            'notifications',
            `account_id = ${who?.id} and kind in ('won', 'settled')`,
          ),
        ).toBe(1);
      }
    });

    it('a group whose ticket won nothing: each member is told so, once', async () => {
      const leader = await buyer(t, 100_000);
      const member = await buyer(t, 100_000);
      const { groupId, drawCode } = await openGroup(t, {
        leader,
        totalShares: 2,
        leaderShares: 1,
        numberInfos: [{ numbers: ['01', '02', '03', '04', '05', '06'] }],
      });
      expect((await buyShares(t, member, groupId, 1)).json().data.group.status).toBe('ordered');
      await runJobs(t);
      await createResult(t, 'mega645', drawCode, [11, 12, 13, 14, 15, 16]);
      await runJobs(t);
      const name = (await detail(t, groupId, leader)).data.name;
      for (const who of [leader, member]) {
        const notes = (
          await call(t, 'GET', '/api/core/webview/notifications/list', undefined, {
            token: who.token,
          })
        ).json().data.items;
        expect(
          notes.filter((n: { kind: string }) => n.kind === 'settled' || n.kind === 'won'),
        ).toEqual([
          expect.objectContaining({
            kind: 'settled',
            title: 'Vé nhóm mua chung không trúng thưởng',
            body: `Vé Mega 6/45 kỳ #${drawCode} của ${name} không trúng thưởng. Chúc bạn may mắn lần sau.`,
          }),
        ]);
      }
    });

    it('a group ticket the agent could not print by the cut-off goes back to the members by shares, exact to the đồng', async () => {
      const leader = await buyer(t, 100_000);
      const a = await buyer(t, 100_000);
      const b = await buyer(t, 100_000);
      // Two tickets, 60,000đ and 10,000đ, over 7 shares of 10,000đ held 3/2/2.
      const { groupId } = await openGroup(t, {
        leader,
        totalShares: 7,
        leaderShares: 3,
        numberInfos: megaLines(7),
      });
      expect((await buyShares(t, a, groupId, 2)).json().code).toBe(0);
      expect((await buyShares(t, b, groupId, 2)).json().data.group.status).toBe('ordered');
      // The cut-off passes before the agent printed them.
      t.clock.advance(61 * 60 * 1000);
      expect(
        await refundUnprinted({ config: t.config, db: t.db, clock: t.clock, families: t.families }),
      ).toBe(2);
      // 60,000 → 25,714 / 17,143 / 17,143 and 10,000 → 4,286 / 2,857 / 2,857.
      expect((await balances(t, leader)).balance).toBe(100_000);
      expect((await balances(t, a)).balance).toBe(100_000);
      expect((await balances(t, b)).balance).toBe(100_000);
      expect((await detail(t, groupId)).data.status).toBe('refunded');
      expect(
        await countWhere(t, 'notifications', `account_id = ${a.id} and kind = 'refunded'`),
      ).toBe(2);
    });

    it('leave: before full the hold comes back; after full it is refused in Vietnamese and nothing moves', async () => {
      const leader = await buyer(t, 100_000);
      const a = await buyer(t, 50_000);
      const b = await buyer(t, 50_000);
      const { groupId } = await openGroup(t, {
        leader,
        totalShares: 4,
        leaderShares: 2,
        numberInfos: megaLines(2),
      });
      expect((await buyShares(t, a, groupId, 1)).json().data.balance).toBe(45_000);
      const left = (await leave(t, a, groupId)).json();
      expect(left).toMatchObject({ code: 0, data: { balance: 50_000, group: { soldShares: 2 } } });
      expect(left.data.group.mine).toMatchObject({ state: 'refunded' });
      // Leaving twice: not a member any more.
      expect((await leave(t, a, groupId)).json()).toMatchObject({
        code: Code.INVALID_REQUEST,
        message: GROUP_MESSAGES.notMember,
      });
      expect((await buyShares(t, a, groupId, 1)).json().code).toBe(0);
      expect((await buyShares(t, b, groupId, 1)).json().data.group.status).toBe('ordered');
      const refused = (await leave(t, b, groupId)).json();
      expect(refused).toMatchObject({
        code: Code.INVALID_REQUEST,
        message: GROUP_MESSAGES.leaveAfterFull,
      });
      expect((await balances(t, b)).balance).toBe(45_000);
      expect((await detail(t, groupId, b)).data.mine).toMatchObject({ state: 'paid', shares: 1 });
    });

    it('the leader leaving before full cancels the group and returns every hold', async () => {
      const leader = await buyer(t, 100_000);
      const a = await buyer(t, 50_000);
      const { groupId } = await openGroup(t, {
        leader,
        totalShares: 10,
        leaderShares: 2,
        numberInfos: megaLines(1),
      });
      expect((await buyShares(t, a, groupId, 3)).json().code).toBe(0);
      expect((await leave(t, leader, groupId)).json()).toMatchObject({
        code: 0,
        data: { balance: 100_000, group: { status: 'cancelled' } },
      });
      expect((await balances(t, a)).balance).toBe(50_000);
      expect((await buyShares(t, a, groupId, 1)).json()).toMatchObject({
        code: Code.INVALID_REQUEST,
        message: GROUP_MESSAGES.notOpen,
      });
    });

    it('bad input: the spec code and a Vietnamese message, and nothing changes', async () => {
      const leader = await buyer(t, 100_000);
      const poor = await buyer(t, 500);
      const period = await createPeriod(t, 'mega645');
      const reserve = (body: Record<string, unknown>) =>
        call(
          t,
          'POST',
          `${GROUP}/order/reserve`,
          {
            requestId: requestId(),
            kind: 'cung-chon-so',
            product: 'mega645',
            drawCode: period.drawCode,
            totalShares: 10,
            ...body,
          },
          { token: leader.token },
        );
      const groupsBefore = await countWhere(t, 'group_play_groups');
      expect((await reserve({ totalShares: 1 })).json()).toMatchObject({
        code: Code.INVALID_REQUEST,
        message: GROUP_MESSAGES.totalShares(2, 200),
      });
      expect(
        (
          await reserve({
            kind: 've-le-tc',
            numberInfos: [{ numbers: ['1', '2', '3', '4', '5', '6', '7'], form: 'bao' }],
          })
        ).json(),
      ).toMatchObject({ code: Code.INVALID_REQUEST, message: GROUP_MESSAGES.singleOnly });
      expect((await reserve({ drawCode: 'NOPE' })).json()).toMatchObject({
        code: Code.INVALID_REQUEST,
        message: GROUP_MESSAGES.drawUnknown,
      });
      expect((await reserve({ product: 'lotto535' })).json().code).toBe(Code.INVALID_REQUEST);
      expect(await countWhere(t, 'group_play_groups')).toBe(groupsBefore);

      // 1 line = 10,000đ does not split into 3 shares.
      const draft = (await reserve({ totalShares: 3, numberInfos: megaLines(1) })).json();
      // The draft answers its tickets' price; no share price while it does not divide.
      expect(draft).toMatchObject({
        code: 0,
        data: { status: 'draft', totalAmount: 10_000, sharePrice: 0 },
      });
      const draftId = draft.data.groupId as number;
      expect((await buyShares(t, leader, draftId, 1)).json()).toMatchObject({
        code: Code.INVALID_REQUEST,
        message: GROUP_MESSAGES.notDivisible(10_000, 3),
      });
      // Nobody else sees a draft.
      expect((await detail(t, draftId)).code).toBe(Code.INVALID_REQUEST);

      const { groupId } = await openGroup(t, {
        leader,
        totalShares: 10,
        leaderShares: 1,
        numberInfos: megaLines(1),
      });
      const snapshot = async () => [
        (await detail(t, groupId)).data.soldShares,
        (await balances(t, poor)).balance,
        await countWhere(t, 'group_play_members', `group_id = ${groupId}`),
      ];
      const before = await snapshot();
      expect((await buyShares(t, poor, groupId, 0)).json()).toMatchObject({
        code: Code.INVALID_REQUEST,
        message: GROUP_MESSAGES.sharesPositive,
      });
      expect((await buyShares(t, poor, groupId, 6)).json()).toMatchObject({
        code: Code.INVALID_REQUEST,
        message: GROUP_MESSAGES.memberMax(5),
      });
      expect((await buyShares(t, poor, groupId, 10)).json()).toEqual({
        code: Code.GROUP_SHARE_INSUFFICIENT,
        message: GROUP_MESSAGES.sharesLeft(9),
      });
      expect((await buyShares(t, poor, groupId, 1)).json()).toMatchObject({
        code: Code.INVALID_REQUEST,
        message: GROUP_MESSAGES.insufficient,
      });
      expect((await buyShares(t, poor, 999_999_999, 1)).json()).toMatchObject({
        code: Code.INVALID_REQUEST,
        message: GROUP_MESSAGES.notFound,
      });
      expect((await leave(t, poor, groupId)).json()).toMatchObject({
        code: Code.INVALID_REQUEST,
        message: GROUP_MESSAGES.notMember,
      });
      const unsigned = await call(t, 'POST', `${GROUP}/confirm_order`, {
        requestId: requestId(),
        groupId,
        shares: 1,
      });
      expect(unsigned.json().code).toBe(Code.LOGIN_EXPIRED);
      expect(await snapshot()).toEqual(before);
    });

    it('a Power bao group: ticket type 23, bao number sets only, 7 lines over 7 shares', async () => {
      const leader = await buyer(t, 100_000);
      const period = await createPeriod(t, 'power655');
      const reserve = (numberInfos: unknown[]) =>
        call(
          t,
          'POST',
          `${GROUP}/order/reserve`,
          {
            requestId: requestId(),
            kind: 'mua-chung-ve-bao',
            product: 'power655',
            drawCode: period.drawCode,
            totalShares: 7,
            numberInfos,
          },
          { token: leader.token },
        );
      expect((await reserve(megaLines(1))).json()).toMatchObject({
        code: Code.INVALID_REQUEST,
        message: GROUP_MESSAGES.baoOnly,
      });
      const bao = (
        await reserve([{ numbers: ['03', '09', '17', '22', '31', '40', '51'], form: 'bao' }])
      ).json();
      expect(bao).toMatchObject({
        code: 0,
        data: { ticketType: 23, feeCategory: 10, buyType: 3, totalAmount: 70_000 },
      });
      expect(bao.data.items[0]).toMatchObject({ lines: 7, price: 70_000 });
      const published = (await buyShares(t, leader, bao.data.groupId, 3)).json();
      expect(published).toMatchObject({
        code: 0,
        data: { balance: 70_000, group: { status: 'open', sharePrice: 10_000, percent: 42 } },
      });
    });

    it('a draft answers its tickets’ price and share price, before and after a ticket is added', async () => {
      const leader = await buyer(t, 100_000);
      const period = await createPeriod(t, 'mega645');
      const reserved = await reserveAs(t, leader, {
        kind: 'cung-chon-so',
        product: 'mega645',
        drawCode: period.drawCode,
        totalShares: 4,
        numberInfos: megaLines(1),
      });
      expect(reserved).toMatchObject({
        code: 0,
        data: { status: 'draft', totalAmount: 10_000, sharePrice: 2_500 },
      });
      const groupId = reserved.data.groupId as number;
      const added = await call(
        t,
        'POST',
        `${GROUP}/add_ticket`,
        { requestId: requestId(), groupId, numberInfos: megaLines(2, 10) },
        { token: leader.token },
      );
      expect(added.json()).toMatchObject({
        code: 0,
        data: { status: 'draft', totalAmount: 30_000, sharePrice: 7_500 },
      });
      expect((await detail(t, groupId, leader)).data).toMatchObject({
        totalAmount: 30_000,
        sharePrice: 7_500,
      });
      // The price the draft showed is the price the leader pays for their shares.
      const published = (await buyShares(t, leader, groupId, 2)).json();
      expect(published).toMatchObject({
        code: 0,
        data: {
          balance: 85_000,
          group: {
            status: 'open',
            totalAmount: 30_000,
            sharePrice: 7_500,
            mine: { amount: 15_000 },
          },
        },
      });
    });

    it('a Keno group: the next Keno draw whose deadline is ahead, Keno hours and flag, filled and ordered once', async () => {
      const leader = await buyer(t, 100_000);
      const a = await buyer(t, 100_000);
      const b = await buyer(t, 100_000);
      const now = t.clock.now();
      await ensurePeriods(t.db.orm, now);
      const reserveKeno = () =>
        reserveAs(t, leader, {
          kind: 'cung-chon-so',
          product: 'keno',
          totalShares: 4,
          numberInfos: [{ numbers: ['07', '19', '33'] }],
        });
      const groupsBefore = await countWhere(t, 'group_play_groups');

      // The 'group Keno' flag off: no new Keno group, and the config offers none.
      await call(t, 'POST', '/api/dev/group/flag', { enabled: true, keno: false });
      expect(await reserveKeno()).toMatchObject({
        code: Code.INVALID_REQUEST,
        message: GROUP_MESSAGES.kenoDisabled,
      });
      const off = (await call(t, 'GET', `${GROUP}/group_config_percent_available`)).json();
      expect(off.data.products.map((p: { product: string }) => p.product)).toEqual([
        'mega645',
        'power655',
      ]);
      await call(t, 'POST', '/api/dev/group/flag', { enabled: true, keno: true });

      // Outside Keno's sales hours (22:30 in Vietnam): the spec's code 104.
      t.clock.set(new Date('2026-03-04T15:30:00.000Z'));
      try {
        expect(await reserveKeno()).toEqual({
          code: Code.KENO_CLOSED,
          message: messageForCode(Code.KENO_CLOSED),
        });
      } finally {
        t.clock.set(now);
      }
      expect(await countWhere(t, 'group_play_groups')).toBe(groupsBefore);

      const reserved = await reserveKeno();
      // The first Keno draw whose sales cut-off minus the group margin is still ahead.
      const next = (await openPeriods(t.db.orm, 'keno', now)).find(
        (p) => p.salesCloseAt.getTime() - 30 * 60_000 > now.getTime(),
      );
      expect(next).toBeDefined();
      expect(reserved, JSON.stringify(reserved)).toMatchObject({
        code: 0,
        data: {
          status: 'draft',
          product: 'keno',
          ticketType: 6,
          feeCategory: 8,
          drawCode: next?.drawCode,
          deadline: new Date((next?.salesCloseAt.getTime() ?? 0) - 30 * 60_000).toISOString(),
          totalAmount: 10_000,
          sharePrice: 2_500,
        },
      });
      const groupId = reserved.data.groupId as number;
      expect((await buyShares(t, leader, groupId, 2)).json()).toMatchObject({
        code: 0,
        data: { group: { status: 'open' } },
      });
      const [one, two] = await Promise.all([
        buyShares(t, a, groupId, 1),
        buyShares(t, b, groupId, 1),
      ]);
      expect([one.json().code, two.json().code]).toEqual([0, 0]);
      const full = (await detail(t, groupId, a)).data;
      expect(full).toMatchObject({ status: 'ordered', soldShares: 4, mine: { state: 'paid' } });
      expect(
        await countWhere(t, 'orders', `request_id = 'group-${groupId}' AND buy_type = 3`),
      ).toBe(1);
      expect(await countWhere(t, 'orders', `id = ${Number(full.orderId)}`)).toBe(1);
      expect((await balances(t, leader)).balance).toBe(95_000);
      expect((await balances(t, a)).balance).toBe(97_500);
      expect((await balances(t, b)).balance).toBe(97_500);
    });

    it('a retried purchase (same requestId) takes the money once', async () => {
      const leader = await buyer(t, 100_000);
      const a = await buyer(t, 20_000);
      const { groupId } = await openGroup(t, {
        leader,
        totalShares: 10,
        leaderShares: 1,
        numberInfos: megaLines(1),
      });
      const id = requestId();
      const body = { requestId: id, groupId, shares: 2 };
      const [one, two] = await Promise.all([
        call(t, 'POST', `${GROUP}/confirm_order`, body, { token: a.token }),
        call(t, 'POST', `${GROUP}/confirm_order`, body, { token: a.token }),
      ]);
      expect([one.json().code, two.json().code]).toEqual([0, 0]);
      expect((await balances(t, a)).balance).toBe(18_000);
      expect((await detail(t, groupId, a)).data).toMatchObject({
        soldShares: 3,
        mine: { shares: 2 },
      });
    });

    it('lists new, almost complete, completed groups and the caller’s own', async () => {
      const leader = await buyer(t, 100_000);
      const a = await buyer(t, 100_000);
      const fresh = await openGroup(t, {
        leader,
        totalShares: 10,
        leaderShares: 1,
        numberInfos: megaLines(1),
      });
      const almost = await openGroup(t, {
        leader,
        totalShares: 10,
        leaderShares: 5,
        numberInfos: megaLines(1),
      });
      expect((await buyShares(t, a, almost.groupId, 3)).json().code).toBe(0);
      const list = async (query: string, token?: string) =>
        (await call(t, 'GET', `${GROUP}/${query}`, undefined, token ? { token } : {}))
          .json()
          .data.items.map((g: { groupId: number }) => g.groupId);
      expect(await list('get_new_list?page_size=50')).toEqual(
        expect.arrayContaining([fresh.groupId, almost.groupId]),
      );
      const almostIds = await list('get_new_list?type=almostComplete&page_size=50');
      expect(almostIds).toContain(almost.groupId);
      expect(almostIds).not.toContain(fresh.groupId);
      const done = (
        await call(t, 'POST', '/api/dev/group/fill', { groupId: fresh.groupId })
      ).json();
      expect(done).toMatchObject({
        code: 0,
        data: { group: { status: 'ordered', soldShares: 10 } },
      });
      expect(await list('get_new_list?type=completed&page_size=50')).toContain(fresh.groupId);
      expect(await list('get_new_list?page_size=50')).not.toContain(fresh.groupId);
      const mine = await list('get_list_history_group?page_size=50', a.token);
      expect(mine).toContain(almost.groupId);
      expect(mine).not.toContain(fresh.groupId);
      const history = (
        await call(t, 'GET', `${GROUP}/get_list_history_group`, undefined, { token: a.token })
      ).json();
      expect(history.data.items[0]).toMatchObject({ mine: { shares: 3, state: 'held' } });
      expect((await call(t, 'GET', `${GROUP}/get_list_history_group`)).json().code).toBe(
        Code.LOGIN_EXPIRED,
      );
    });

    it('documents every group-play endpoint in the OpenAPI document', async () => {
      const doc = (await call(t, 'GET', '/api/docs/json')).json() as {
        paths: Record<string, Record<string, unknown>>;
      };
      const expected: [string, string][] = [
        ['/api/group/get_new_list', 'get'],
        ['/api/group/get_list_group_big_win', 'get'],
        ['/api/group/group_config_percent_available', 'get'],
        ['/api/group/get_list_history_group', 'get'],
        ['/api/group/get_detail_history_group', 'get'],
        ['/api/group/leave_group', 'post'],
        ['/api/group/order/reserve', 'post'],
        ['/api/group/add_ticket', 'post'],
        ['/api/group/confirm_order', 'post'],
        ['/api/group/share_pay', 'post'],
        ['/api/group/share_pay_status', 'get'],
      ];
      for (const [path, method] of expected) {
        expect(doc.paths[path]?.[method], path).toBeDefined();
      }
    });
  });
});

describe('group play in the sandbox, as the browser e2e drives it', () => {
  const t = useSandboxApp();

  it('creates a Mega group on the next draw, fills it, prints it, draws its numbers and holds the jackpot for an in-person claim, each member told their part', async () => {
    await setGroupFlag(t, true);
    // What the sandbox's draws job does every few seconds: the coming periods exist.
    await ensurePeriods(t.db.orm, t.clock.now());
    const leader = await buyer(t, 1_000_000);
    const numbers = ['07', '14', '21', '28', '35', '42'];
    const reserved = (
      await call(
        t,
        'POST',
        `${GROUP}/order/reserve`,
        {
          requestId: requestId(),
          kind: 'cung-chon-so',
          product: 'mega645',
          totalShares: 10,
          numberInfos: [{ numbers }],
        },
        { token: leader.token },
      )
    ).json();
    expect(reserved, JSON.stringify(reserved)).toMatchObject({
      code: 0,
      data: { status: 'draft', ticketType: 21 },
    });
    const { groupId, drawCode } = reserved.data as { groupId: number; drawCode: string };
    expect((await buyShares(t, leader, groupId, 3)).json().code).toBe(0);
    const filled = (await call(t, 'POST', '/api/dev/group/fill', { groupId })).json();
    expect(filled).toMatchObject({ code: 0, data: { buyers: 2, group: { status: 'ordered' } } });
    // Print first (a ticket not printed by its cut-off is refunded), then draw.
    expect((await runJobs(t)).printed).toBeGreaterThanOrEqual(1);
    let drawn = '';
    for (let i = 0; i < 5 && drawn !== drawCode; i++) {
      const run = (
        await call(t, 'POST', '/api/dev/draws/run', {
          product: 'mega645',
          numbers: numbers.map(Number),
        })
      ).json();
      expect(run.code, JSON.stringify(run)).toBe(0);
      drawn = run.data.result.drawCode;
    }
    expect(drawn).toBe(drawCode);
    await runJobs(t);
    const settled = (await detail(t, groupId, leader)).data;
    expect(settled).toMatchObject({ status: 'settled', groupStatusWin: 1 });
    const [ticket] = settled.tickets;
    const gross = ticket.prizeGross as number;
    expect(gross).toBeGreaterThan(12_000_000_000 - 1);
    expect(settled.prizeGross).toBe(gross);
    const shares = settled.members.map((m: { shares: number }) => m.shares);
    expect(shares).toEqual([3, 5, 2]);
    const parts = settled.members.map((m: { prizeGross: number }) => m.prizeGross);
    expect(parts.reduce((a: number, b: number) => a + b, 0)).toBe(gross);
    // The leader's part, taxed as their own prize: 10% of what is above 10,000,000đ.
    const mine = settled.mine;
    expect(mine.prizeTax).toBe(Math.floor((mine.prizeGross - 10_000_000) / 10));
    expect(ticket.prizeTax + ticket.prizeNet).toBe(gross);
    // Judged on the ticket's whole prize: paid in person by Vietlott, nothing credited.
    expect(ticket).toMatchObject({ claimInPerson: true, claimedAt: null });
    expect((await balances(t, leader)).prizeBalance).toBe(0);
    const notes = (
      await call(t, 'GET', '/api/core/webview/notifications/list', undefined, {
        token: leader.token,
      })
    ).json().data;
    expect(notes.items[0].body).toContain(
      `Phần của quý khách theo 3/10 cổ phần là ${formatMoney(mine.prizeGross)}. Giải thưởng trên 10.000.000đ phải được lĩnh trực tiếp tại văn phòng hoặc chi nhánh của Vietlott`,
    );
  });
});
