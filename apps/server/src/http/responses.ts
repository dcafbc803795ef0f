import { envelopeSchema, errorEnvelopeSchema } from '@veso/contract';
import type { z } from 'zod';

/**
 * The response schemas of a route: the OK envelope around `data`, and the error envelope
 * for every 4xx/5xx answer (documented in OpenAPI, serialised by the zod type provider).
 */
export function envelopeResponses<T extends z.ZodType>(data: T) {
  return {
    200: envelopeSchema(data),
    '4xx': errorEnvelopeSchema,
    '5xx': errorEnvelopeSchema,
  };
}
