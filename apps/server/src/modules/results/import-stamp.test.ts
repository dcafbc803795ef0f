import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { drawResults } from '../../db/schema';
import { seed } from '../../seed';
import { openTestDb, type TestDatabase } from '../../test/test-app';
import { resultsDirStamp } from './import';

const MEGA = '{"date":"2026-08-21","id":"01552","result":[7,26,31,38,43,45]}\n';
const MEGA_2 = `${MEGA}{"date":"2026-08-23","id":"01553","result":[1,2,3,4,5,6]}\n`;

describe('result import stamp', () => {
  const dbs: TestDatabase[] = [];
  const dirs: string[] = [];
  afterAll(async () => {
    for (const db of dbs) await db.dispose();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('a second seed with unchanged files does not re-read them; a changed file is imported', async () => {
    const db = await openTestDb();
    dbs.push(db);
    const dir = await mkdtemp(path.join(tmpdir(), 'veso-stamp-'));
    dirs.push(dir);
    const file = path.join(dir, 'mega645.jsonl');
    await writeFile(file, MEGA);
    await utimes(file, new Date('2026-01-01T00:00:00Z'), new Date('2026-01-01T00:00:00Z'));
    const now = new Date('2026-11-01T00:00:00Z');
    const first = await seed(db, { resultsDir: dir, now });
    expect(first.results?.['mega645.jsonl']).toEqual({
      inserted: 1,
      skipped: 0,
      replaced: [],
      keptSettled: [],
      rejected: [],
    });
    expect(await seed(db, { resultsDir: dir, now })).toEqual({
      inserted: [],
      resultsUnchanged: dir,
    });

    const stamp = await resultsDirStamp(dir);
    await writeFile(file, MEGA_2);
    expect(await resultsDirStamp(dir)).not.toBe(stamp);
    const third = await seed(db, { resultsDir: dir, now });
    expect(third.results?.['mega645.jsonl']).toEqual({
      inserted: 1,
      skipped: 1,
      replaced: [],
      keptSettled: [],
      rejected: [],
    });
    const [stored] = await db.orm
      .select({ n: count() })
      .from(drawResults)
      .where(eq(drawResults.product, 'mega645'));
    expect(stored?.n).toBe(2);
    expect(await resultsDirStamp(path.join(dir, 'absent'))).toBeUndefined();
  });
});
