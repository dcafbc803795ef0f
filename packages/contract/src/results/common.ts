import { z } from '../zod';
import { RESULT_PRODUCTS } from './paths';

/** What the period and result schemas share: the result products and the jackpot. */

export const resultProductSchema = z.enum(RESULT_PRODUCTS);
export type ResultProduct = z.infer<typeof resultProductSchema>;

/** Jackpot pools of one draw (đồng); `jackpot2` only for Power 6/55. */
export const jackpotSchema = z.object({
  jackpot: z.number().int(),
  jackpot2: z.number().int().nullable(),
});
export type Jackpot = z.infer<typeof jackpotSchema>;
