import { afterEach, describe, expect, it } from 'vitest';
import {
  CHUNK_RELOAD_FLAG,
  claimChunkReload,
  clearChunkReload,
  isChunkLoadError,
} from './chunk-reload';

afterEach(() => sessionStorage.clear());

describe('isChunkLoadError', () => {
  it('recognises the browsers’ dynamic import failures', () => {
    expect(
      isChunkLoadError(
        new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'),
      ),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(
      isChunkLoadError(new TypeError('error loading dynamically imported module: https://x/a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
  });

  it('ignores other errors', () => {
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('claimChunkReload', () => {
  it('allows one reload per tab until a good load clears the flag', () => {
    expect(claimChunkReload()).toBe(true);
    expect(sessionStorage.getItem(CHUNK_RELOAD_FLAG)).not.toBeNull();
    expect(claimChunkReload()).toBe(false);
    expect(claimChunkReload()).toBe(false);
    clearChunkReload();
    expect(claimChunkReload()).toBe(true);
  });

  it('never reloads without storage', () => {
    expect(claimChunkReload(null)).toBe(false);
  });
});
