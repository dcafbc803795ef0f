import { z } from './zod';
import { Code, REFUSAL_RULES, messageForCode, type RefusalReasonData } from './codes';

/** Every API answer: `{ code, message, data? }`; `code 0` is OK (architecture §4). */
export type Envelope<T = unknown> = {
  code: number;
  message: string;
  data?: T;
};

/** The zod schema of an envelope carrying `data` of the given schema. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.number().int(),
    message: z.string(),
    data: data.optional(),
  });
}

/** `data.reason` of a refusal: the field at fault and the rule it broke (`RefusalReasonData`). */
export const refusalReasonSchema = z.object({
  field: z
    .string()
    .describe('The field at fault (dotted path), or the request part: body, querystring, path'),
  rule: z.enum(REFUSAL_RULES).describe('The rule it broke'),
});

/**
 * An error envelope: the catalogue message unless one is given, and `data.reason` when the
 * refusal has a machine-readable reason (every code 14 refusal has one; `RefusalReasonData`,
 * in codes.ts: zod-free for the browser).
 */
export const errorEnvelopeSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  data: z.object({ reason: refusalReasonSchema }).optional(),
});

/** Builds the OK envelope around a payload. */
export function ok<T>(data: T): Envelope<T> {
  return { code: Code.OK, message: messageForCode(Code.OK), data };
}

/**
 * Builds an error envelope for a code, with its catalogue message unless one is given, and
 * the refusal's machine-readable `reason` when there is one.
 */
export function fail(
  code: number,
  message?: string,
  reason?: RefusalReasonData,
): Envelope<{ reason: RefusalReasonData }> {
  const envelope = { code, message: message ?? messageForCode(code) };
  return reason ? { ...envelope, data: { reason } } : envelope;
}
