import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Structural check: one order service places and pays every purchase,
 * through one implementation of the payment. The database's `purchase_order` (migration
 * 0026) is the only code that marks an order paid, writes tickets and posts a purchase; only
 * the order repo calls it, and only once, from the order service's `pay`. No server source
 * writes tickets or marks an order paid itself; only the order repo writes an order or its
 * items (a reservation) and only the purchase path (`reserve.ts`, `service.ts`) calls that;
 * only the ledger's repo (`wallet/repo.ts`) writes the ledger tables from TypeScript, for
 * the known money movements (none of them a purchase). What counts as spent toward the
 * spending limits is the domain's data, passed in: no status or buy type literal in the
 * function's SQL.
 */

const SRC = path.resolve(import.meta.dirname, '../..');
const ORDER_SERVICE = 'modules/orders/service.ts';
const ORDER_RESERVE = 'modules/orders/reserve.ts';
const ORDER_REPO = 'modules/orders/repo.ts';
const LEDGER_REPO = 'modules/wallet/repo.ts';

/** Files that post to the ledger, and what for; a new one must be added here on purpose. */
const LEDGER_POSTERS: Record<string, string> = {
  'modules/settlement/service.ts': 'prizes',
  'modules/printing/service.ts': 'refunds of unprinted tickets',
  'modules/printing/ship-fee-refund.ts': 'refunds of ship fees',
  'modules/payments/service.ts': 'gateway top-ups',
  'modules/payments/bank-transfer.ts': 'bank top-ups',
  'modules/payments/source-refunds.ts':
    'refunds of gateway-paid tickets to their source (or the main balance)',
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

  it('writes reserved orders and their items only in the order repo, and tickets nowhere', () => {
    // Through the query builder or as SQL text (the purchase's named statements).
    expect(filesMatching(/\.insert\(\s*(orders|orderItems|tickets)\s*\)/)).toEqual([]);
    expect(filesMatching(/insert\s+into\s+"?(orders|order_items)\b/i)).toEqual([ORDER_REPO]);
    expect(filesMatching(/insert\s+into\s+"?tickets\b/i)).toEqual([]);
    expect(filesMatching(/\binsertReservedOrder\b/).sort()).toEqual(
      [ORDER_REPO, ORDER_RESERVE].sort(),
    );
    // Every order is written through `writeAndHold`: its families hold what it needs.
    expect(filesMatching(/\bwriteReservedOrder\b/)).toEqual([ORDER_RESERVE]);
    expect(filesMatching(/\bwriteAndHold\b/).sort()).toEqual([ORDER_RESERVE, ORDER_SERVICE].sort());
  });

  it('marks no order paid and posts no purchase outside the purchase function', () => {
    expect(filesMatching(/state:\s*'paid'|set\s+state\s*=\s*'paid'/i)).toEqual([]);
    expect(filesMatching(/'order\.pay'/)).toEqual([ORDER_SERVICE]);
    // The orders front door re-exports the account for the two refunds that credit it back.
    expect(filesMatching(/\bTICKET_SALES_ACCOUNT\b/).sort()).toEqual(
      [
        ORDER_SERVICE,
        'modules/orders/index.ts',
        'modules/printing/service.ts',
        'modules/group-play/jobs.ts',
      ].sort(),
    );
  });

  it('pays every purchase with the database purchase function, called once, from the order service', () => {
    expect(filesMatching(/\bpurchase_order\s*\(/)).toEqual([ORDER_REPO]);
    expect(filesMatching(/\bpurchaseOrder\b/).sort()).toEqual([ORDER_REPO, ORDER_SERVICE].sort());
    const service = files.find((f) => f.name === ORDER_SERVICE)?.text ?? '';
    expect(service.match(/\bpurchaseOrder\(/g)).toHaveLength(1);
  });

  it('states what counts as spent in the domain, not as literals in the purchase SQL', () => {
    const migrations = path.resolve(SRC, '../migrations');
    const names = readdirSync(migrations)
      .filter((name) => name.endsWith('.sql'))
      .sort();
    /** The migration that last (re)defines a function, and its text. */
    const latest = (fn: string) => {
      const pattern = new RegExp(`create\\s+(or\\s+replace\\s+)?function\\s+"?${fn}"?`, 'i');
      const defining = names.filter((name) =>
        pattern.test(readFileSync(path.join(migrations, name), 'utf8')),
      );
      const last = defining.at(-1) ?? '';
      return { name: last, text: readFileSync(path.join(migrations, last), 'utf8') };
    };
    expect(latest('purchase_order').name).toBe('0026_one_purchase.sql');
    const limits = latest('play_limits_refusal');
    expect(limits.name).toBe('0026_one_purchase.sql');
    // The function's body, without comments.
    const body = limits.text.slice(limits.text.search(/function\s+"play_limits_refusal"/i));
    const code = body
      .slice(0, body.indexOf('$$;'))
      .split('\n')
      .filter((line) => !line.trimStart().startsWith('--'))
      .join('\n');
    expect(code).not.toMatch(/\b(status|buy_type|state)\s*(<>|!=|=|in)\s*(\(|\d|')/i);
    expect(code).toMatch(/p_spent->'excludedTicketStatuses'/);
  });

  it('writes the ledger tables only through the ledger, posted by known movements', () => {
    expect(filesMatching(/\.insert\(\s*(ledgerEntries|ledgerTransactions)\s*\)/)).toEqual([]);
    expect(
      filesMatching(
        /insert\s+into\s+(\$\{\s*(ledgerEntries|ledgerTransactions)\s*\}|"?(ledger_entries|ledger_transactions)\b)/i,
      ),
    ).toEqual([LEDGER_REPO]);
    // `post` moves one posting, `postCredits` a batch of credits (a draw's prizes); other
    // modules import them through the wallet's front door.
    const posters = filesMatching(
      /import\s*\{[^}]*\b(post|postCredits)\b[^}]*\}\s*from\s*'[^']*\/(ledger|wallet)'/,
    );
    expect(posters.sort()).toEqual(Object.keys(LEDGER_POSTERS).sort());
  });
});
