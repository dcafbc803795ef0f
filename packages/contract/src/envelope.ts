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

/** An error envelope: no data, the catalogue message unless one is given. */
export const errorEnvelopeSchema = z.object({
  code: z.number().int(),
  message: z.string(),
});

/** Builds the OK envelope around a payload. */
export function ok<T>(data: T): Envelope<T> {
  return { code: Code.OK, message: messageForCode(Code.OK), data };
}

/** Builds an error envelope for a code, with its catalogue message unless one is given. */
export function fail(code: number, message?: string): Envelope<never> {
  return { code, message: message ?? messageForCode(code) };
}
