import {
  KENO_REVEAL_INTERVAL_MS,
  type KenoLiveCountdown,
  type KenoLiveDraw,
  type KenoLiveNumber,
  type KenoLiveSummary,
} from '@veso/contract';
import {
  addDays,
  drawsOn,
  formatDateTime,
  nextDraws,
  vnDayOf,
  vnInstant,
  type Draw,
} from '@veso/domain';
import { drawCodeOf } from '../draws';
import type { KenoDrawn } from './repo';
import { kenoSummary } from '../results';

/** The step of a draw's summary event (0: draw start, 1–20: numbers). */
export const SUMMARY_STEP = 21;

/** One server-sent event. */
export type LiveEvent =
  | { event: 'draw'; id: string; data: KenoLiveDraw }
  | { event: 'number'; id: string; data: KenoLiveNumber }
  | { event: 'summary'; id: string; data: KenoLiveSummary }
  | { event: 'countdown'; data: KenoLiveCountdown };

/** Where a client is: the last draw code and step it received. */
export type LivePosition = { drawCode: string; step: number } | null;

/** Parses `Last-Event-ID` (`<drawCode>:<step>`); anything else starts afresh. */
export function parseLastEventId(value: string | undefined): LivePosition {
  const match = /^(\d{1,10}):(\d{1,2})$/.exec(value?.trim() ?? '');
  if (!match) return null;
  const step = Number(match[2]);
  return step <= SUMMARY_STEP ? { drawCode: match[1]!, step } : null;
}

/** The latest Keno draw at or before `now` (today's, else the previous day's last). */
export function currentKenoDraw(now: Date): Draw | null {
  const today = vnDayOf(now);
  for (const day of [today, addDays(today, -1)]) {
    const past = drawsOn('keno', day).filter((draw) => draw.at.getTime() <= now.getTime());
    const last = past.at(-1);
    if (last) return last;
  }
  return null;
}

/** A Keno draw and its draw code. */
export type CodedDraw = { draw: Draw; code: string };

const coded = (draw: Draw | null | undefined): CodedDraw | null =>
  draw ? { draw, code: drawCodeOf('keno', draw) } : null;

/** The Keno draws around an instant: the latest at or before it, the first after it. */
export type KenoMoment = { current: CodedDraw | null; next: CodedDraw | null };

/**
 * {@link currentKenoDraw} and the next draw, remembered while they hold (until the next
 * draw or the next Vietnam day): one calendar computation per draw for every stream of a
 * process instead of one per stream and step.
 */
export function kenoCalendar(): (now: Date) => KenoMoment {
  let memo: { from: number; until: number; moment: KenoMoment } | undefined;
  return (now) => {
    const t = now.getTime();
    if (memo && t >= memo.from && t < memo.until) return memo.moment;
    const current = coded(currentKenoDraw(now));
    const next = coded(nextDraws('keno', now, 1)[0]);
    const tomorrow = vnInstant(addDays(vnDayOf(now), 1), 0).getTime();
    memo = {
      from: current?.draw.at.getTime() ?? t,
      until: Math.min(next?.draw.at.getTime() ?? Infinity, tomorrow),
      moment: { current, next },
    };
    return memo.moment;
  };
}

/** How long the stream waits for the current draw's result before counting down to the next. */
export const MISSING_RESULT_GRACE_MS = 60_000;

/** Serialises an event in the `text/event-stream` format. */
export function formatEvent(event: LiveEvent): string {
  const id = 'id' in event ? `id: ${event.id}\n` : '';
  return `${id}event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/** Where the stream finds a Keno draw's numbers (null: not drawn yet). */
export type KenoNumbersOf = (drawCode: string) => Promise<KenoDrawn | null>;

/**
 * The events a client at `position` is due at `now`: the steps of the current draw it has
 * not seen whose reveal time has come (numbers one every {@link KENO_REVEAL_INTERVAL_MS}
 * after the draw time, then the summary), once the result is stored. Returns the events
 * and the new position.
 */
export async function dueEvents(
  numbersOf: KenoNumbersOf,
  now: Date,
  position: LivePosition,
  revealMs: number = KENO_REVEAL_INTERVAL_MS,
  current: CodedDraw | null = coded(currentKenoDraw(now)),
): Promise<{ events: LiveEvent[]; position: LivePosition; finished: boolean }> {
  if (!current) return { events: [], position, finished: true };
  const { draw, code: drawCode } = current;
  const from = position?.drawCode === drawCode ? position.step + 1 : 0;
  if (from > SUMMARY_STEP) return { events: [], position, finished: true };
  const drawn = await numbersOf(drawCode);
  // No result yet: wait for it a minute, then count down to the next draw (a draw the
  // server never drew, e.g. it was down at the time, must not silence the stream).
  if (!drawn) {
    const waited = now.getTime() - draw.at.getTime();
    return { events: [], position, finished: waited > MISSING_RESULT_GRACE_MS };
  }
  const dueStep = Math.min(
    SUMMARY_STEP,
    Math.floor((now.getTime() - draw.at.getTime()) / revealMs),
  );
  const events: LiveEvent[] = [];
  for (let step = from; step <= dueStep; step += 1) {
    const id = `${drawCode}:${step}`;
    if (step === 0) {
      events.push({
        event: 'draw',
        id,
        data: {
          drawCode,
          openDate: formatDateTime(draw.at),
          drawAt: draw.at.toISOString(),
          generated: drawn.generated,
        },
      });
    } else if (step < SUMMARY_STEP) {
      events.push({
        event: 'number',
        id,
        data: { drawCode, index: step, number: drawn.numbers[step - 1]! },
      });
    } else {
      events.push({
        event: 'summary',
        id,
        data: {
          drawCode,
          numbers: [...drawn.numbers],
          summary: kenoSummary(drawn.numbers),
          generated: drawn.generated,
        },
      });
    }
  }
  const last = events.at(-1);
  return {
    events,
    position: last && 'id' in last ? { drawCode, step: Number(last.id.split(':')[1]) } : position,
    finished: dueStep >= SUMMARY_STEP,
  };
}

/** The countdown to the next Keno draw (`next`: the first draw after `now`). */
export function countdown(
  now: Date,
  next: CodedDraw | null = coded(nextDraws('keno', now, 1)[0]),
): KenoLiveCountdown {
  if (!next) return { nextDrawCode: null, nextDrawAt: null, secondsLeft: null };
  return {
    nextDrawCode: next.code,
    nextDrawAt: next.draw.at.toISOString(),
    secondsLeft: Math.ceil((next.draw.at.getTime() - now.getTime()) / 1000),
  };
}
