import { coercedInt4, int4, z, extensionInstant } from './zod';
import { requestIdSchema } from './auth';
import { bankSchema } from './withdraw';
import { TOPUP_METHODS } from './payment-paths';

/** The top-up schemas; their paths and methods are in `payment-paths.ts`. */

export const topupMethodSchema = z.enum(TOPUP_METHODS);
export type TopupMethod = z.infer<typeof topupMethodSchema>;

export const methodPaymentQuerySchema = z.object({
  os_type: z.string().trim().min(1).max(20),
  version: z.string().trim().min(1).max(20),
});

export const paymentMethodSchema = z.object({
  method: topupMethodSchema,
  name: z.string(),
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  enabled: z.boolean(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const paymentMethodListSchema = z.object({ methods: z.array(paymentMethodSchema) });

export const createPaymentBodySchema = z.object({
  requestId: requestIdSchema,
  method: topupMethodSchema,
  amount: int4().positive(),
});
export type CreatePaymentBody = z.input<typeof createPaymentBodySchema>;

export const paymentStatusSchema = z.enum(['pending', 'paid', 'failed', 'expired']);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const paymentSchema = z.object({
  id: z.string(),
  method: topupMethodSchema,
  amount: z.number().int(),
  status: paymentStatusSchema,
  /** Where the customer pays (the gateway's hosted page). */
  payUrl: z.string(),
  createdAt: extensionInstant(),
  expiresAt: extensionInstant(),
  settledAt: extensionInstant().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentIdParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

/**
 * The gateway's callback: `signature` is the hex HMAC-SHA256 of
 * `paymentId|status|amount|gatewayRef` with the gateway secret.
 */
export const paymentCallbackBodySchema = z.object({
  paymentId: z.string().trim().min(1).max(64),
  status: z.enum(['paid', 'failed']),
  amount: int4().positive(),
  gatewayRef: z.string().trim().min(1).max(100),
  signature: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{64}$/),
});
export const paymentCallbackSchema = z.object({
  status: paymentStatusSchema,
  /** False when this callback changed nothing (a replay). */
  credited: z.boolean(),
});

export const bankTransferQuerySchema = z.object({
  amount: coercedInt4().positive().optional(),
});
/** Where to transfer: the memo identifies the customer; `payload` is the VietQR text. */
export const bankTransferSchema = z.object({
  bank: bankSchema,
  accountNumber: z.string(),
  accountName: z.string(),
  amount: z.number().int().nullable(),
  memo: z.string(),
  payload: z.string(),
  /** The QR code as a PNG data URL. */
  qrDataUrl: z.string(),
});
export type BankTransfer = z.infer<typeof bankTransferSchema>;
