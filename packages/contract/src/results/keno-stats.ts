import { coercedInt4, z } from '../zod';
import { drawResultSchema } from './draw-result';

/** The Keno statistics base (`API_BASES.kenoStats`): last results, top numbers, suggestions. */

/** Keno statistics `/get?window` answers `statisticSchema` (`./statistics`) for Keno. */
export const kenoStatsQuerySchema = z.object({
  window: coercedInt4().min(1).max(1000).default(30),
});
export type KenoStatsQuery = z.input<typeof kenoStatsQuerySchema>;

/** `/last_result`: the latest Keno result (null before any). */
export const kenoLastResultSchema = z.object({ result: drawResultSchema.nullable() });
export type KenoLastResult = z.infer<typeof kenoLastResultSchema>;

/** `/v2/last_result?limit`: the latest Keno results, newest first. */
export const kenoLastResultsQuerySchema = z.object({
  limit: coercedInt4().min(1).max(100).default(10),
});
export const kenoLastResultsSchema = z.object({ items: z.array(drawResultSchema) });
export type KenoLastResults = z.infer<typeof kenoLastResultsSchema>;

/** `/top_avaiable?level&window`: the most frequent numbers (1), pairs (2) or triples (3). */
export const kenoTopQuerySchema = z.object({
  level: coercedInt4().min(1).max(3).default(1),
  window: coercedInt4().min(1).max(500).default(30),
  limit: coercedInt4().min(1).max(80).default(20),
});
export const kenoTopSchema = z.object({
  level: z.number().int(),
  window: z.number().int(),
  draws: z.number().int(),
  items: z.array(z.object({ numbers: z.array(z.number().int()), count: z.number().int() })),
});
export type KenoTop = z.infer<typeof kenoTopSchema>;

/** `/suggestions?level&window`: number sets of a Keno level built from the statistics. */
export const kenoSuggestionsQuerySchema = z.object({
  level: coercedInt4().min(1).max(10).default(5),
  window: coercedInt4().min(1).max(500).default(30),
});
export const kenoSuggestionsSchema = z.object({
  level: z.number().int(),
  window: z.number().int(),
  /** `hot` most frequent, `cold` absent longest, `mixed` half of each. Vietnamese `label`. */
  suggestions: z.array(
    z.object({
      kind: z.enum(['hot', 'cold', 'mixed']),
      label: z.string(),
      numbers: z.array(z.number().int()),
    }),
  ),
});
export type KenoSuggestions = z.infer<typeof kenoSuggestionsSchema>;
