import { coercedInt4, z, extensionInstant } from '../zod';
import { requestIdSchema } from '../auth';
import { xsktCategorySchema, xsktDateSchema } from './stock';

/** Holding stock tickets in the cart (see `paths.ts`). */

/** One whole set: every ticket of `number` of the province's draw of `drawCode`. */
export const wholeSetRefSchema = z.object({
  category: xsktCategorySchema,
  province: z.string().trim().min(1).max(60),
  drawCode: xsktDateSchema,
  number: z
    .string()
    .trim()
    .regex(/^\d{5,6}$/),
});
export type WholeSetRef = z.input<typeof wholeSetRefSchema>;

const heldTicketIdsSchema = z.array(coercedInt4().positive()).min(1).max(50);

/**
 * `POST /xskt/cart/hold`: hold `ticketIds` (up to 50) or every ticket of `set`, all or
 * nothing, for {@link XSKT_HOLD_TTL_MS}. Holding a ticket the caller already holds renews
 * it. requestId idempotent. Exactly one of `ticketIds` and `set` (the document's `oneOf`:
 * neither, or both, is refused).
 */
export const holdBodySchema = z.xor([
  z.object({
    requestId: requestIdSchema,
    ticketIds: heldTicketIdsSchema,
    set: z.never().optional(),
  }),
  z.object({
    requestId: requestIdSchema,
    set: wholeSetRefSchema,
    ticketIds: z.never().optional(),
  }),
]);
export type HoldBody = z.input<typeof holdBodySchema>;

export const holdSchema = z.object({
  ticketId: z.number().int(),
  heldUntil: extensionInstant(),
});

export const holdListSchema = z.object({
  items: z.array(holdSchema),
  /** The hold time in seconds (900). */
  ttlSeconds: z.number().int(),
});
export type HoldList = z.infer<typeof holdListSchema>;

/** `POST /xskt/cart/release`: the caller's holds of `ticketIds` (absent: all) end now. */
export const releaseBodySchema = z.object({
  requestId: requestIdSchema,
  ticketIds: z.array(coercedInt4().positive()).min(1).max(50).optional(),
});
export type ReleaseBody = z.input<typeof releaseBodySchema>;

export const releaseSchema = z.object({ released: z.number().int() });
export type Release = z.infer<typeof releaseSchema>;
