import type { LedgerKind } from '@veso/contract';
import type { Orm } from '../../db/database';
import {
  entriesSum,
  insertPosting,
  insertPostings,
  ledgerTotals,
  moveBalance,
  runningBalances,
  type BalanceMove,
  type BatchPosting,
} from './repo';

export type { BatchPosting } from './repo';

/** The system ledger accounts money comes from or goes to. */
export const SystemAccount = {
  /** Prizes won (settlement credits customers' prize balances from here). */
  prizes: 'system:prizes',
  /** Withdrawal fees earned. */
  fees: 'system:fees',
  /** Prize money held while a payout (methods 2–5) is on its way. */
  withdrawHold: 'system:withdraw_hold',
  /** Money received through the payment gateway (top-ups). */
  gateway: 'system:gateway',
  /** Money received by bank transfer on the shop's account. */
  bank: 'system:bank',
  /** Money paid out to banks, e-wallets and phone credit. */
  payouts: 'system:payouts',
  /** Money owed back to a gateway payment's source while its provider is asked to refund it. */
  sourceRefunds: 'system:source_refunds',
} as const;

/** The main balance (what the customer buys with) of an account. */
export function mainAccountOf(accountId: number): string {
  return `main:${accountId}`;
}

/** The prize balance (what the customer won) of an account. */
export function prizeAccountOf(accountId: number): string {
  return `prize:${accountId}`;
}

/** One line of a posting: positive credits the ledger account, negative debits it. */
export type Entry = { account: string; amount: number };

/** Thrown when a posting would take a customer balance below zero. */
export class InsufficientFunds extends Error {
  override name = 'InsufficientFunds';
  constructor(readonly account: string) {
    super(`Insufficient funds in ${account}`);
  }
}

function describe(id: string): { ownerId: number | null; kind: string; allowNegative: boolean } {
  const [kind = '', owner = ''] = id.split(':');
  if (kind === 'system') return { ownerId: null, kind: id, allowNegative: true };
  if ((kind === 'main' || kind === 'prize') && /^\d+$/.test(owner)) {
    return { ownerId: Number(owner), kind, allowNegative: false };
  }
  throw new Error(`Unknown ledger account "${id}"`);
}

/** Whether a ledger account is a system account (no running balance, may go negative). */
export function isSystemAccount(id: string): boolean {
  return describe(id).allowNegative;
}

/**
 * Posts one balanced movement inside the caller's transaction (the one that writes the
 * business row behind it): the entries must sum to zero and be whole đồng. Each customer
 * balance moves with one guarded statement, so concurrent postings on one balance queue
 * on its row lock and the second sees the first's result: a debit is an UPDATE that only
 * matches while the balance covers it (a customer balance that would go below zero, or
 * one never credited, throws {@link InsufficientFunds} and the caller's transaction rolls
 * back); a credit is an upsert that opens the balance on first use. The transaction, its
 * entries and any system account not seen before are then written by one statement — the
 * same one that moves the balance when only one customer balance moves (a purchase, a
 * top-up, a prize), so such a posting is a single statement.
 *
 * Answers the transaction's id and the balances after it of the customer accounts it
 * moved and of those `report` names (a purchase answers the buyer's main and prize
 * balances without reading them again).
 */
export async function post(
  tx: Orm,
  movement: { kind: LedgerKind; ref: string; at: Date; entries: Entry[] },
  options: { report?: readonly string[] } = {},
): Promise<{ transactionId: number; balances: Map<string, bigint> }> {
  const { entries } = movement;
  if (entries.length < 2) throw new Error('A posting needs at least two entries');
  for (const entry of entries) {
    if (!Number.isSafeInteger(entry.amount)) throw new Error('Amounts are whole đồng');
  }
  if (entries.reduce((sum, e) => sum + e.amount, 0) !== 0) {
    throw new Error('A posting must sum to zero');
  }
  const described = new Map(entries.map((e) => [e.account, describe(e.account)]));
  // System accounts keep no running balance (their balance is the sum of their entries):
  // updating one row per system account would make every purchase, top-up and prize of
  // every customer queue on it.
  const customer = entries.filter((e) => !described.get(e.account)?.allowNegative);
  const systemIds = [...described].filter(([, a]) => a.allowNegative).map(([id]) => id);
  const balances = new Map<string, bigint>();
  let move: BalanceMove | undefined;
  const [only] = customer;
  if (customer.length === 1 && only) {
    move = {
      account: { id: only.account, ...describe(only.account) },
      delta: BigInt(only.amount),
    };
  } else {
    // Debits first in a fixed order, so two postings never wait on each other crosswise.
    const ordered = [...customer].sort(
      (a, b) => Math.sign(a.amount) - Math.sign(b.amount) || a.account.localeCompare(b.account),
    );
    for (const entry of ordered) {
      const account = { id: entry.account, ...describe(entry.account) };
      const moved = await moveBalance(tx, account, BigInt(entry.amount), movement.at);
      if (moved === undefined) throw new InsufficientFunds(entry.account);
      balances.set(entry.account, moved);
    }
  }
  const written = await insertPosting(tx, movement, systemIds, {
    move,
    report: options.report?.filter((id) => !balances.has(id)),
  });
  if (move && written.ids.length === 0) throw new InsufficientFunds(move.account.id);
  const [first] = written.ids;
  if (!first || written.ids.length !== entries.length) {
    throw new Error('Ledger transaction not written');
  }
  for (const [id, balance] of written.balances) balances.set(id, balance);
  return { transactionId: Number(first), balances };
}

/** How many postings one statement of {@link postCredits} writes. */
const POSTINGS_CHUNK = 1_000;

/**
 * Posts many balanced movements that only credit customer balances (a draw's prizes)
 * inside the caller's transaction, set-based: one statement per {@link POSTINGS_CHUNK}
 * postings writes the new system accounts, moves each credited balance once by the sum of
 * its credits (opening it on first use; balances in a fixed order, so two batches never
 * wait on each other crosswise), and writes one transaction per posting with its entries.
 * Each posting is checked as {@link post} checks one, and its `ref` must be unique in the
 * batch; a posting that debits a customer balance is refused (use {@link post}).
 */
export async function postCredits(
  tx: Orm,
  postings: readonly BatchPosting[],
  at: Date,
): Promise<void> {
  const refs = new Set<string>();
  for (const { ref, entries } of postings) {
    if (refs.has(ref)) throw new Error(`Posting ${ref} twice in one batch`);
    refs.add(ref);
    if (entries.length < 2) throw new Error('A posting needs at least two entries');
    for (const entry of entries) {
      if (!Number.isSafeInteger(entry.amount)) throw new Error('Amounts are whole đồng');
      const account = describe(entry.account);
      if (!account.allowNegative && entry.amount <= 0) {
        throw new Error(`A batch only credits customer balances (${entry.account})`);
      }
    }
    if (entries.reduce((sum, e) => sum + e.amount, 0) !== 0) {
      throw new Error('A posting must sum to zero');
    }
  }
  for (let i = 0; i < postings.length; i += POSTINGS_CHUNK) {
    const chunk = postings.slice(i, i + POSTINGS_CHUNK);
    const systemIds = new Set<string>();
    const credits = new Map<string, { id: string; ownerId: number; kind: string; delta: bigint }>();
    let lines = 0;
    for (const { entries } of chunk) {
      lines += entries.length;
      for (const { account, amount } of entries) {
        const { ownerId, kind, allowNegative } = describe(account);
        if (allowNegative || ownerId === null) {
          systemIds.add(account);
          continue;
        }
        const seen = credits.get(account);
        if (seen) seen.delta += BigInt(amount);
        else credits.set(account, { id: account, ownerId, kind, delta: BigInt(amount) });
      }
    }
    const ordered = [...credits.values()].sort((a, b) => a.id.localeCompare(b.id));
    const written = await insertPostings(tx, chunk, ordered, [...systemIds], at);
    if (written !== lines) throw new Error('Ledger transactions not written');
  }
}

/** The balance of one ledger account in đồng (0 for one never used). */
export async function balanceOf(orm: Orm, account: string): Promise<number> {
  if (describe(account).allowNegative) return entriesSum(orm, account);
  const [row] = await runningBalances(orm, [account]);
  return row ? Number(row.balance) : 0;
}

/** Main and prize balances of a customer account in đồng. */
export async function customerBalances(
  orm: Orm,
  accountId: number,
): Promise<{ balance: number; prizeBalance: number }> {
  const main = mainAccountOf(accountId);
  const prize = prizeAccountOf(accountId);
  const rows = await runningBalances(orm, [main, prize]);
  const of = (id: string) => Number(rows.find((r) => r.id === id)?.balance ?? 0n);
  return { balance: of(main), prizeBalance: of(prize) };
}

/** What `ledger check` found wrong; empty when the ledger is sound. */
export type LedgerProblem = string;

/**
 * Verifies the ledger invariants: all entries sum to zero, every transaction sums to
 * zero, every customer balance equals the sum of its entries and is not negative, and
 * system accounts keep no running balance (theirs is the sum of their entries).
 */
export async function checkLedger(orm: Orm): Promise<LedgerProblem[]> {
  const problems: LedgerProblem[] = [];
  const { total, unbalanced, sums, accounts: balances } = await ledgerTotals(orm);
  if (total !== '0') problems.push(`entries sum to ${total}, not 0`);
  for (const row of unbalanced) problems.push(`transaction ${row.id} sums to ${row.sum}`);
  const sumOf = new Map(sums.map((row) => [row.id, BigInt(row.sum)]));
  for (const account of balances) {
    const sum = sumOf.get(account.id) ?? 0n;
    if (account.allowNegative) {
      if (account.balance !== 0n) {
        problems.push(
          `system account ${account.id} holds a running balance (${account.balance}); system balances are the sum of their entries`,
        );
      }
    } else if (account.balance !== sum) {
      problems.push(`account ${account.id} holds ${account.balance} but its entries sum to ${sum}`);
    }
    if (!account.allowNegative && account.balance < 0n) {
      problems.push(`account ${account.id} is negative (${account.balance})`);
    }
    sumOf.delete(account.id);
  }
  for (const id of sumOf.keys()) problems.push(`entries name unknown account ${id}`);
  return problems;
}
