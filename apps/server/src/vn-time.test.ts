import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Vietnam time (a fixed UTC+7, no daylight saving) is computed by `@veso/domain` only:
 * `vnDayOf`, `vnInstant`, `vnDayStart`, `minutesOf`, `timeOf`, `formatDateTime`,
 * `formatVnIso`. The server's sources (tests and their kits aside, which set clocks) never
 * spell the offset, the zone or a machine-zone read again.
 */

const SRC = import.meta.dirname;
const TEST_CODE = /(?:\.test|-test-kit|\.fixture)\.ts$/;

const PATTERNS: readonly [RegExp, string][] = [
  [/[+]07:?00/, 'the +07:00 offset'],
  [
    /\b7\s*\*\s*60\s*\*\s*60\b|\b7\s*\*\s*3_?600\b|\b25_?200(?:_?000)?\b/,
    'the UTC+7 offset in seconds or ms',
  ],
  [/Asia\/(?:Ho_Chi_Minh|Saigon)/, 'the Vietnam time zone'],
  [/\bgetTimezoneOffset\b|\btimeZone\s*:/, "a machine's or Intl's time zone"],
];

const printer = ts.createPrinter({ removeComments: true });

/** What Vietnam-time code of its own a file's text holds (comments aside). */
export function vnTimeCode(text: string): string[] {
  const code = printer.printFile(
    ts.createSourceFile('file.ts', text, ts.ScriptTarget.Latest, false),
  );
  return PATTERNS.filter(([pattern]) => pattern.test(code)).map(([, what]) => what);
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return dir === SRC && entry.name === 'test' ? [] : sources(full);
    return entry.name.endsWith('.ts') && !TEST_CODE.test(entry.name) ? [full] : [];
  });
}

describe('Vietnam time in the server', () => {
  it('is found when a file computes it itself', () => {
    expect(vnTimeCode('const at = new Date(`${day}T${time}:00+07:00`);')).toEqual([
      'the +07:00 offset',
    ]);
    expect(vnTimeCode('const iso = `${day}T${hms}+0700`;')).toEqual(['the +07:00 offset']);
    expect(vnTimeCode('const VN = 7 * 60 * 60 * 1000;')).toEqual([
      'the UTC+7 offset in seconds or ms',
    ]);
    expect(vnTimeCode('const shifted = ms + 25_200_000;')).toEqual([
      'the UTC+7 offset in seconds or ms',
    ]);
    expect(
      vnTimeCode("new Intl.DateTimeFormat('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh' });"),
    ).toEqual(['the Vietnam time zone', "a machine's or Intl's time zone"]);
    expect(vnTimeCode('const minutes = new Date().getTimezoneOffset();')).toEqual([
      "a machine's or Intl's time zone",
    ]);
  });

  it("lets comments and the domain's helpers pass", () => {
    const text = [
      '/** Vietnam time (UTC+7, +07:00, Asia/Ho_Chi_Minh). */',
      '// 7 * 60 * 60 * 1000',
      'const start = vnInstant(day, minutesOf(time));',
      'const text = formatVnIso(now);',
      'const TTL_MS = 15 * 60 * 1000;',
    ].join('\n');
    expect(vnTimeCode(text)).toEqual([]);
  });

  it("is the domain's everywhere in the server's sources", () => {
    const files = sources(SRC);
    expect(files.map((f) => path.relative(SRC, f))).toEqual(
      expect.arrayContaining([
        path.join('commands', 'payments-late.ts'),
        path.join('modules', 'xskt', 'lists.ts'),
      ]),
    );
    const found = files.flatMap((file) =>
      vnTimeCode(readFileSync(file, 'utf8')).map((what) => `${path.relative(SRC, file)}: ${what}`),
    );
    expect(found).toEqual([]);
  });
});
