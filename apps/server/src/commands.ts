import { randomUUID } from 'node:crypto';
import { CONTENT_KEYS, SUPPORT_STATUSES, type SupportStatus } from '@veso/contract';
import { claimDeadline, formatVnIso, isDay, vnInstant } from '@veso/domain';
import { openDatabase } from './db/database';
import { migrate } from './db/migrator';
import { seed } from './seed';
import { cliConfig } from './cli-config';
import { JOBS_USAGE, runJobsCommand } from './jobs-cli';
import { ContentFileError, readContentFiles } from './modules/content/files';
import { listContent } from './modules/content/repo';
import { loadContent, replyToSupportRequest, supportRequestQueue } from './modules/content/service';
import { creditBankTransfer } from './modules/payments/bank-transfer';
import { latePayments } from './modules/payments/service';
import { importStockFile } from './modules/paper-stock/import';
import { importResultFile } from './modules/results/import';
import { markClaimed, openClaims } from './modules/settlement/repo';
import { checkLedger } from './modules/wallet/ledger';
import { givenUpPayouts, retryPayout } from './modules/withdraw/repo';
import { systemClock } from './providers/clock';

const USAGE = `Usage: node dist/cli.js <command>

Commands:
  migrate   apply pending SQL migrations
  seed      apply migrations, then write missing default data and import the result
            history of VESO_RESULTS_DIR (idempotent)
  import-results <file>
            store the draws of a result file (mega645.jsonl, power655.jsonl, lotto535.jsonl,
            max3d.jsonl, max3dpro.jsonl, xsmb.csv, xsmn.csv or xsmt.csv); real draws already
            stored are skipped; a generated (sandbox) draw is replaced by the real one and
            named, unless tickets were settled on it (kept, named on stderr)
  xskt import-stock <file>
            store a paper-ticket agent's stock (CSV: region,province,date,number,series,copy;
            see src/modules/paper-stock/import.ts); tickets already stored are skipped,
            refused lines are named on stderr (exit 1 when any is refused)
  ledger check
            verify the ledger: entries sum to zero, every customer balance equals its
            entries, system accounts keep no running balance
            (exit 1 and one line per problem otherwise)
  bank credit --memo <memo> --amount <đồng> [--ref <bank reference>]
            sandbox bank (VESO_SANDBOX=1): a transfer arrives; the memo's customer is
            credited once per reference (a new reference when none is given)
  payments late [--since YYYY-MM-DD]
            reconciliation: the top-ups the gateway reported paid after they had failed
            or expired (credited all the same), paid since that Vietnam day (all without
            it), oldest first; one tab-separated line each: account, amount, gateway
            reference, failed-at, paid-at (Vietnam time), failed|expired, payment id
  payouts dead
            the payouts the payout job gave up on after its last attempt (the money is
            still held: the provider may have paid), oldest first; one tab-separated line
            each: withdrawal id, account, method, amount, fee, attempts, created-at
            (Vietnam time), last failure
  content load <file or folder>...
            replace operator-managed content (banners, documents, guides, help videos,
            banks, the webview's system config) from <key>.json files (a folder: every
            <key>.json in it; keys: ${CONTENT_KEYS.join(', ')}); every file is checked
            first and nothing is written when one is wrong (exit 1, the file and why).
            The shipped defaults are in apps/server/content/
  content list
            the stored content: one tab-separated line each: key, updated-at (Vietnam
            time), source (shipped or the file it was loaded from)
  support list [--status open|answered|closed]
            customers' support requests (every one without --status), oldest first; one
            tab-separated line each: id, account, status, created-at, topic, order, message
  support reply <id> --message <text> [--close]
            answer a support request (the customer sees it on /lien-he); --close closes
            it as well, or alone closes it without an answer
  payouts retry <withdrawal id>
            puts one of them back in the payout job's queue, due now with its attempts
            counted anew; the provider is asked with the same key (withdrawal-<id>), so a
            payout it already made is not made twice (exit 1 when it is not one of them)
  claims list
            the prizes held for an in-person claim at the lottery company (above the
            in-person threshold, nothing credited) not recorded paid yet, oldest first; one
            tab-separated line each: ticket id, order id, account, product, draw code,
            gross prize, last claim day (Vietnam, YYYY-MM-DD)
  claims done <ticket id>
            records that prize paid by the lottery company (the customer's ticket shows
            it claimed; nothing moves in the ledger; exit 1 when it is not an open claim)
${JOBS_USAGE}`;

/** The start of a `YYYY-MM-DD` Vietnam day, or undefined when it is not a day. */
function dayStart(day: string): Date | undefined {
  return isDay(day) ? vnInstant(day, 0) : undefined;
}

/** `--name value` pairs of the arguments (a name followed by another `--name` is a bare flag). */
function options(args: string[]): Record<string, string> {
  const result: Record<string, string> = {};
  for (let i = 0; i < args.length; i += 1) {
    const name = args[i];
    const value = args[i + 1];
    if (name?.startsWith('--') && value !== undefined && !value.startsWith('--')) {
      result[name.slice(2)] = value;
      i += 1;
    }
  }
  return result;
}

/** Runs one CLI command; resolves with the process exit code. */
export async function runCli(
  args: string[],
  env?: Record<string, string | undefined>,
  out: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Promise<number> {
  const [first, second] = args;
  if (first === 'jobs') return runJobsCommand(args.slice(1), env, out);
  const command =
    (first === 'ledger' && second === 'check') ||
    (first === 'bank' && second === 'credit') ||
    (first === 'payments' && second === 'late') ||
    (first === 'payouts' && (second === 'dead' || second === 'retry')) ||
    (first === 'xskt' && second === 'import-stock') ||
    (first === 'content' && (second === 'load' || second === 'list')) ||
    (first === 'support' && (second === 'list' || second === 'reply')) ||
    (first === 'claims' && (second === 'list' || second === 'done'))
      ? `${first} ${second}`
      : first;
  if (
    command !== 'migrate' &&
    command !== 'seed' &&
    command !== 'import-results' &&
    command !== 'ledger check' &&
    command !== 'bank credit' &&
    command !== 'payments late' &&
    command !== 'payouts dead' &&
    command !== 'payouts retry' &&
    command !== 'xskt import-stock' &&
    command !== 'content load' &&
    command !== 'content list' &&
    command !== 'support list' &&
    command !== 'support reply' &&
    command !== 'claims list' &&
    command !== 'claims done'
  ) {
    console.error(command ? `Unknown command "${command}"\n\n${USAGE}` : USAGE);
    return 1;
  }
  const config = cliConfig(env);
  if (!config) return 1;
  const flags = options(args.slice(2));
  const amount = Number(flags.amount);
  if (command === 'bank credit') {
    if (!config.sandbox) {
      console.error('bank credit: only the sandbox bank (VESO_SANDBOX=1) credits by command');
      return 1;
    }
    if (!flags.memo || !Number.isSafeInteger(amount) || amount <= 0) {
      console.error(`bank credit: --memo and a positive whole --amount are required\n\n${USAGE}`);
      return 1;
    }
  }
  const since = flags.since === undefined ? undefined : dayStart(flags.since);
  const sinceMissing = args.includes('--since') && flags.since === undefined;
  if (command === 'payments late' && (sinceMissing || (flags.since !== undefined && !since))) {
    console.error(`payments late: --since takes a day, YYYY-MM-DD\n\n${USAGE}`);
    return 1;
  }
  const payoutId = Number(args[2]);
  if (command === 'payouts retry' && !(Number.isSafeInteger(payoutId) && payoutId > 0)) {
    console.error(`payouts retry: a withdrawal id is required\n\n${USAGE}`);
    return 1;
  }
  const contentTargets = args.slice(2);
  if (command === 'content load' && contentTargets.length === 0) {
    console.error(`content load: a file or folder is required\n\n${USAGE}`);
    return 1;
  }
  let contentFiles: Awaited<ReturnType<typeof readContentFiles>> = [];
  if (command === 'content load') {
    try {
      contentFiles = await readContentFiles(contentTargets);
    } catch (error) {
      if (!(error instanceof ContentFileError)) throw error;
      console.error(`content load: ${error.message}; nothing loaded`);
      return 1;
    }
    if (contentFiles.length === 0) {
      console.error(`content load: no content file in ${contentTargets.join(' ')}; nothing loaded`);
      return 1;
    }
  }
  const supportStatus = flags.status as SupportStatus | undefined;
  if (
    command === 'support list' &&
    supportStatus !== undefined &&
    !(SUPPORT_STATUSES as readonly string[]).includes(supportStatus)
  ) {
    console.error(`support list: --status takes ${SUPPORT_STATUSES.join(', ')}\n\n${USAGE}`);
    return 1;
  }
  const supportId = Number(args[2]);
  const close = args.includes('--close');
  if (
    command === 'support reply' &&
    (!(Number.isSafeInteger(supportId) && supportId > 0) || (!flags.message?.trim() && !close))
  ) {
    console.error(
      `support reply: a request id and --message (or --close) are required\n\n${USAGE}`,
    );
    return 1;
  }
  const claimTicket = Number(args[2]);
  if (command === 'claims done' && !(Number.isSafeInteger(claimTicket) && claimTicket > 0)) {
    console.error(`claims done: a ticket id is required\n\n${USAGE}`);
    return 1;
  }
  if (command === 'import-results' && !second) {
    console.error(`import-results: a result file is required\n\n${USAGE}`);
    return 1;
  }
  if (command === 'xskt import-stock' && !args[2]) {
    console.error(`xskt import-stock: a stock file is required\n\n${USAGE}`);
    return 1;
  }
  const db = await openDatabase(config.database);
  try {
    const migrations = await migrate(db);
    if (command === 'ledger check') {
      const problems = await checkLedger(db.orm);
      for (const problem of problems) console.error(`ledger: ${problem}`);
      out(problems.length ? `ledger check: ${problems.length} problem(s)` : 'ledger check: ok');
      return problems.length ? 1 : 0;
    }
    if (command === 'payments late') {
      const late = await latePayments(db.orm, { since });
      for (const p of late) {
        out(
          [
            p.msisdn,
            p.amount,
            p.gatewayRef ?? '-',
            formatVnIso(p.failedAt),
            formatVnIso(p.paidAt),
            p.reason,
            p.paymentId,
          ].join('\t'),
        );
      }
      console.error(
        `payments late: ${late.length} late payment(s)${flags.since ? ` since ${flags.since}` : ''}`,
      );
      return 0;
    }
    if (command === 'payouts dead') {
      const dead = await givenUpPayouts(db.orm);
      for (const p of dead) {
        out(
          [
            p.id,
            p.msisdn,
            p.method,
            p.amount,
            p.fee,
            p.attempts,
            formatVnIso(p.createdAt),
            p.reason ?? '-',
          ].join('\t'),
        );
      }
      console.error(`payouts dead: ${dead.length} payout(s) given up`);
      return 0;
    }
    if (command === 'content load') {
      await loadContent(db.orm, contentFiles, systemClock.now());
      for (const file of contentFiles) out(`content load: ${file.key} from ${file.file}`);
      return 0;
    }
    if (command === 'content list') {
      for (const row of await listContent(db.orm)) {
        out([row.key, formatVnIso(row.updatedAt), row.source].join('\t'));
      }
      return 0;
    }
    if (command === 'support list') {
      const queue = await supportRequestQueue(db.orm, supportStatus);
      for (const r of queue) {
        out(
          [
            r.id,
            r.msisdn,
            r.status,
            formatVnIso(new Date(r.createdAt)),
            r.topic,
            r.orderId ?? '-',
            r.message.replace(/\s+/g, ' '),
          ].join('\t'),
        );
      }
      console.error(`support list: ${queue.length} request(s)`);
      return 0;
    }
    if (command === 'support reply') {
      const answered = await replyToSupportRequest(
        db.orm,
        supportId,
        { reply: flags.message, close },
        systemClock.now(),
      );
      if (!answered) {
        console.error(`support reply: there is no support request ${supportId}`);
        return 1;
      }
      out(`support reply: request ${supportId} is ${answered.status}`);
      return 0;
    }
    if (command === 'claims list') {
      const claims = await openClaims(db.orm);
      for (const c of claims) {
        out(
          [
            c.ticketId,
            c.orderId,
            c.msisdn,
            c.product,
            c.drawCode,
            c.prizeGross,
            claimDeadline(c.product, c.drawAt),
          ].join('\t'),
        );
      }
      console.error(`claims list: ${claims.length} prize(s) to claim in person`);
      return 0;
    }
    if (command === 'claims done') {
      if (!(await markClaimed(db.orm, claimTicket, systemClock.now()))) {
        console.error(`claims done: ticket ${claimTicket} is not a prize waiting for its claim`);
        return 1;
      }
      out(`claims done: ticket ${claimTicket} recorded claimed`);
      return 0;
    }
    if (command === 'payouts retry') {
      if (!(await retryPayout(db.orm, payoutId, systemClock.now()))) {
        console.error(`payouts retry: withdrawal ${payoutId} is not a payout the job gave up on`);
        return 1;
      }
      out(`payouts retry: withdrawal ${payoutId} is due again (key withdrawal-${payoutId})`);
      return 0;
    }
    if (command === 'import-results') {
      const summary = await importResultFile(db.orm, second ?? '', systemClock.now());
      for (const row of summary.rejected) console.error(`import-results: rejected ${row}`);
      for (const draw of summary.replaced)
        out(`import-results: replaced the generated result of ${draw}`);
      for (const draw of summary.keptSettled)
        console.error(
          `import-results: kept the generated result of ${draw}: tickets were settled on it`,
        );
      out(
        `import-results: ${summary.inserted} inserted, ${summary.replaced.length} generated replaced, ${summary.skipped} already stored, ${summary.rejected.length} rejected`,
      );
      return 0;
    }
    if (command === 'xskt import-stock') {
      const summary = await importStockFile(db.orm, args[2] ?? '', systemClock.now());
      for (const row of summary.rejected) console.error(`xskt import-stock: rejected line ${row}`);
      out(
        `xskt import-stock: ${summary.inserted} inserted, ${summary.skipped} already stored, ${summary.rejected.length} rejected`,
      );
      return summary.rejected.length ? 1 : 0;
    }
    if (command === 'bank credit') {
      const bankRef = flags.ref ?? `SBX-BANK-${randomUUID()}`;
      const result = await creditBankTransfer(db, systemClock.now(), {
        bankRef,
        memo: flags.memo ?? '',
        amount,
      });
      if (result.outcome === 'unmatched') {
        console.error(`bank credit: memo "${flags.memo}" names no customer (recorded ${bankRef})`);
        return 1;
      }
      out(
        result.outcome === 'credited'
          ? `bank credit: ${amount} credited to ${result.msisdn} (${bankRef})`
          : `bank credit: ${bankRef} already processed, nothing credited`,
      );
      return 0;
    }
    out(
      `migrate: ${migrations.applied.length} applied, ${migrations.skipped.length} already applied`,
    );
    if (command === 'seed') {
      const seeded = await seed(db, {
        sandbox: config.sandbox,
        resultsDir: config.resultsDir,
        now: systemClock.now(),
      });
      out(`seed: ${seeded.inserted.length ? seeded.inserted.join(', ') : 'nothing to write'}`);
      if (seeded.results) {
        const files = Object.entries(seeded.results).map(
          ([file, { inserted, skipped, rejected }]) =>
            `${file} ${inserted} new, ${skipped} stored, ${rejected.length} rejected`,
        );
        out(`seed: results ${files.join('; ')}`);
      }
      if (seeded.resultsUnchanged)
        out(`seed: result files unchanged since the last import; not re-read`);
      if (seeded.resultsMissing)
        console.error(`seed: no result files at ${seeded.resultsMissing}; history not imported`);
    }
    return 0;
  } catch (error) {
    console.error(`${command} failed:`, error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await db.close();
  }
}
