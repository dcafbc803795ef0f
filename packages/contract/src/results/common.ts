import { z } from '../zod';

/** What the period and result schemas share: the result products and the jackpot. */

/**
 * Every draw that has periods and results, by draw-calendar id (products sharing a draw
 * share it: Max 3D/3D+/Ôm Max 3D+ → `max3d`, loto games → `xsmb`, bao 6x36 → `dientoan636`).
 * Max 4D is discontinued and has none.
 */
export const RESULT_PRODUCTS = [
  'mega645',
  'power655',
  'lotto535',
  'keno',
  'max3d',
  'max3dpro',
  'dientoan636',
  'xsmb',
  'xsmt',
  'xsmn',
] as const;
export const resultProductSchema = z.enum(RESULT_PRODUCTS);
export type ResultProduct = z.infer<typeof resultProductSchema>;

/** Jackpot pools of one draw (đồng); `jackpot2` only for Power 6/55. */
export const jackpotSchema = z.object({
  jackpot: z.number().int(),
  jackpot2: z.number().int().nullable(),
});
export type Jackpot = z.infer<typeof jackpotSchema>;
