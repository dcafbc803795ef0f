import { z } from './zod';
import { Code, messageForCode } from './codes';

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

/**
 * Machine-readable reasons a refusal may carry in `data.reason`, beside its spec code and
 * message, for a caller to act on without reading the Vietnamese text.
 */
export const RefusalReason = {
  /**
   * The requestId was used, within its 24 hours, by the same account for the same call with
   * another request (two devices in the same millisecond): nothing was done; send the request
   * again with a new requestId.
   */
  REQUEST_ID_REUSED: 'requestId.reused',
} as const;

/** The message of {@link RefusalReason.REQUEST_ID_REUSED} (code 14, HTTP 409). */
export const REQUEST_ID_REUSED_MESSAGE =
  'Mã yêu cầu (requestId) đã dùng cho một yêu cầu khác. Vui lòng gửi lại với mã mới.';

/**
 * An error envelope: the catalogue message unless one is given, and `data.reason` when the
 * refusal has a machine-readable reason ({@link RefusalReason}).
 */
export const errorEnvelopeSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  data: z.object({ reason: z.string() }).optional(),
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
  reason?: string,
): Envelope<{ reason: string }> {
  const envelope = { code, message: message ?? messageForCode(code) };
  return reason ? { ...envelope, data: { reason } } : envelope;
}
