/**
 * Every task the server runs on a timer, as data. The jobs plugin
 * (`plugin.ts`, registered once from `app.ts`) schedules exactly these, each on its own
 * timer; the CLI (`jobs list`) prints this table with each task's lag and given-up rows.
 * No route plugin starts a schedule (`registry.test.ts` fails otherwise).
 *
 * - `module`: the server module whose code does the work;
 * - `env`: the variable of the task's own period in ms (`0`: the task is not scheduled);
 * - `defaultMs`: its period when that variable is unset; absent: `VESO_PAYOUT_INTERVAL_MS`
 *   (5 s), the one period all these tasks shared before they had their own;
 * - `offInTests`: under `NODE_ENV=test` it runs only when its own period is given (tests
 *   run it by hand);
 * - `runOnReady`: it also runs as soon as the app is ready;
 * - `limit`: rows one run takes at most (the rest wait for the next run);
 * - `attempts`: tries of one row before it is given up (`Infinity`: never given up, retried
 *   with back-off for ever, at most every 5 minutes);
 * - `giveUp`: what happens to a row given up, and where it waits;
 * - `key`: the idempotency key of one row's work.
 */
export type JobSpec = {
  module: string;
  what: string;
  env: string;
  defaultMs?: number;
  offInTests?: boolean;
  runOnReady?: boolean;
  limit: number;
  attempts: number;
  giveUp: string;
  key: string;
};

const ALL = Number.POSITIVE_INFINITY;
const NEVER = Number.POSITIVE_INFINITY;

export const JOB_REGISTRY = {
  draws: {
    module: 'draws',
    what: 'creates the periods ahead, closes sales at the cut-off, draws the due periods (after the start-up catch-up)',
    env: 'VESO_DRAWS_INTERVAL_MS',
    defaultMs: 5_000,
    offInTests: true,
    runOnReady: true,
    limit: ALL,
    attempts: NEVER,
    giveUp: 'never: a failed run is logged and the next run tries again',
    key: 'period (product, draw code), inserted once; one draw per product under its advisory lock',
  },
  'xskt-delivery': {
    module: 'xskt',
    what: "the paper-ticket agent's stock of today and tomorrow (each day loaded once)",
    env: 'VESO_XSKT_DELIVERY_INTERVAL_MS',
    offInTests: true,
    runOnReady: true,
    limit: 2,
    attempts: NEVER,
    giveUp: 'never: a failed run is logged and the next run tries again',
    key: '(draw day, agent): a day the agent delivered is not asked again',
  },
  'xskt-withdrawal': {
    module: 'xskt',
    what: 'withdraws the paper tickets unsold (on sale or held) at their cut-off',
    env: 'VESO_XSKT_WITHDRAWAL_INTERVAL_MS',
    offInTests: true,
    runOnReady: true,
    limit: ALL,
    attempts: NEVER,
    giveUp: 'never: one statement per draw day, retried at the next run',
    key: 'xskt-withdraw-<draw day>',
  },
  subscriptions: {
    module: 'subscriptions',
    what: 'buys the next open draw of each active subscription (only with a printing agent)',
    env: 'VESO_SUBSCRIPTIONS_INTERVAL_MS',
    limit: 200,
    attempts: NEVER,
    giveUp: 'never: retried with back-off (retry_at)',
    key: 'subscription order requestId sub-<id>-<draw>',
  },
  'group-deadlines': {
    module: 'group-play',
    what: 'refunds the groups not full at their deadline (a draft is cancelled)',
    env: 'VESO_GROUP_DEADLINES_INTERVAL_MS',
    limit: ALL,
    attempts: NEVER,
    giveUp: 'never: the money is owed; retried with back-off (retry_at)',
    key: 'group-deadline-<group id>',
  },
  printing: {
    module: 'printing',
    what: 'asks the printing agent to print the paid tickets (only with a printing agent)',
    env: 'VESO_PRINTING_INTERVAL_MS',
    limit: 500,
    attempts: 5,
    giveUp:
      'the ticket waits for its cut-off (retry_at = sales close), where the refund job refunds it; `jobs retry printing <ticket id>` asks the agent again before it',
    key: 'ticket-<ticket id>',
  },
  refunds: {
    module: 'printing',
    what: 'cancels and refunds the paid tickets not printed by their cut-off',
    env: 'VESO_REFUNDS_INTERVAL_MS',
    limit: ALL,
    attempts: NEVER,
    giveUp: 'never: the money is owed; retried with back-off (retry_at)',
    key: 'refund-ticket-<ticket id> (ledger ref ticket:<id>)',
  },
  settlement: {
    module: 'settlement',
    what: 'settles the drawn periods: prizes of the printed tickets, jackpots, group splits',
    env: 'VESO_SETTLEMENT_INTERVAL_MS',
    limit: ALL,
    attempts: NEVER,
    giveUp:
      "a drawn draw is owed its prizes: retried with back-off (retry_at), except a draw whose stored result breaks the game's rules, given up at once (given_up_at, failure_reason); `jobs retry settlement <id>` tries it again",
    key: 'settle-<product>-<draw code> (draw_settlements unique per draw)',
  },
  payout: {
    module: 'withdraw',
    what: 'offers the held withdrawals (methods 2–5) to the payout provider (only with one)',
    env: 'VESO_PAYOUT_INTERVAL_MS',
    limit: 50,
    attempts: 5,
    giveUp:
      'the withdrawal stays held (status 0, pay_after cleared, reason kept): the provider may have paid; `jobs retry payout <withdrawal id>` offers it again',
    key: 'withdrawal-<withdrawal id>',
  },
  'payment-reconcile': {
    module: 'payments',
    what: 'asks the providers about the payments still pending 5 minutes after they were opened and settles them (paid: credited once; failed; never taken past expiry: expired), so a lost notification loses no money (only with a gateway that can be queried)',
    env: 'VESO_PAYMENT_RECONCILE_INTERVAL_MS',
    defaultMs: 60_000,
    limit: 50,
    attempts: NEVER,
    giveUp:
      'never: a payment the provider cannot be asked about is asked again after 5 minutes (checked_at)',
    key: 'payment:<payment id> (the credit under the payment row lock, as a notification)',
  },
  'payment-refunds': {
    module: 'payments',
    what: "gives a webview order's gateway capture back to its source for each ticket not printed (the provider's refund API; without one, or refused: the main balance, the customer told so)",
    env: 'VESO_PAYMENT_REFUNDS_INTERVAL_MS',
    limit: 50,
    attempts: NEVER,
    giveUp:
      'never: the money is owed; a failed or unanswered call is retried with back-off (retry_at) with the same refund id',
    key: 'refund-<refund id> (the provider request id; ledger ref refund:<refund id>)',
  },
  'gateway-emulators': {
    module: 'payments',
    what: "the sandbox's payment provider emulators send their due notifications (VNPay's IPN retries every 5 minutes)",
    env: 'VESO_GATEWAY_EMULATORS_INTERVAL_MS',
    defaultMs: 5_000,
    offInTests: true,
    limit: ALL,
    attempts: 11,
    giveUp: 'the emulated provider stops calling after its 10 retries, as VNPay does',
    key: 'one IPN per finished emulated transaction (duplicates on purpose)',
  },
} as const satisfies Record<string, JobSpec>;

export type JobName = keyof typeof JOB_REGISTRY;

/** The registry's task names, in its order. */
export const JOB_NAMES = Object.keys(JOB_REGISTRY) as JobName[];

export function isJobName(name: string): name is JobName {
  return Object.hasOwn(JOB_REGISTRY, name);
}

/** What of the configuration decides the periods (a `ServerConfig` fits). */
export type JobIntervalConfig = {
  nodeEnv: string;
  /** `VESO_PAYOUT_INTERVAL_MS`: the payout job's period and the others' default. */
  payoutIntervalMs?: number;
  /** The tasks' own periods by variable (their `env`), only those set. */
  jobIntervals?: Record<string, number>;
};

/**
 * The period of a task in ms (0: not scheduled): `override`, else its own variable, else
 * under `NODE_ENV=test` 0 for the tasks `offInTests`, else its default (or
 * `VESO_PAYOUT_INTERVAL_MS` for the tasks without one).
 */
export function jobIntervalMs(name: JobName, config: JobIntervalConfig, override?: number): number {
  const spec: JobSpec = JOB_REGISTRY[name];
  const own = override ?? config.jobIntervals?.[spec.env];
  if (own !== undefined) return own;
  if (spec.offInTests && config.nodeEnv === 'test') return 0;
  return spec.defaultMs ?? config.payoutIntervalMs ?? 0;
}

/**
 * The period variables of `config` that name no task of the registry (a misspelt one would
 * otherwise leave its task at the default): the app refuses to start with any.
 */
export function unknownJobIntervals(config: JobIntervalConfig): string[] {
  const known = new Set<string>(JOB_NAMES.map((name) => JOB_REGISTRY[name].env));
  return Object.keys(config.jobIntervals ?? {}).filter((env) => !known.has(env));
}
