import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Structural check of issue #14: one order service places and pays every purchase. No
 * server source other than the order module's repo (`orders/repo.ts`) writes an order, an
 * order item or a ticket or marks an order paid, and only the purchase path (`reserve.ts`
 * and `service.ts` of `orders`) calls those writes; only `orders/service.ts` posts a
 * purchase to the ledger; only the ledger's repo (`wallet/repo.ts`) writes the ledger
 * tables; and only the known money movements (none of them a purchase) call the ledger's
 * `post`. The one exception is in SQL: the database's `purchase_order` (migration 0021,
 * issue #19) writes a paid order, its tickets and its posting in one statement; only the
 * order repo calls it, for the order service.
 */

const SRC = path.resolve(import.meta.dirname, '../..');
const ORDER_SERVICE = 'modules/orders/service.ts';
const ORDER_RESERVE = 'modules/orders/reserve.ts';
const ORDER_REPO = 'modules/orders/repo.ts';
const LEDGER_REPO = 'modules/wallet/repo.ts';

/** Files that post to the ledger, and what for; a new one must be added here on purpose. */
const LEDGER_POSTERS: Record<string, string> = {
  [ORDER_SERVICE]: 'purchases (order.pay)',
  'modules/settlement/service.ts': 'prizes',
  'modules/printing/service.ts': 'refunds of unprinted tickets',
  'modules/printing/ship-fee-refund.ts': 'refunds of ship fees',
  'modules/payments/service.ts': 'gateway top-ups',
  'modules/payments/bank-transfer.ts': 'bank top-ups',
  'modules/withdraw/service.ts': 'withdrawals',
  'modules/orders/dev.ts': 'sandbox top-ups',
  'modules/dev/prize-credit.ts': 'sandbox prizes',
  'modules/group-play/service.ts': 'group-play holds, their release and refunds',
  'modules/group-play/jobs.ts': 'group prizes split by shares, refunds of unprinted group tickets',
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sources(full);
    const production =
      entry.name.endsWith('.ts') &&
      !entry.name.endsWith('.test.ts') &&
      !entry.name.endsWith('-test-kit.ts');
    return production ? [full] : [];
  });
}

const files = sources(SRC).map((file) => ({
  name: path.relative(SRC, file).split(path.sep).join('/'),
  text: readFileSync(file, 'utf8'),
}));

function filesMatching(pattern: RegExp): string[] {
  return files.filter((f) => pattern.test(f.text)).map((f) => f.name);
}

describe('one paid-order path', () => {
  it('reads the server sources', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(files.map((f) => f.name)).toContain(ORDER_SERVICE);
  });

  it('writes orders, order items and tickets only in the order repo, for the purchase path', () => {
    // Through the query builder or as SQL text (the purchase's named statements, issue #19).
    expect(filesMatching(/\.insert\(\s*(orders|orderItems|tickets)\s*\)/)).toEqual([]);
    expect(filesMatching(/insert\s+into\s+"?(orders|order_items|tickets)\b/i)).toEqual([
      ORDER_REPO,
    ]);
    expect(filesMatching(/\binsertReservedOrder\b/).sort()).toEqual(
      [ORDER_REPO, ORDER_RESERVE].sort(),
    );
    expect(filesMatching(/\bwriteReservedOrder\b/).sort()).toEqual(
      [ORDER_RESERVE, ORDER_SERVICE].sort(),
    );
    expect(filesMatching(/\bmarkPaidWithTickets\b/).sort()).toEqual(
      [ORDER_REPO, ORDER_SERVICE].sort(),
    );
  });

  it('marks orders paid and posts purchases only in the order service', () => {
    expect(filesMatching(/state:\s*'paid'/)).toEqual([ORDER_REPO]);
    expect(filesMatching(/'order\.pay'/)).toEqual([ORDER_SERVICE]);
    expect(filesMatching(/\bTICKET_SALES_ACCOUNT\b/).sort()).toEqual(
      [ORDER_SERVICE, 'modules/printing/service.ts', 'modules/group-play/jobs.ts'].sort(),
    );
  });

  it('calls the database purchase function only from the order repo, for the order service', () => {
    expect(filesMatching(/\bpurchase_order\s*\(/)).toEqual([ORDER_REPO]);
    expect(filesMatching(/\bpurchaseOrder\b/).sort()).toEqual([ORDER_REPO, ORDER_SERVICE].sort());
    const migrations = path.resolve(SRC, '../migrations');
    const defining = readdirSync(migrations).filter(
      (name) =>
        name.endsWith('.sql') &&
        /create\s+(or\s+replace\s+)?function\s+"?purchase_order"?/i.test(
          readFileSync(path.join(migrations, name), 'utf8'),
        ),
    );
    expect(defining).toEqual(['0021_purchase_function.sql']);
  });

  it('writes the ledger tables only through the ledger, posted by known movements', () => {
    expect(filesMatching(/\.insert\(\s*(ledgerEntries|ledgerTransactions)\s*\)/)).toEqual([]);
    expect(
      filesMatching(
        /insert\s+into\s+(\$\{\s*(ledgerEntries|ledgerTransactions)\s*\}|"?(ledger_entries|ledger_transactions)\b)/i,
      ),
    ).toEqual([LEDGER_REPO]);
    // `post` moves one posting, `postCredits` a batch of credits (a draw's prizes).
    const posters = filesMatching(
      /import\s*\{[^}]*\b(post|postCredits)\b[^}]*\}\s*from\s*'[^']*\/ledger'/,
    );
    expect(posters.sort()).toEqual(Object.keys(LEDGER_POSTERS).sort());
  });
});
