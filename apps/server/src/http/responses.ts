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

/** The encodings the server compresses with (the `Accept-Encoding` it honours). */
export const COMPRESSED_ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];

/**
 * The route options of a purchase's payment (reserve-and-pay, confirm), every
 * customer's busiest write:
 * - its answer (an order of one ticket is ~1.1 kB) is compressed only from 4 kB: smaller
 *   answers fit the same round trip either way, and compressing them cost more CPU than
 *   the rest of the reply;
 * - it is serialised with `JSON.stringify` instead of being checked against its schema
 *   again on every answer (the service builds it typed; tests hold it to the contract).
 *   The schema stays the route's, for the API document.
 */
export const PAYMENT_ROUTE_OPTIONS = {
  compress: { threshold: 4096, encodings: COMPRESSED_ENCODINGS },
  serializerCompiler: () => (data: unknown) => JSON.stringify(data),
};
