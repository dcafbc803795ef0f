import { defineConfig } from 'drizzle-kit';

// `pnpm exec drizzle-kit generate` writes the SQL for a schema change into migrations/;
// review it, give it a descriptive name, and commit it.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema.ts', './src/db/schema-orders.ts'],
  out: './migrations',
});
