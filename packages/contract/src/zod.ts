import { z } from 'zod';

// The shells' CSP has no 'unsafe-eval': zod's object JIT probes `new Function` once, and a
// browser reports that probe as a CSP violation even though zod catches the throw (a
// DevTools issue; Lighthouse best practices). In a browser the schemas parse without the
// JIT; the server keeps it. Every schema of the contract imports `z` from here, so this
// runs before the first schema is built (package.json lists this file as having side effects).
if ('document' in globalThis) z.config({ jitless: true });

export { z };

/** The smallest and largest PostgreSQL `integer` (int4). */
export const INT4_MIN = -(2 ** 31);
export const INT4_MAX = 2 ** 31 - 1;

/**
 * An integer of a request that a PostgreSQL `integer` column (int4) holds: every integer
 * field of a request schema is one (or a tighter range, a literal or an enum), so no
 * value outside int4 reaches SQL; anything else is the validation error (code 14, 400).
 */
export function int4() {
  return z.number().int().min(INT4_MIN).max(INT4_MAX);
}

/** {@link int4} read from text: a query string or a path parameter. */
export function coercedInt4() {
  return z.coerce.number().int().min(INT4_MIN).max(INT4_MAX);
}

/**
 * A whole number read leniently (paging, a window of days): any value is taken, and one that
 * is not a whole number from `min` to `max` (text, a fraction, out of range, absent) reads
 * as `fallback`. The document says so (no type of its own), so a partner's validating
 * client and the server agree on what is accepted.
 */
export function lenientInt(min: number, max: number, fallback: number) {
  return z
    .unknown()
    .optional()
    .transform((value): number => {
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      return typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max ? n : fallback;
    })
    .meta({
      description: `A whole number from ${min} to ${max}; any other value (or none) reads as ${fallback}`,
      examples: [fallback],
    });
}

/**
 * A whole number of đồng a client states (a price or a total it saw): an {@link int4}
 * from 0; the server compares it with its own price.
 */
export function clientMoney() {
  return int4().nonnegative();
}

/**
 * An instant the spec does not name (an extension field the shop adds): ISO 8601 in UTC,
 * as `Date#toISOString` writes it. The spec's own date fields (`openDate`, `start_time`,
 * the Keno periods' times) are `DD/MM/YYYY HH:mm:ss` in Vietnam time; the document says
 * which is which.
 */
export function extensionInstant() {
  return z.string().meta({
    format: 'date-time',
    description:
      "Extension field (not in the spec): an instant in ISO 8601, UTC (2026-11-30T03:00:00.000Z). The spec's own date fields are DD/MM/YYYY HH:mm:ss, Vietnam time.",
  });
}
