import { Writable } from 'node:stream';
import { messageForCode } from '@veso/contract';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app';
import { manualClock } from '../providers/clock';
import { openTestDb, TEST_NOW, testConfig, type TestApp } from '../test/test-app';
import { findUncleanText, isCleanText } from './text-guard';
import { PRODUCT_FAMILIES } from '../families';

/** Every log line the app writes. */
const lines: string[] = [];
let t: TestApp;
/** What the test routes' handlers saw (the guard must stop the request before them). */
const reached: unknown[] = [];

beforeAll(async () => {
  const db = await openTestDb();
  const clock = manualClock(TEST_NOW);
  const config = testConfig({ logLevel: 'info' });
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const app = await buildApp({ config, db, clock, logger: pino({ level: 'info' }, stream) });
  t = {
    app,
    db,
    clock,
    config,
    families: PRODUCT_FAMILIES,
    close: async () => (await app.close(), await db.dispose()),
  };

  // No schema at all: the guard still sees the body, query and params.
  app.post('/api/test/raw/:id', async (request) => {
    reached.push(request.body);
    return { code: 0, message: 'Thành công', data: null };
  });
  app.post('/api/test/typed', {
    schema: { body: z.object({ note: z.string().max(1000) }) },
    handler: async (request) => {
      reached.push(request.body);
      return { code: 0, message: 'Thành công', data: null };
    },
  });
  // Texts the database refuses, sent by the server itself (as if a check had let them by).
  app.get('/api/test/db/:kind', async (request) => {
    const { kind } = request.params as { kind: string };
    if (kind === 'nul') {
      await db.withSession((s) => s.query('SELECT $1::text AS v', ['a\u0000b']));
    } else if (kind === 'orm') {
      await db.orm.execute(sql`SELECT ${'x\u0000y'}::text AS v`);
    } else if (kind === 'jsonb') {
      await db.withSession((s) => s.query(`SELECT '{"a":"\\u0000"}'::jsonb AS v`));
    } else if (kind === 'varchar') {
      await db.withSession(async (s) => {
        await s.query('CREATE TEMP TABLE IF NOT EXISTS t_short (v varchar(3))');
        await s.query('INSERT INTO t_short VALUES ($1)', ['abcdef']);
      });
    }
    return { code: 0, message: 'Thành công', data: null };
  });
  await app.ready();
});
afterAll(() => t.close());

const invalid = { code: 14, message: messageForCode(14) };

describe('isCleanText and findUncleanText', () => {
  it('refuses C0 controls, DEL and lone surrogates; accepts Vietnamese, emoji and symbols', () => {
    for (const text of ['', 'Nguyễn Văn Ánh', '😀 đ ₫', 'a b', '\u00a0\u0085\u200b', '"\\/']) {
      expect(isCleanText(text), JSON.stringify(text)).toBe(true);
    }
    for (const text of ['\u0000', 'a\tb', 'a\nb', '\r', '\u001f', '\u007f', '\ud83d', 'a\ude00']) {
      expect(isCleanText(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('points at the first bad value, at any depth, and at the parent of a bad key', () => {
    expect(findUncleanText({ a: 'ok', b: [1, true, null, { c: 'x\u0000' }] })).toBe('/b/3/c');
    expect(findUncleanText({ 'bad\u0001key': 1 })).toBe('');
    expect(findUncleanText({ a: { 'k\ud800': 'v' } })).toBe('/a');
    expect(findUncleanText({ 'a/b~c': '\u007f' })).toBe('/a~1b~0c');
    expect(findUncleanText('\u0000')).toBe('');
    expect(findUncleanText({ a: 'ok', n: 5, d: undefined })).toBeUndefined();
    // Deeper than any call stack, in linear time; the pointer keeps 16 levels.
    let deep: unknown = '\u0000';
    for (let i = 0; i < 300_000; i += 1) deep = [deep];
    const started = performance.now();
    expect(findUncleanText(deep)).toBe('/0'.repeat(16));
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

describe('the text guard', () => {
  it('refuses a control character in a body, query, path or read header with code 14, before the handler', async () => {
    reached.length = 0;
    const cases = [
      { url: '/api/test/raw/1', payload: { deep: [{ note: 'a\u0000' }] } },
      { url: '/api/test/raw/1?q=%00', payload: {} },
      { url: '/api/test/raw/a%01b', payload: {} },
      { url: '/api/test/raw/1', payload: {}, headers: { 'x-access-token': 'tok\u007f' } },
      { url: '/api/test/raw/1', payload: {}, headers: { captcha: 'c\u001b' } },
      { url: '/api/test/typed', payload: { note: 'line\nbreak' } },
      { url: '/api/test/typed', payload: { note: '\ud800' } },
      { url: '/api/test/typed', payload: { note: 'ok', ['x\u0000']: 1 } },
    ];
    for (const { url, payload, headers } of cases) {
      const res = await t.app.inject({ method: 'POST', url, payload, headers });
      const what = `${url} ${JSON.stringify(payload)} ${JSON.stringify(headers)}`;
      expect(res.statusCode, what).toBe(400);
      expect(res.json().code, what).toBe(14);
      expect(res.body, what).not.toMatch(/\\u0000|\\ud800/);
    }
    expect(reached).toEqual([]);

    const named = await t.app.inject({
      method: 'POST',
      url: '/api/test/typed',
      payload: { note: 'a\u0000' },
    });
    expect(named.json().message).toBe(
      'Yêu cầu không hợp lệ: nội dung "note" có ký tự không hợp lệ',
    );
  });

  it('walks a deeply nested body of the largest size quickly', async () => {
    const depth = 400_000;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/raw/1',
      headers: { 'content-type': 'application/json' },
      payload: `${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(14);
    expect(res.json().message).toBe(
      `Yêu cầu không hợp lệ: nội dung "${Array(16).fill('0').join('.')}" có ký tự không hợp lệ`,
    );
  });

  it('lets clean texts through, whatever their script', async () => {
    reached.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/typed',
      payload: { note: 'Số 12, đường Lê Lợi 😀' },
    });
    expect(res.json().code).toBe(0);
    expect(reached).toEqual([{ note: 'Số 12, đường Lê Lợi 😀' }]);
  });
});

describe('texts the database refuses', () => {
  it('answer code 14 with HTTP 400, logged as a warning without a stack', async () => {
    for (const kind of ['nul', 'orm', 'jsonb', 'varchar']) {
      lines.length = 0;
      const res = await t.app.inject({ method: 'GET', url: `/api/test/db/${kind}` });
      expect(res.statusCode, kind).toBe(400);
      expect(res.json(), kind).toMatchObject(invalid);
      expect(res.json().data.reason, kind).toMatchObject({ field: 'body' });
      const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      const warning = logged.find((entry) => entry.msg === 'database refused the request data');
      expect(warning, kind).toMatchObject({ level: 40 });
      expect(
        logged.some((entry) => (entry.level as number) >= 50),
        kind,
      ).toBe(false);
      expect(lines.join('\n'), kind).not.toMatch(/"stack"/);
    }
  });
});
