/** sessionStorage flag: set when the page reloads for a failed chunk, cleared after a good load. */
export const CHUNK_RELOAD_FLAG = 'veso:chunk-reload';

// Chromium, Firefox and Safari word a failed dynamic import differently; Vite adds its own.
const CHUNK_ERROR_PATTERN =
  /dynamically imported module|module script failed|Importing a module script|Loading (CSS )?chunk|Unable to preload CSS/i;

/** True when `error` is a failed dynamic import (usually a deploy replaced the chunk). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return CHUNK_ERROR_PATTERN.test(error.message) || error.name === 'ChunkLoadError';
}

function sessionStore(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * Claims the one reload this tab may do for a failed chunk. False when the flag is
 * already set (the reload did not help) or storage is unavailable, so the error screen
 * shows instead of a reload loop.
 */
export function claimChunkReload(storage: Storage | null = sessionStore()): boolean {
  if (!storage) return false;
  try {
    if (storage.getItem(CHUNK_RELOAD_FLAG) !== null) return false;
    storage.setItem(CHUNK_RELOAD_FLAG, String(Date.now()));
    return true;
  } catch {
    return false;
  }
}

/** Forgets the reload once a navigation has loaded without error. */
export function clearChunkReload(storage: Storage | null = sessionStore()): void {
  try {
    storage?.removeItem(CHUNK_RELOAD_FLAG);
  } catch {
    // Storage disabled: there is no flag to clear.
  }
}
