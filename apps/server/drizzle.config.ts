import { defineConfig } from 'drizzle-kit';

// After a change to the schema files (src/db/schema-<area>.ts), `pnpm exec drizzle-kit generate --name <what_it_does>`
// writes the migration into migrations/: the SQL, its snapshot and its journal entry.
// Review the SQL (drop the `"public".` drizzle-kit puts before referenced tables, so the
// tables work in any schema) and commit all three; do not rename the file (the journal
// names it).
// SQL drizzle cannot declare (data changes, triggers): `drizzle-kit generate --custom
// --name <what_it_does>` makes an empty migration to write it in. A migration that has
// been released is never edited: fix it with a new one. src/db/schema-drift.test.ts fails
// when the schema, the SQL and the snapshots disagree.
export default defineConfig({
  dialect: 'postgresql',
  // One file per area; src/db/schema.ts only gathers them for the modules.
  schema: [
    './src/db/schema-settings.ts',
    './src/db/schema-accounts.ts',
    './src/db/schema-embed.ts',
    './src/db/schema-money.ts',
    './src/db/schema-draws.ts',
    './src/db/schema-orders.ts',
    './src/db/schema-xskt.ts',
    './src/db/schema-groups.ts',
    './src/db/schema-content.ts',
  ],
  out: './migrations',
});
