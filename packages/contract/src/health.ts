import { z } from './zod';

/** `GET /api/healthz`: the server and a database round trip. */
export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  databaseLatencyMs: z.number().nonnegative(),
  time: z.string(),
  sandbox: z.boolean(),
});
export type Health = z.infer<typeof healthSchema>;
