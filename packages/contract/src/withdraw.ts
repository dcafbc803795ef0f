import { int4, z, extensionInstant } from './zod';
import { requestIdSchema } from './auth';

/** The prize account's and withdrawals' schemas; their paths and limits are in `withdraw-paths.ts`. */

/** A withdraw method number 1–5 (spec §2). */
export const withdrawMethodSchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
]);

/** The fee of one method. */
export const rewardFeeSchema = z.object({
  method: withdrawMethodSchema,
  label: z.string(),
  slug: z.string(),
  fee: z.number().int().nonnegative(),
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
});
export type RewardFee = z.infer<typeof rewardFeeSchema>;

export const rewardFeeListSchema = z.object({ fees: z.array(rewardFeeSchema) });
export type RewardFeeList = z.infer<typeof rewardFeeListSchema>;

export const withdrawFeeQuerySchema = z.object({ msisdn: z.string().trim().min(9).max(15) });
/** `getWithdrawFee`: success is signalled by `error.code` 0 (spec). */
export const withdrawFeeSchema = z.object({
  error: z.object({ code: z.number().int(), message: z.string() }),
  withdrawFee: z.array(rewardFeeSchema),
});
export type WithdrawFee = z.infer<typeof withdrawFeeSchema>;

/** Bank account numbers: 6–19 digits; names: upper-case Latin letters and spaces. */
export const bankAccountNumberSchema = z
  .string()
  .trim()
  .regex(/^\d{6,19}$/);
export const bankAccountNameSchema = z
  .string()
  .trim()
  .min(2)
  .max(100)
  .regex(/^[A-Z][A-Z ]*$/);

export const makeWithdrawBodySchema = z.object({
  requestId: requestIdSchema,
  method: withdrawMethodSchema,
  amount: int4().positive(),
  /** Method 2: bank code from `bank_prize_payment`, account number and holder name. */
  bankCode: z.string().trim().min(2).max(20).optional(),
  accountNumber: bankAccountNumberSchema.optional(),
  accountName: bankAccountNameSchema.optional(),
  /** Methods 3 and 5: the e-wallet provider; 3, 4 and 5: the phone number it belongs to. */
  walletProvider: z.string().trim().min(2).max(30).optional(),
  phone: z.string().trim().min(1).max(25).optional(),
});
export type MakeWithdrawBody = z.input<typeof makeWithdrawBodySchema>;

/** Status 0 'Đang trả thưởng', 1 'Hoàn tất', 2 'Rút thưởng lỗi' (spec §4). */
export const withdrawStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const withdrawalSchema = z.object({
  id: z.number().int(),
  requestId: z.string(),
  method: withdrawMethodSchema,
  methodLabel: z.string(),
  amount: z.number().int(),
  fee: z.number().int(),
  status: withdrawStatusSchema,
  statusLabel: z.string(),
  destination: z.record(z.string(), z.string()),
  createdAt: extensionInstant(),
  completedAt: extensionInstant().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const makeWithdrawSchema = z.object({
  withdrawal: withdrawalSchema,
  prizeBalance: z.number().int(),
  balance: z.number().int(),
});
export type MakeWithdraw = z.infer<typeof makeWithdrawSchema>;

export const withdrawHistoryBodySchema = z.object({
  page: int4().min(1).default(1),
  pageSize: int4().min(1).max(100).default(10),
});

export const withdrawHistorySchema = z.object({
  items: z.array(withdrawalSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type WithdrawHistory = z.infer<typeof withdrawHistorySchema>;

/** A bank: NAPAS short code, its 6-digit BIN (VietQR) and names. */
export const bankSchema = z.object({
  code: z.string(),
  bin: z.string(),
  shortName: z.string(),
  name: z.string(),
});
export type Bank = z.infer<typeof bankSchema>;
export const bankListSchema = z.object({ banks: z.array(bankSchema) });
export type BankList = z.infer<typeof bankListSchema>;
