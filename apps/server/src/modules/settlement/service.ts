import {
  GAME_RULES,
  claimsInPerson,
  gameRulesOf,
  getProduct,
  resolveCappedPrize,
  storedResultProblem,
  taxTicket,
  unitPriceFor,
  type GameRules,
  type PooledWin,
  type Pots,
  type PrizeWin,
  type ProductId,
} from '@veso/domain';
import type { Orm } from '../../db/database';
import type { AppDeps } from '../../deps';
import {
  PermanentFailure,
  type JobQueue,
  type JobRunner,
  type JobRunnerOptions,
} from '../../jobs/runner';
import { workQueue, workRunner } from '../../jobs/work';
import { creditGroupPrize, groupsOfOrders, holdGroupPrize, markGroupsSettled } from '../group-play';
import { notifyAll } from '../notifications';
import { linesOf, prizeClaimNote, type PricedNumberInfo } from '../orders';
import { stopSubscriptionsOnWin } from '../subscriptions';
import { SystemAccount, postCredits, prizeAccountOf, type BatchPosting } from '../wallet';
import { orderNotices, type TicketPayout } from './notices';
import {
  pendingSettlements,
  insertPendingSettlements,
  lockSettlement,
  markDrawSettled,
  recordTicketWins,
  type TicketSettlement,
  resultNumbers,
  settlePrintedTickets,
  storedPots,
  unsettledDrawsOf,
  type SettlementRow,
} from './repo';

/** Where the tax withheld on prizes goes (paid to the tax office by the operator). */
export const PRIZE_TAX_ACCOUNT = 'system:prize_tax';

export type SettlementRun = { draws: number; tickets: number };

/** The draw calendar whose results settle a product (Max 3D and Max 3D+ share `max3d`). */
function calendarOf(product: string): string {
  return getProduct(product as ProductId)?.calendar ?? product;
}

/**
 * The draws to settle: those with a result (`draw_results` of the product's calendar,
 * whoever wrote it: results are written once the draw took place), printed tickets and no
 * settlement row yet.
 */
async function drawsToSettle(orm: Orm): Promise<{ product: string; drawCode: string }[]> {
  const found: { product: string; drawCode: string }[] = [];
  for (const product of Object.keys(GAME_RULES)) {
    found.push(...(await unsettledDrawsOf(orm, product, calendarOf(product))));
  }
  return found;
}

/**
 * Writes a pending settlement row for each draw found due ({@link drawsToSettle}); a row
 * another process wrote first is kept (the unique index), so each draw has one.
 */
async function recordDueDraws(orm: Orm): Promise<void> {
  await insertPendingSettlements(orm, await drawsToSettle(orm));
}

/**
 * The final amount of every capped win (Keno 8/8, 9/9, 10/10): each tier's winners of the
 * draw keep the fixed prize within the cap, and share the cap's pool above it.
 */
function resolveCaps(rules: GameRules, perTicket: readonly PrizeWin[][]): Map<PrizeWin, number> {
  const byTier = new Map<string, PrizeWin[]>();
  for (const wins of perTicket) {
    for (const w of wins) {
      if (w.pool !== 'capped' || w.amount === null || !rules.capOf?.(w.tier)) continue;
      const list = byTier.get(w.tier) ?? [];
      list.push(w);
      byTier.set(w.tier, list);
    }
  }
  const amounts = new Map<PrizeWin, number>();
  for (const [tier, wins] of byTier) {
    const cap = rules.capOf?.(tier);
    if (!cap) continue;
    const shares = resolveCappedPrize(
      wins.map((w) => ({ amount: w.amount ?? 0, stake: w.stake })),
      cap,
    );
    wins.forEach((w, i) => amounts.set(w, shares[i] ?? 0));
  }
  return amounts;
}

/**
 * The pots of a draw: the draws module's `jackpot_pools` row when there is one (read by
 * SQL, so settlement works whoever keeps the pools), else the rule minimums.
 */
async function drawPots(
  tx: Orm,
  rules: GameRules,
  product: string,
  drawCode: string,
): Promise<Pots> {
  const row = await storedPots(tx, product, drawCode);
  if (!row) return { ...rules.minimumPots };
  if ('jackpot1' in rules.minimumPots) {
    return {
      jackpot1: Number(row.jackpot),
      jackpot2: row.jackpot2 === null ? (rules.minimumPots.jackpot2 ?? 0) : Number(row.jackpot2),
    };
  }
  return { jackpot: Number(row.jackpot) };
}

type StoredWin = { tier: string; name: string; amount: number };

/** Sums a ticket's final wins per tier, highest first as the lines came. */
function summarise(wins: readonly { tier: string; name: string; amount: number }[]): StoredWin[] {
  const byTier = new Map<string, StoredWin>();
  for (const w of wins) {
    const seen = byTier.get(w.tier);
    if (seen) seen.amount += w.amount;
    else byTier.set(w.tier, { ...w });
  }
  return [...byTier.values()];
}

/**
 * Settles one draw once, in one transaction: its settlement row is written (pending) if
 * missing and locked `FOR UPDATE` (a second process waits, then finds it settled and does
 * nothing); every printed ticket of the draw is settled as {@link settleLocked} says.
 * @returns how many tickets were settled (0 when another run did it)
 */
export async function settleDraw(
  deps: AppDeps,
  product: string,
  drawCode: string,
): Promise<number> {
  if (!gameRulesOf(product) || !getProduct(product as ProductId)) return 0;
  const now = deps.clock.now();
  return deps.db.orm.transaction(async (tx) => {
    await insertPendingSettlements(tx, [{ product, drawCode }]);
    const row = await lockSettlement(tx, product, drawCode);
    if (!row || row.settledAt) return 0;
    return settleLocked(tx, row, now);
  });
}

/**
 * The settlement of a pending draw whose row the caller's transaction holds `FOR UPDATE`:
 * every printed ticket of the draw is settled with the domain rules, jackpots shared among
 * all the draw's winning lines, tax withheld per ticket, the net prize credited to the prize
 * balance (a prize above the in-person threshold is only recorded: the lottery company pays
 * it), status 2 and winStatus set, and each order's buyer notified once; the row is marked settled (and
 * its lease freed). Resolves with how many tickets were settled.
 */
async function settleLocked(tx: Orm, row: SettlementRow, now: Date): Promise<number> {
  const { product, drawCode } = row;
  const rules = gameRulesOf(product);
  const info = getProduct(product as ProductId);
  if (!rules || !info) throw new Error(`No settlement rules for ${product}`);
  // The product's unit; a number set bought at another (the embed's 1,000đ) carries it.
  const unitPrice = unitPriceFor(info.id, false);
  const result = await resultNumbers(tx, calendarOf(product), drawCode);
  if (!result) throw new Error(`No result for ${product} ${drawCode}`);
  // A stored result the game cannot have drawn settles nothing, however often it is tried.
  const problem = storedResultProblem(calendarOf(product), result.numbers);
  if (problem !== null) throw new PermanentFailure(`${product} #${drawCode}: ${problem}`);
  // Every printed ticket settled as won nothing (the winners' prizes recorded below); in id
  // order: shares and caps are given out in it.
  const rows = (await settlePrintedTickets(tx, { product, drawCode }, now)).sort(
    (a, b) => a.ticket.id - b.ticket.id,
  );

  // Every line's wins; pooled ones wait for the draw-wide shares.
  const perTicket: PrizeWin[][] = rows.map(({ numberInfos }) =>
    (numberInfos as PricedNumberInfo[]).flatMap((set) =>
      rules.settleSet
        ? rules.settleSet(result.numbers, set)
        : linesOf(info.id, set).flatMap((line) =>
            rules.settleLine(result.numbers, line, set.stake * (set.unitPrice ?? unitPrice)),
          ),
    ),
  );
  const pooled: PooledWin[] = [];
  for (const wins of perTicket) {
    for (const w of wins)
      if (w.amount === null && w.pool) pooled.push({ pool: w.pool, stake: w.stake });
  }
  const pots = await drawPots(tx, rules, product, drawCode);
  const shares = rules.sharePots(pots, pooled);
  const capped = resolveCaps(rules, perTicket);

  // Group play: a group's tickets pay their prizes to its members.
  const groups = await groupsOfOrders(
    tx,
    rows.map((r) => r.ticket.orderId),
  );
  let next = 0;
  const winning: { orderId: number; drawCode: string }[] = [];
  let winners = 0;
  let paidNet = 0;
  let taxWithheld = 0;
  const settled: { ticketId: number; settlement: TicketSettlement }[] = [];
  // The draw's prize postings, written set-based after the loop; how each winner was paid,
  // told one notice per order.
  const postings: BatchPosting[] = [];
  const payouts = new Map<number, TicketPayout>();
  for (const [i, { ticket }] of rows.entries()) {
    const finalWins = (perTicket[i] ?? []).map((w) => ({
      tier: w.tier,
      name: w.name,
      amount: capped.get(w) ?? w.amount ?? shares[next++] ?? 0,
    }));
    const taxed = taxTicket(finalWins);
    const { gross } = taxed;
    let { tax, net } = taxed;
    const won = gross > 0;
    const group = groups.get(ticket.orderId);
    // A prize the lottery company pays in person (above the threshold, a group's ticket
    // judged on its whole prize): recorded and announced with how to claim it, not credited.
    const inPerson = won && claimsInPerson(gross);
    if (inPerson) {
      winners += 1;
      winning.push({ orderId: ticket.orderId, drawCode });
      const note = prizeClaimNote(product, ticket.drawAt);
      if (group) {
        ({ tax, net } = await holdGroupPrize(
          tx,
          group,
          { id: ticket.id, orderId: ticket.orderId, drawCode, productName: info.name },
          gross,
          { note, now },
        ));
        payouts.set(ticket.id, { kind: 'group', gross });
      } else {
        payouts.set(ticket.id, { kind: 'claim', gross, note });
      }
    } else if (won && group) {
      winners += 1;
      winning.push({ orderId: ticket.orderId, drawCode });
      ({ tax, net } = await creditGroupPrize(
        tx,
        group,
        { id: ticket.id, orderId: ticket.orderId, drawCode, productName: info.name },
        gross,
        { taxAccount: PRIZE_TAX_ACCOUNT, now },
      ));
      payouts.set(ticket.id, { kind: 'group', gross });
      paidNet += net;
      taxWithheld += tax;
    } else if (won) {
      winners += 1;
      winning.push({ orderId: ticket.orderId, drawCode });
      paidNet += net;
      taxWithheld += tax;
      postings.push({
        kind: 'prize.settle',
        ref: `ticket:${ticket.id}`,
        entries: [
          { account: SystemAccount.prizes, amount: -gross },
          { account: prizeAccountOf(ticket.accountId), amount: net },
          { account: PRIZE_TAX_ACCOUNT, amount: tax },
        ].filter((e) => e.amount !== 0),
      });
      payouts.set(ticket.id, { kind: 'credited', gross, tax, net });
    }
    settled.push({
      ticketId: ticket.id,
      settlement: {
        winStatus: won ? 1 : 0,
        prizeGross: gross,
        prizeTax: tax,
        prizeNet: net,
        wins: summarise(finalWins.filter((w) => w.amount > 0)),
        claimInPerson: inPerson,
      },
    });
  }
  await postCredits(tx, postings, now);
  await notifyAll(
    tx,
    orderNotices(
      { product, name: info.name, drawCode },
      rows.map((r) => r.ticket),
      payouts,
      groups,
      now,
    ),
  );
  await recordTicketWins(tx, settled);
  await stopSubscriptionsOnWin(tx, winning, now);
  await markGroupsSettled(tx, groups, now);
  await markDrawSettled(
    tx,
    row.id,
    { pots, tickets: rows.length, winners, paidNet, taxWithheld },
    now,
  );
  return rows.length;
}

/**
 * The settlement job's queue (see `src/jobs/work.ts`): each claim first writes a pending
 * settlement row for every draw found due, then claims pending rows (key
 * `settle-<product>-<draw>`); each is settled in its own transaction, only while it is
 * still pending and held by this claim ({@link settleLocked}). A settlement that throws is
 * rolled back and tried again after a back-off (`retry_at`); one whose stored result breaks
 * the game's rules is given up at once (`given_up_at`, the reason kept: `jobs dead`), as no
 * retry can mend it. The other draws go on.
 */
export function settlementQueue(deps: AppDeps): JobQueue<SettlementRow, number | undefined> {
  return workQueue<SettlementRow, number>({
    name: 'settlement',
    claim: async (limit, lease) => {
      await recordDueDraws(deps.db.orm);
      return pendingSettlements.claim(
        deps.db.orm,
        limit,
        lease,
        (row) => `settle-${row.product}-${row.drawCode}`,
      );
    },
    work: (claimed, leaseId) =>
      deps.db.orm.transaction(async (tx) => {
        const row = await pendingSettlements.lockHeld(tx, claimed.id, leaseId);
        return row ? settleLocked(tx, row, deps.clock.now()) : undefined;
      }),
    release: async (row, leaseId, retryAt, reason, now) => {
      await pendingSettlements.release(
        deps.db.orm,
        row.id,
        leaseId,
        retryAt,
        retryAt === null ? { givenUpAt: now, failureReason: reason } : {},
      );
    },
  });
}

/**
 * The settlement job's runner: a drawn draw is owed its prizes, so a failing settlement is
 * retried for ever, except one whose stored result breaks the game's rules (given up).
 */
export function settlementRunner(
  deps: AppDeps,
  options: Partial<JobRunnerOptions> = {},
): JobRunner<number | undefined> {
  return workRunner(settlementQueue(deps), deps.clock, options);
}

/**
 * One pass of the settlement job: settles every draw that has a result and unsettled
 * printed tickets (with a runner of its own unless one is given).
 */
export async function settleDrawnPeriods(
  deps: AppDeps,
  runner: JobRunner<number | undefined> = settlementRunner(deps),
): Promise<SettlementRun> {
  const run: SettlementRun = { draws: 0, tickets: 0 };
  await runner.pass(Number.POSITIVE_INFINITY, (settled) => {
    if (!settled) return;
    run.draws += 1;
    run.tickets += settled;
  });
  return run;
}
