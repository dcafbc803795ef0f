import { int4, z } from '../zod';
import { resultProductSchema } from './common';
import { drawResultSchema } from './draw-result';

/** `POST /api/dev/draws/run` (sandbox): close and draw the product's current period now. */
export const devDrawsRunBodySchema = z
  .object({
    product: resultProductSchema,
    /**
     * Sandbox only: the main numbers the draw must produce (a ball product: Mega, Power,
     * Lotto 5/35, Keno, 6x36), so a whole win can be played through; the rest (Power's
     * bonus, Lotto's special) is drawn as usual unless given too.
     */
    numbers: z.array(int4()).optional(),
    bonus: int4().optional(),
    special: int4().optional(),
    /**
     * Sandbox only: the result groups a draw of digit numbers must produce, in the drawn
     * shape (as many groups, numbers and digits as the product draws): the Max 3D family
     * (max3d, max3dpro) 2 + 4 + 6 + 8 three-digit numbers; the northern lottery (xsmb, on
     * which the loto games settle) its 27 numbers, Đặc biệt first. Repeats allowed.
     */
    groups: z.array(z.array(z.string().regex(/^\d{2,6}$/))).optional(),
  })
  .strict();
export type DevDrawsRunBody = z.infer<typeof devDrawsRunBodySchema>;
export const devDrawsRunSchema = z.object({ result: drawResultSchema });
export type DevDrawsRun = z.infer<typeof devDrawsRunSchema>;
