import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDb } from './test-app';

describe('test databases', () => {
  it('refuse to be disposed of with a ledger that does not balance', async () => {
    const db = await openTestDb();
    // A balance changed behind the ledger's back: no entry explains it.
    await db.orm.execute(
      sql`insert into ledger_accounts (id, kind, allow_negative, balance)
          values ('system:test-drift', 'system', true, 7)`,
    );
    await expect(db.dispose()).rejects.toThrow(
      /Ledger check failed after the suite:\n.*system:test-drift holds a running balance \(7\)/,
    );
  });

  it('dispose quietly when the ledger balances', async () => {
    const db = await openTestDb();
    await expect(db.dispose()).resolves.toBeUndefined();
  });
});
