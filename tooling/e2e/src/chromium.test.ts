import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, findChromium } from './chromium';

let dir: string;
let emptyDir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'veso-chromium-test-'));
  emptyDir = await mkdtemp(join(tmpdir(), 'veso-chromium-empty-'));
  await writeFile(join(dir, 'chromium'), '#!/bin/sh\n');
  await chmod(join(dir, 'chromium'), 0o755);
  await writeFile(join(dir, 'not-executable'), '');
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await rm(emptyDir, { recursive: true, force: true });
});

describe('findChromium', () => {
  it('prefers CHROMIUM_PATH', () => {
    const path = join(dir, 'chromium');
    expect(findChromium({ chromiumPath: path, searchPath: emptyDir })).toBe(path);
  });

  it('rejects a CHROMIUM_PATH that is not executable', () => {
    expect(() =>
      findChromium({ chromiumPath: join(dir, 'not-executable'), searchPath: '' }),
    ).toThrow(/not an executable/);
  });

  it('finds chromium on the search path', () => {
    expect(findChromium({ chromiumPath: undefined, searchPath: `${emptyDir}:${dir}` })).toBe(
      join(dir, 'chromium'),
    );
  });

  it('explains how to install it when missing', () => {
    expect(() => findChromium({ chromiumPath: undefined, searchPath: emptyDir })).toThrow(
      /apt-get install -y chromium/,
    );
  });

  it('launches without sandbox, GPU and background traffic', () => {
    expect(CHROMIUM_ARGS).toEqual([
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ]);
  });
});
