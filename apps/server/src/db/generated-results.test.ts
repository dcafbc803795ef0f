import { describe, expect, it } from 'vitest';
import { emptyTestDbs } from '../test/test-app';
import { migrateUpTo } from './migration-test-kit';
import { migrate } from './migrator';

/**
 * `0017_generated_results`: results the sandbox drew before the column existed are marked
 * generated on upgrade, imported ones stay real; afterwards a result still cannot be
 * changed or deleted, except the one replacement of a generated result by a real one.
 */

const MIGRATION = '0017_generated_results.sql';
const emptyDb = emptyTestDbs();

type Row = { draw_code: string; generated: boolean; source: string };

describe('0017: generated results', () => {
  it('marks the sandbox’s results generated on upgrade and allows only their replacement', async () => {
    const db = await emptyDb();
    await migrateUpTo(db, MIGRATION);
    const insert = (code: string, source: string) =>
      db.withSession((s) =>
        s.query(
          `INSERT INTO draw_results (product, draw_code, draw_date, numbers, source, created_at)
           VALUES ('mega645', $1, '2026-08-21', '{"numbers":[1,2,3,4,5,6]}', $2, now())`,
          [code, source],
        ),
      );
    await insert('01552', 'import');
    await insert('01553', 'sandbox');
    expect((await migrate(db)).applied).toContain(MIGRATION);
    const rows = await db.withSession((s) =>
      s.query<Row>('SELECT draw_code, generated, source FROM draw_results ORDER BY draw_code'),
    );
    expect(rows).toEqual([
      { draw_code: '01552', generated: false, source: 'import' },
      { draw_code: '01553', generated: true, source: 'sandbox' },
    ]);

    const run = (sql: string) => db.withSession((s) => s.query(sql));
    // A real result is never changed, a generated one is never changed in place or deleted.
    await expect(
      run(`UPDATE draw_results SET numbers = '{"numbers":[9]}' WHERE draw_code = '01552'`),
    ).rejects.toThrow(/written once/);
    await expect(
      run(`UPDATE draw_results SET numbers = '{"numbers":[9]}' WHERE draw_code = '01553'`),
    ).rejects.toThrow(/written once/);
    await expect(run(`DELETE FROM draw_results WHERE draw_code = '01553'`)).rejects.toThrow(
      /written once/,
    );
    // The replacement by a real result, stamped, is the one change allowed.
    await run(
      `UPDATE draw_results SET numbers = '{"numbers":[7]}', source = 'import', generated = false, replaced_at = now() WHERE draw_code = '01553'`,
    );
    await expect(
      run(`UPDATE draw_results SET generated = true WHERE draw_code = '01553'`),
    ).rejects.toThrow(/written once/);
  });
});
