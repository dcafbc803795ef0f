import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  ORDER_STATE_LABELS,
  ORDER_STATUS_LABELS,
  ORDER_STATUS_OTHER_LABEL,
  PRIZE_EXCHANGE_STATUS_LABELS,
  WINNING_LABEL,
} from '@veso/domain';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './repo';

/**
 * One spelling per label: the spec's §4 labels (orders, tickets, prize exchanges) are
 * `@veso/domain`'s tables, and a Vietnamese word can carry its tone mark on either vowel
 * (`hủy` / `huỷ`): two Unicode strings a reader takes for one, a partner's client for two.
 * This scan fails on any word of the apps, packages and shipped content (tests, fixtures and
 * stories included: they assert what the screens show) spelled like a word of the spec's
 * labels with its marks placed otherwise.
 */

/** The word's letters without marks and its marks, sorted (`huỷ` and `hủy`: `huy`, `̉`). */
function parts(word: string): { base: string; marks: string } {
  const decomposed = word.toLowerCase().normalize('NFD');
  const marks = [...decomposed.replace(/[^\u0300-\u036f]/g, '')].sort().join('');
  return { base: decomposed.replace(/[\u0300-\u036f]/g, ''), marks };
}

/** The words of every spec label, as the spec spells them. */
export function labelWords(labels: readonly string[]): ReadonlyMap<string, string> {
  const words = new Map<string, string>();
  for (const label of labels) {
    for (const word of label
      .toLowerCase()
      .normalize('NFC')
      .match(/\p{L}+/gu) ?? []) {
      const { base, marks } = parts(word);
      words.set(`${base}|${marks}`, word);
    }
  }
  return words;
}

const SPEC_LABELS = [
  ...Object.values(ORDER_STATUS_LABELS),
  ORDER_STATUS_OTHER_LABEL,
  WINNING_LABEL,
  ...Object.values(ORDER_STATE_LABELS),
  ...Object.values(PRIZE_EXCHANGE_STATUS_LABELS),
];

/** The words of `text` spelled like a label word with the same marks placed otherwise. */
export function otherSpellings(text: string, words: ReadonlyMap<string, string>): string[] {
  const found = new Set<string>();
  for (const word of text.normalize('NFC').match(/\p{L}+/gu) ?? []) {
    const { base, marks } = parts(word);
    const spec = words.get(`${base}|${marks}`);
    if (spec !== undefined && spec !== word.toLowerCase()) found.add(`${word} (spec: ${spec})`);
  }
  return [...found];
}

function files(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      return ['node_modules', 'dist', 'dist-server', '.reports'].includes(entry.name)
        ? []
        : files(full);
    }
    return /\.(tsx?|json|md)$/.test(entry.name) ? [full] : [];
  });
}

describe('label spellings', () => {
  const words = labelWords(SPEC_LABELS);

  it('find a label word whose tone mark sits on another vowel', () => {
    expect(otherSpellings("cancelled: 'Đã hủy', label: 'Đã huỷ', 'Hoàn Hủy lỗi'", words)).toEqual([
      'hủy (spec: huỷ)',
      'Hủy (spec: huỷ)',
    ]);
    expect(otherSpellings('Chờ in vé, Đại lý giữ vé, Hoàn thành, Đã huỷ', words)).toEqual([]);
  });

  it('give each order status code one label, the spec §4 one', () => {
    expect(ORDER_STATUS_LABELS).toEqual({
      0: 'Chờ in vé',
      1: 'Đại lý giữ vé',
      2: 'Hoàn thành',
      3: 'Đã huỷ',
      4: 'Hoàn huỷ lỗi',
    });
    expect(ORDER_STATE_LABELS.cancelled).toBe(ORDER_STATUS_LABELS[3]);
  });

  it('are the spec labels in every app, package and shipped content', () => {
    const roots = [
      ...['apps', 'packages'].flatMap((group) =>
        readdirSync(join(REPO_ROOT, group)).map((name) => join(REPO_ROOT, group, name, 'src')),
      ),
      join(REPO_ROOT, 'apps/server/content'),
      join(REPO_ROOT, 'apps/web/e2e'),
      join(REPO_ROOT, 'apps/embed/e2e'),
    ];
    const found = roots
      .flatMap(files)
      .flatMap((file) =>
        otherSpellings(readFileSync(file, 'utf8'), words).map(
          (hit) => `${relative(REPO_ROOT, file)}: ${hit}`,
        ),
      );
    expect(found).toEqual([]);
  });
});
