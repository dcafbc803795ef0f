import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/**
 * Flags for the system Chromium: no sandbox (containers, root), no GPU, and none of the
 * background traffic (updates, sync) that would add noise to tests and measurements.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const EXECUTABLE_NAMES = ['chromium', 'chromium-browser'];

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The system Chromium: `chromiumPath` (CHROMIUM_PATH) when given, else `chromium` on the
 * search path. Playwright's own browser downloads are never used.
 */
export function findChromium(options: {
  chromiumPath?: string | undefined;
  searchPath: string;
}): string {
  if (options.chromiumPath) {
    if (isExecutable(options.chromiumPath)) return options.chromiumPath;
    throw new Error(`CHROMIUM_PATH=${options.chromiumPath} is not an executable file.`);
  }
  for (const directory of options.searchPath.split(delimiter).filter(Boolean)) {
    for (const name of EXECUTABLE_NAMES) {
      const candidate = join(directory, name);
      if (isExecutable(candidate)) return candidate;
    }
  }
  throw new Error(
    'Chromium was not found: install it (as root: apt-get update && apt-get install -y chromium) or set CHROMIUM_PATH.',
  );
}
