import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { CONTENT_KEYS, CONTENT_SCHEMAS, type ContentKey } from '@veso/contract';
import { SERVER_ROOT } from '../../server-root';

/** The content shipped with the project (`apps/server/content/<key>.json`): the seed's defaults. */
export const SHIPPED_CONTENT_DIR = path.join(SERVER_ROOT, 'content');

/** One validated content file: its key (the file name without `.json`) and value. */
export type ContentFile = { key: ContentKey; value: unknown; file: string };

/** Why a content file was refused: the file and a one-line reason. */
export class ContentFileError extends Error {
  override name = 'ContentFileError';
  constructor(
    readonly file: string,
    reason: string,
  ) {
    super(`${file}: ${reason}`);
  }
}

function isContentKey(key: string): key is ContentKey {
  return (CONTENT_KEYS as string[]).includes(key);
}

/** The first problem zod found, as `path: message`. */
function firstIssue(issues: { path: PropertyKey[]; message: string }[]): string {
  const issue = issues[0];
  if (!issue) return 'invalid';
  const where = issue.path.map(String).join('.');
  return where ? `${where}: ${issue.message}` : issue.message;
}

/** Reads and validates one `<key>.json` file against its key's contract schema. */
export async function readContentFile(file: string): Promise<ContentFile> {
  const key = path.basename(file).replace(/\.json$/, '');
  if (!file.endsWith('.json') || !isContentKey(key)) {
    throw new ContentFileError(
      file,
      `not a content file (expected one of ${CONTENT_KEYS.map((k) => `${k}.json`).join(', ')})`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new ContentFileError(file, error instanceof Error ? error.message : String(error));
  }
  const parsed = CONTENT_SCHEMAS[key].safeParse(json);
  if (!parsed.success) throw new ContentFileError(file, firstIssue(parsed.error.issues));
  return { key, value: parsed.data, file };
}

/**
 * The content files named by the arguments: a folder gives each `<key>.json` in it (other
 * files are ignored), a file itself. Every file is validated; the first bad one throws,
 * so nothing is loaded from a set with a mistake in it.
 */
export async function readContentFiles(targets: readonly string[]): Promise<ContentFile[]> {
  const files: string[] = [];
  for (const target of targets) {
    const info = await stat(target).catch(() => undefined);
    if (!info) throw new ContentFileError(target, 'no such file or folder');
    if (info.isDirectory()) {
      const names = (await readdir(target)).filter(
        (name) => isContentKey(name.replace(/\.json$/, '')) && name.endsWith('.json'),
      );
      files.push(...names.sort().map((name) => path.join(target, name)));
    } else {
      files.push(target);
    }
  }
  const out: ContentFile[] = [];
  for (const file of files) out.push(await readContentFile(file));
  const keys = out.map((entry) => entry.key);
  const twice = keys.find((key, index) => keys.indexOf(key) !== index);
  if (twice) throw new ContentFileError(twice, 'given twice');
  return out;
}
