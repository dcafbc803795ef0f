import { RESULT_PRODUCTS } from '@veso/contract';
import type { DrawResult, OrderItem, ResultGroup, ResultProduct } from '@veso/contract';
import { getProduct } from '@veso/domain';
import { GeneratedTag, VisuallyHidden } from '@veso/ui-kit';
import styles from '../styles';

type NumberInfo = OrderItem['numberInfos'][number];

/**
 * What a ticket plays, as its draw's numbers are compared with it:
 * - `balls`: numbers drawn as balls (Vietlott, 6x36, Keno), with Lotto 5/35's special ones;
 * - `endings`: loto numbers, matched by the last digits of each drawn number;
 * - `exact`: Max 3D numbers, matched by a drawn number equal to one of them;
 * - `ticket`: a paper ticket's number (and province), matched by each drawn number it ends with.
 */
export type PlayedNumbers =
  | { kind: 'balls'; numbers: readonly number[]; specials: readonly number[] }
  | { kind: 'endings'; numbers: readonly string[] }
  | { kind: 'exact'; numbers: readonly string[] }
  | { kind: 'ticket'; number: string; province?: string };

/** The draw a product's tickets are settled on (its draw calendar), or null without results. */
export function resultProductOf(product: string): ResultProduct | null {
  const calendar = getProduct(product)?.calendar;
  return calendar !== undefined && (RESULT_PRODUCTS as readonly string[]).includes(calendar)
    ? (calendar as ResultProduct)
    : null;
}

/** The stored result of a ticket's draw among an order's results, if drawn. */
export function resultOfTicket(
  results: readonly DrawResult[],
  ticket: { product: string; drawCode: string },
): DrawResult | undefined {
  const product = resultProductOf(ticket.product);
  return results.find((r) => r.product === product && r.drawCode === ticket.drawCode);
}

/** The numbers an order ticket's number sets play, shaped for its product's draw. */
export function playedOf(product: string, numberInfos: readonly NumberInfo[]): PlayedNumbers {
  const found = getProduct(product);
  const numbers = numberInfos.flatMap((info) => info.numbers);
  const digits = found?.pick?.digits ?? 2;
  if (found?.calendar === 'max3d') {
    return { kind: 'exact', numbers: numbers.map((n) => String(n).padStart(digits, '0')) };
  }
  if (found?.calendar === 'xsmb') {
    return { kind: 'endings', numbers: numbers.map((n) => String(n).padStart(digits, '0')) };
  }
  const specials = numberInfos.flatMap((info) => [
    ...(info.special !== null ? [info.special] : []),
    ...info.specials,
  ]);
  return { kind: 'balls', numbers, specials };
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A drawn number as shown, and whether it matches the ticket. */
type Mark = { text: string; hit: boolean };
type MarkedGroup = { name: string; numbers: Mark[] };

/** The drawn numbers of a result, each marked when it matches the ticket. */
export type MarkedResult =
  | { kind: 'balls'; numbers: Mark[]; extra: Mark | null }
  | { kind: 'groups'; sections: { province: string | null; groups: MarkedGroup[] }[] };

function groupHit(played: PlayedNumbers, drawn: string): boolean {
  if (played.kind === 'exact') return played.numbers.includes(drawn);
  if (played.kind === 'endings') {
    return played.numbers.some((n) => drawn.length >= n.length && drawn.endsWith(n));
  }
  if (played.kind === 'ticket') return played.number.endsWith(drawn);
  return false;
}

function markGroups(groups: readonly ResultGroup[], played: PlayedNumbers): MarkedGroup[] {
  return groups.map((group) => ({
    name: group.name,
    numbers: group.numbers.map((text) => ({ text, hit: groupHit(played, text) })),
  }));
}

/**
 * Marks the numbers of `result` the ticket matches: a ball it played (Power's bonus counts
 * as a number, Lotto 5/35's special only against the line's special), a drawn number a loto
 * number ends, a Max 3D number equal to one played, or one a paper ticket's number ends with
 * (only its own province's numbers are shown).
 */
export function markResult(result: DrawResult['result'], played: PlayedNumbers): MarkedResult {
  if (result.kind === 'balls') {
    const mine = new Set(played.kind === 'balls' ? played.numbers : []);
    const specials = new Set(played.kind === 'balls' ? played.specials : []);
    const extra = result.special ?? result.bonus;
    return {
      kind: 'balls',
      numbers: result.numbers.map((n) => ({ text: pad2(n), hit: mine.has(n) })),
      extra:
        extra === null
          ? null
          : {
              text: pad2(extra),
              hit: result.special !== null ? specials.has(extra) : mine.has(extra),
            },
    };
  }
  if (result.kind === 'groups') {
    return {
      kind: 'groups',
      sections: [{ province: null, groups: markGroups(result.groups, played) }],
    };
  }
  const province = played.kind === 'ticket' ? played.province : undefined;
  return {
    kind: 'groups',
    sections: result.provinces
      .filter((p) => province === undefined || p.province === province)
      .map((p) => ({ province: p.province, groups: markGroups(p.groups, played) })),
  };
}

/** The matched numbers of a marked result, as the summary line lists them. */
export function matchesOf(marked: MarkedResult): string[] {
  if (marked.kind === 'balls') {
    return [
      ...marked.numbers.filter((m) => m.hit).map((m) => m.text),
      ...(marked.extra?.hit ? [`ĐB ${marked.extra.text}`] : []),
    ];
  }
  return marked.sections.flatMap((section) =>
    section.groups.flatMap((group) =>
      group.numbers.filter((m) => m.hit).map((m) => `${group.name} ${m.text}`),
    ),
  );
}

/** A drawn number, marked (and named so for screen readers) when it matches the ticket. */
function Drawn({ mark }: { mark: Mark }) {
  return (
    <>
      <span className={mark.hit ? `${styles.drawn} ${styles.hit}` : styles.drawn}>
        {mark.text}
        {mark.hit && <VisuallyHidden> (trùng)</VisuallyHidden>}
      </span>{' '}
    </>
  );
}

function MarkedNumbers({ marked }: { marked: MarkedResult }) {
  if (marked.kind === 'balls') {
    return (
      <p className={styles.balls}>
        {marked.numbers.map((mark) => (
          <Drawn key={mark.text} mark={mark} />
        ))}
        {marked.extra !== null && (
          <>
            {' | ĐB '}
            <Drawn mark={marked.extra} />
          </>
        )}
      </p>
    );
  }
  return marked.sections.map((section) => (
    <div key={section.province ?? ''}>
      {section.province !== null && <p className={styles.legend}>{section.province}</p>}
      <dl>
        {section.groups.map((group) => (
          <div key={group.name} className={styles.spread}>
            <dt>{group.name}</dt>
            <dd className={styles.balls}>
              {group.numbers.map((mark, index) => (
                <Drawn key={`${mark.text}-${index}`} mark={mark} />
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  ));
}

/**
 * The result of a ticket's draw, so the buyer sees why it won or not (product requirements:
 * trust in the ticket): the numbers drawn, those matching the ticket marked, and the
 * matches listed; a simulated draw is labelled. Nothing before the draw has a result.
 */
export function DrawnResult({
  result,
  played,
}: {
  result: DrawResult | undefined;
  played: PlayedNumbers;
}) {
  if (result === undefined) return null;
  const marked = markResult(result.result, played);
  const matches = matchesOf(marked);
  // A Keno side bet plays no number: nothing to match.
  const compared = played.kind !== 'balls' || played.numbers.length + played.specials.length > 0;
  return (
    <section aria-label={`Kết quả kỳ #${result.drawCode}`}>
      <h3 className={styles.legend}>Kết quả kỳ #{result.drawCode}</h3>
      <p className={styles.muted}>
        {result.name} · {result.drawDate} <GeneratedTag generated={result.generated} />
      </p>
      <MarkedNumbers marked={marked} />
      {compared && (
        <p>
          {matches.length > 0
            ? `Số trùng với vé: ${matches.join(', ')}`
            : 'Không có số nào trùng với vé.'}
        </p>
      )}
    </section>
  );
}
