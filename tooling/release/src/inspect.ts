import { isBuiltin } from 'node:module';
import { gunzipSync } from 'node:zlib';

function field(block: Buffer, start: number, length: number): string {
  const raw = block.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? raw.length : end).toString('utf8');
}

/**
 * The paths of the regular files in a gzipped tarball as `npm pack` and `pnpm pack` write
 * it, without the leading `package/`. Reads ustar names and prefixes and pax `path` records.
 */
export function tarballFiles(gzipped: Uint8Array): string[] {
  const tar = gunzipSync(gzipped);
  const files: string[] = [];
  let paxPath: string | undefined;
  let offset = 0;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    const size = Number.parseInt(field(header, 124, 12).trim() || '0', 8);
    const type = field(header, 156, 1) || '0';
    const body = tar.subarray(offset + 512, offset + 512 + size);
    if (type === 'x') {
      const match = /\d+ path=([^\n]*)\n/.exec(body.toString('utf8'));
      paxPath = match?.[1];
    } else {
      if (type === '0' || type === '7') {
        const prefix = field(header, 345, 155);
        const name =
          paxPath ?? (prefix ? `${prefix}/${field(header, 0, 100)}` : field(header, 0, 100));
        files.push(name.replace(/^package\//, ''));
      }
      paxPath = undefined;
    }
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return files.sort();
}

const IMPORT_PATTERNS = [
  // import x from 'a'; import { x } from "a"; export { x } from 'a'; import type … from 'a'
  /\b(?:import|export)\s+(?:type\s+)?[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
  // import 'a';
  /\bimport\s*['"]([^'"]+)['"]/g,
  // import('a'), also in declaration files: import('a').T
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  // require('a')
  /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
];

/** Every module specifier a built JS or .d.ts file imports, re-exports or requires. */
export function importedSpecifiers(code: string): string[] {
  const found = new Set<string>();
  for (const pattern of IMPORT_PATTERNS) {
    for (const match of code.matchAll(pattern)) {
      if (match[1]) found.add(match[1]);
    }
  }
  return [...found].sort();
}

/**
 * The package a specifier loads: `@scope/name` or `name` for a bare specifier, `node:x`
 * for a Node builtin, undefined for a relative or absolute path.
 */
export function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/')) return undefined;
  if (isBuiltin(specifier)) return specifier.startsWith('node:') ? specifier : `node:${specifier}`;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

export type Manifest = {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
};

/**
 * The packages a built file imports that its manifest does not declare as a dependency,
 * peer or optional dependency (a consumer would not get them), plus any Node builtin.
 * `@types/x` counts for `x` in declaration files only when declared itself.
 */
export function undeclaredImports(code: string, manifest: Manifest): string[] {
  const declared = new Set([
    manifest.name,
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
    ...Object.keys(manifest.optionalDependencies ?? {}),
  ]);
  const missing = new Set<string>();
  for (const specifier of importedSpecifiers(code)) {
    const name = packageOf(specifier);
    if (name !== undefined && !declared.has(name)) missing.add(name);
  }
  return [...missing].sort();
}

/** Dependency ranges that only mean something inside the workspace. */
export function workspaceRanges(manifest: Manifest): string[] {
  const sections = [
    'dependencies',
    'peerDependencies',
    'optionalDependencies',
    'devDependencies',
  ] as const;
  const found: string[] = [];
  for (const section of sections) {
    const ranges = (manifest[section] ?? {}) as Record<string, string>;
    for (const [name, range] of Object.entries(ranges)) {
      if (/^(workspace|catalog|link|file):/.test(range)) found.push(`${section}.${name}: ${range}`);
    }
  }
  return found;
}
