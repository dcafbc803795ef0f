import { drawsOn } from '@veso/domain';
import type {
  KenoLiveCountdown,
  KenoLiveNumber,
  KenoLiveSummary,
  KenoStatsQuery,
} from '@veso/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawResults } from '../../db/schema';
import { drawCodeOf } from '../draws/codes';
import { createDrawTestApp, type DrawTestApp } from '../../test/draw-test-app';
import { runDrawJob } from '../draws/service';
import { parseLastEventId } from './live';

type SseEvent = { id?: string; event: string; data: unknown };

/** Reads server-sent events from a fetch response until `until` says stop. */
async function readEvents(
  response: Response,
  until: (events: SseEvent[]) => boolean,
  onIdle?: () => void,
): Promise<SseEvent[]> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: SseEvent[] = [];
  let buffer = '';
  const deadline = Date.now() + 10_000;
  while (!until(events)) {
    if (Date.now() > deadline) throw new Error(`timed out with ${JSON.stringify(events)}`);
    onIdle?.();
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const fields = Object.fromEntries(
        block
          .split('\n')
          .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
      ) as Record<string, string>;
      if (fields.event) {
        events.push({
          ...(fields.id ? { id: fields.id } : {}),
          event: fields.event,
          data: JSON.parse(fields.data ?? 'null'),
        });
      }
      end = buffer.indexOf('\n\n');
    }
  }
  await reader.cancel();
  return events;
}

describe('Keno live stream', () => {
  let t: DrawTestApp;
  let base: string;
  const draw = drawsOn('keno', '2026-11-18').find((d) => d.time === '10:08')!;
  const code = drawCodeOf('keno', draw);
  let numbers: number[];

  beforeAll(async () => {
    t = await createDrawTestApp({ kenoPollMs: 10, kenoRevealMs: 1000 });
    t.clock.set(draw.at);
    await runDrawJob(t.db.orm, t.provider, t.clock.now());
    const [row] = await t.db.orm
      .select()
      .from(drawResults)
      .where(and(eq(drawResults.product, 'keno'), eq(drawResults.drawCode, code)));
    numbers = (row!.numbers as { numbers: number[] }).numbers;
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t.close());

  it('reveals the numbers in order; a reconnect with Last-Event-ID resumes after the last one', async () => {
    t.clock.set(draw.at);
    const first = await fetch(`${base}/api/keno/live`);
    expect(first.headers.get('content-type')).toMatch(/^text\/event-stream/);
    let advanced = false;
    const start = await readEvents(
      first,
      (events) => events.some((e) => e.id === `${code}:5`),
      () => {
        if (!advanced) {
          advanced = true;
          t.clock.set(new Date(draw.at.getTime() + 5_500));
        }
      },
    );
    expect(start[0]).toMatchObject({
      event: 'draw',
      id: `${code}:0`,
      // The sandbox drew it: the stream says so, for the screen's 'Kết quả mô phỏng'.
      data: { drawCode: code, openDate: '18/11/2026 10:08:00', generated: true },
    });
    const revealed = start.filter((e) => e.event === 'number').map((e) => e.data as KenoLiveNumber);
    expect(revealed.map((n) => n.index)).toEqual([1, 2, 3, 4, 5]);
    expect(revealed.map((n) => n.number)).toEqual(numbers.slice(0, 5));

    // Reconnect after step 5, once every number is due: only 6–20, the summary, a countdown.
    t.clock.set(new Date(draw.at.getTime() + 30_000));
    const second = await fetch(`${base}/api/keno/live`, {
      headers: { 'last-event-id': `${code}:5` },
    });
    const rest = await readEvents(second, (events) => events.some((e) => e.event === 'countdown'));
    const more = rest.filter((e) => e.event === 'number').map((e) => e.data as KenoLiveNumber);
    expect(more.map((n) => n.index)).toEqual(Array.from({ length: 15 }, (_, i) => i + 6));
    expect(more.map((n) => n.number)).toEqual(numbers.slice(5));
    const summary = rest.find((e) => e.event === 'summary')!.data as KenoLiveSummary;
    expect(summary.numbers).toEqual(numbers);
    expect(summary.summary.big).toBe(numbers.filter((n) => n >= 41).length);
    expect(summary.summary.even).toBe(numbers.filter((n) => n % 2 === 0).length);
    const countdown = rest.at(-1)!.data as KenoLiveCountdown;
    expect(countdown).toEqual({
      nextDrawCode: String(Number(code) + 1).padStart(7, '0'),
      nextDrawAt: new Date(draw.at.getTime() + 8 * 60_000).toISOString(),
      secondsLeft: 8 * 60 - 30,
    });
  });

  it('counts down to the next draw when the current draw has no result (server was down)', async () => {
    const lastOfDay = drawsOn('keno', '2026-11-18').at(-1)!;
    expect(lastOfDay.time).toBe('21:52');
    const [stored] = await t.db.orm
      .select()
      .from(drawResults)
      .where(
        and(
          eq(drawResults.product, 'keno'),
          eq(drawResults.drawCode, drawCodeOf('keno', lastOfDay)),
        ),
      );
    expect(stored).toBeUndefined();
    t.clock.set(new Date(lastOfDay.at.getTime() + 60 * 60_000));
    const res = await fetch(`${base}/api/keno/live`);
    const events = await readEvents(res, (list) => list.some((e) => e.event === 'countdown'));
    expect(events.filter((e) => e.event !== 'countdown')).toEqual([]);
    const firstTomorrow = drawsOn('keno', '2026-11-19')[0]!;
    expect(events.at(-1)!.data).toEqual({
      nextDrawCode: drawCodeOf('keno', firstTomorrow),
      nextDrawAt: firstTomorrow.at.toISOString(),
      secondsLeft: Math.ceil((firstTomorrow.at.getTime() - t.clock.now().getTime()) / 1000),
    });
  });

  it('parses Last-Event-ID strictly', () => {
    expect(parseLastEventId('0037991:5')).toEqual({ drawCode: '0037991', step: 5 });
    expect(parseLastEventId('0037991:22')).toBeNull();
    expect(parseLastEventId('garbage')).toBeNull();
    expect(parseLastEventId(undefined)).toBeNull();
  });

  it('Keno statistics base: last results, top numbers and pairs, suggestions', async () => {
    const get = async <T>(url: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/keno-stats${url}` })).json() as {
        code: number;
        data?: T;
      };
    const last = await get<{ result: { drawCode: string } }>('/last_result');
    expect(last.data!.result.drawCode).toBe(code);
    const v2 = await get<{ items: { drawCode: string }[] }>('/v2/last_result?limit=3');
    expect(v2.data!.items[0]!.drawCode).toBe(code);
    const stat = await get<{ draws: number; frequency: { number: number; count: number }[] }>(
      '/get?window=1',
    );
    expect(stat.data!.draws).toBe(1);
    expect(stat.data!.frequency.filter((f) => f.count === 1).map((f) => f.number)).toEqual(
      [...numbers].sort((a, b) => a - b),
    );
    const top = await get<{ items: { numbers: number[]; count: number }[] }>(
      '/top_avaiable?level=2&window=1&limit=5',
    );
    expect(top.data!.items).toHaveLength(5);
    expect(
      top.data!.items.every((i) => i.count === 1 && i.numbers.every((n) => numbers.includes(n))),
    ).toBe(true);
    const query: KenoStatsQuery = { window: 1 };
    const sugg = await get<{ suggestions: { kind: string; numbers: number[] }[] }>(
      `/suggestions?level=4&window=${query.window}`,
    );
    expect(sugg.data!.suggestions.map((s) => s.kind)).toEqual(['hot', 'cold', 'mixed']);
    const hot = sugg.data!.suggestions[0]!.numbers;
    expect(hot).toHaveLength(4);
    expect(hot.every((n) => numbers.includes(n))).toBe(true);
    expect(sugg.data!.suggestions[1]!.numbers.some((n) => numbers.includes(n))).toBe(false);
    expect((await get('/top_avaiable?level=4')).code).toBe(14);
    expect((await get('/suggestions?level=11')).code).toBe(14);
  });
});
