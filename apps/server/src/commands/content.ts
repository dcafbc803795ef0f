import { CONTENT_KEYS } from '@veso/contract';
import { formatVnIso } from '@veso/domain';
import { ContentFileError, readContentFiles } from '../modules/content';
import { listContent } from '../modules/content';
import { loadContent } from '../modules/content';
import { systemClock } from '../providers/clock';
import type { Command } from './command';

export const contentLoadCommand: Command = {
  name: 'content load',
  positionals: Infinity,
  args: '<file or folder>...',
  summary: `replace operator-managed content (banners, documents, guides, help videos,
banks, the webview's system config) from <key>.json files (a folder: every
<key>.json in it; keys: ${CONTENT_KEYS.join(', ')}); every file is checked
first and nothing is written when one is wrong (exit 1, the file and why).
The shipped defaults are in apps/server/content/`,
  async run({ input, open, out, refuse }) {
    const targets = input.positionals;
    if (targets.length === 0) return refuse('a file or folder is required');
    let files: Awaited<ReturnType<typeof readContentFiles>>;
    try {
      files = await readContentFiles(targets);
    } catch (error) {
      if (!(error instanceof ContentFileError)) throw error;
      console.error(`content load: ${error.message}; nothing loaded`);
      return 1;
    }
    if (files.length === 0) {
      console.error(`content load: no content file in ${targets.join(' ')}; nothing loaded`);
      return 1;
    }
    const { db } = await open();
    await loadContent(db.orm, files, systemClock.now());
    for (const file of files) out(`content load: ${file.key} from ${file.file}`);
    return 0;
  },
};

export const contentListCommand: Command = {
  name: 'content list',
  summary: `the stored content: one tab-separated line each: key, updated-at (Vietnam
time), source (shipped or the file it was loaded from)`,
  async run({ open, out }) {
    const { db } = await open();
    for (const row of await listContent(db.orm)) {
      out([row.key, formatVnIso(row.updatedAt), row.source].join('\t'));
    }
    return 0;
  },
};
