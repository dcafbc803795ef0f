import { CAPTCHA_HEADER, SESSION_HEADER } from '@veso/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Every text a client sends is checked once, before validation, on every route: a C0
 * control character (U+0000–U+001F), DEL (U+007F) or a lone UTF-16 surrogate is refused
 * with code 14 (HTTP 400). PostgreSQL cannot store NUL nor lone surrogates, and no field
 * of the API legitimately carries a control character (not even a newline or a tab).
 * Object keys are checked as well as values, at any depth of the body.
 */

/** A C0 control, DEL, or a surrogate without its pair (matched on UTF-16 code units). */
const UNCLEAN_CHARACTER =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The request headers the server reads; others never reach the database. */
export const CHECKED_HEADERS = [SESSION_HEADER, CAPTCHA_HEADER, 'last-event-id'] as const;

/** True when a text may be stored: no control character and well-formed UTF-16. */
export function isCleanText(text: string): boolean {
  return !UNCLEAN_CHARACTER.test(text);
}

/** A record of values: parsed JSON, or a query's object (whose prototype is not Object's). */
function isRecord(value: unknown): value is Record<string, unknown> {
  return Object.prototype.toString.call(value) === '[object Object]';
}

/** A node of the walk: its value and how it was reached (a linked list, so each step is O(1)). */
type Step = { value: unknown; key?: string; parent?: Step };

/** Refusals name at most this many levels of the offending field. */
const MAX_POINTER_DEPTH = 16;

function pointer(step: Step | undefined): string {
  const keys: string[] = [];
  for (let at = step; at?.key !== undefined; at = at.parent) keys.push(at.key);
  return keys
    .reverse()
    .slice(0, MAX_POINTER_DEPTH)
    .map((key) => `/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`)
    .join('');
}

/**
 * The JSON pointer of the first refused text in a parsed value (`''` for the value
 * itself), or undefined when it is clean. A refused key points at its parent object, so
 * the bad characters are never echoed back; a pointer keeps at most 16 levels. Walks
 * iteratively in linear time: nesting depth is bounded only by the body limit.
 */
export function findUncleanText(value: unknown): string | undefined {
  const stack: Step[] = [{ value }];
  for (let step = stack.pop(); step; step = stack.pop()) {
    const current = step.value;
    if (typeof current === 'string') {
      if (!isCleanText(current)) return pointer(step);
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i -= 1) {
        stack.push({ value: current[i], key: String(i), parent: step });
      }
    } else if (isRecord(current)) {
      const keys = Object.keys(current);
      for (const key of keys) if (!isCleanText(key)) return pointer(step);
      for (let i = keys.length - 1; i >= 0; i -= 1) {
        const key = keys[i] as string;
        stack.push({ value: current[key], key, parent: step });
      }
    }
  }
  return undefined;
}

/** A refusal shaped as Fastify's validation errors, so the error handler answers code 14. */
export class UncleanTextError extends Error {
  override name = 'UncleanTextError';
  readonly statusCode = 400;
  readonly validation: Array<{ instancePath: string; keyword: string; message: string }>;
  constructor(
    readonly validationContext: 'body' | 'querystring' | 'params' | 'headers',
    instancePath: string,
  ) {
    super(`control character or lone surrogate in ${validationContext}${instancePath}`);
    this.validation = [
      { instancePath, keyword: 'invalid_characters', message: 'invalid characters' },
    ];
  }
}

/** The first part of a request carrying a refused text, as an error; else undefined. */
export function uncleanTextOf(request: FastifyRequest): UncleanTextError | undefined {
  const parts = [
    ['params', request.params],
    ['querystring', request.query],
    ['body', request.body],
  ] as const;
  for (const [context, value] of parts) {
    const at = findUncleanText(value);
    if (at !== undefined) return new UncleanTextError(context, at);
  }
  for (const name of CHECKED_HEADERS) {
    const value = request.headers[name];
    const at = findUncleanText(value);
    if (at !== undefined) return new UncleanTextError('headers', `/${name}`);
  }
  return undefined;
}

/** Installs the check on every route of the instance (call before registering them). */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const error = uncleanTextOf(request);
    if (error) throw error;
  });
}
