import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Structural check: one purchase check. Vendor, age, sale rules, on sale, sales hours,
 * payment and spending limits and the printing agent are checked by `checkPurchase`
 * (`orders/purchase-rules.ts`) and nowhere else: no module calls an individual rule
 * itself, so no path can skip one or check them in another order. The scan is shown to
 * catch a violation on fixtures.
 */

const SRC = path.resolve(import.meta.dirname, '../..');
const CHECK_FILE = 'modules/orders/purchase-rules.ts';

/** The rules of a purchase: called by `checkPurchase` only. */
const RULES = [
  'assertPaymentVendor',
  'assertAdult',
  'assertOnSale',
  'assertSalesHours',
  'assertPaymentLimits',
  'assertMayBuy',
  'assertSelling',
  // The domain's payment limits, which `assertPaymentLimits` applies.
  'validatePaymentAmount',
] as const;

type Source = { name: string; text: string };

/** The text without its comments (a comment may name a rule). */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** `checkPurchase`'s body in the check's file (from its signature to its closing brace). */
function checkBody(text: string): { start: number; end: number } | undefined {
  const start = text.search(/export async function checkPurchase\(/);
  if (start < 0) return undefined;
  const end = text.indexOf('\n}\n', start);
  return { start, end: end < 0 ? text.length : end };
}

/**
 * The calls of a purchase rule outside `checkPurchase`: `file: rule` for each; a rule's
 * own definition, its import and a comment naming it are not calls.
 */
function ruleCallsOutsideCheck(sources: readonly Source[]): string[] {
  const found: string[] = [];
  for (const source of sources) {
    let text = code(source.text);
    if (source.name === CHECK_FILE) {
      const body = checkBody(text);
      if (body) text = text.slice(0, body.start) + text.slice(body.end);
    }
    for (const rule of RULES) {
      // The domain's limits are applied by the check's own file.
      if (rule === 'validatePaymentAmount' && source.name === CHECK_FILE) continue;
      const call = new RegExp(`(?<!function\\s+)\\b${rule}\\s*\\(`);
      if (call.test(text)) found.push(`${source.name}: ${rule}`);
    }
  }
  return found;
}

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

const files: Source[] = sources(SRC).map((file) => ({
  name: path.relative(SRC, file).split(path.sep).join('/'),
  text: readFileSync(file, 'utf8'),
}));

const CHECK_FIXTURE = `
function assertOnSale(rules: SaleRules, product: string): void {
  if (rules.paused.has(product)) refuse(OrderMessages.notOnSale);
}
export async function checkPurchase(tx, buyer, items, channel) {
  await assertAdult(tx, buyer, channel.now);
  for (const item of items) assertOnSale(rules, item.product);
  assertSelling(channel.agent);
}
`;

describe('one purchase check', () => {
  it('reads the server sources and finds the check', () => {
    expect(files.length).toBeGreaterThan(50);
    const check = files.find((f) => f.name === CHECK_FILE);
    expect(check && checkBody(check.text)).toBeDefined();
  });

  it('catches a rule called outside the check, and only that', () => {
    expect(ruleCallsOutsideCheck([{ name: CHECK_FILE, text: CHECK_FIXTURE }])).toEqual([]);
    // A module that reassembles the rules itself.
    const group = {
      name: 'modules/group-play/service.ts',
      text: `import { assertOnSale } from '../orders/purchase-rules';
// assertSalesHours(product) is checked by the order service.
export async function join(tx, session, rules, group, now) {
  assertOnSale(rules, group.product);
  await assertMayBuy (tx, session.accountId, 1000, now, true);
}`,
    };
    expect(ruleCallsOutsideCheck([group])).toEqual([
      'modules/group-play/service.ts: assertOnSale',
      'modules/group-play/service.ts: assertMayBuy',
    ]);
    // The check's own file calling a rule from another function.
    const reassembled = `${CHECK_FIXTURE}
export async function assertPayable(tx, buyer, now) {
  await assertAdult(tx, buyer, now);
}`;
    expect(ruleCallsOutsideCheck([{ name: CHECK_FILE, text: reassembled }])).toEqual([
      `${CHECK_FILE}: assertAdult`,
    ]);
    // The domain's payment limits applied by another module.
    expect(
      ruleCallsOutsideCheck([
        { name: 'modules/xsdt/service.ts', text: 'const p = validatePaymentAmount(1, 5);' },
      ]),
    ).toEqual(['modules/xsdt/service.ts: validatePaymentAmount']);
  });

  it('calls no purchase rule outside checkPurchase', () => {
    expect(ruleCallsOutsideCheck(files)).toEqual([]);
  });

  it('checks every purchase path with checkPurchase', () => {
    const callers = files
      .filter((f) => /(?<!function\s+)\bcheckPurchase\(/.test(code(f.text)))
      .map((f) => f.name)
      .sort();
    expect(callers).toEqual(
      [
        // Reserve, reserve-and-pay (web, Keno, the webview's order/create, paper tickets).
        'modules/orders/reserve.ts',
        // Confirm, a gateway capture's confirm, a subscription's or a full group's order.
        'modules/orders/service.ts',
        // The webview's gateway payment, before the customer is sent to pay.
        'modules/payments/order-pay.ts',
        // A group's reserve, its shares (confirm_order and share_pay).
        'modules/group-play/service.ts',
        // A subscription's start and resume.
        'modules/subscriptions/service.ts',
      ].sort(),
    );
  });
});
