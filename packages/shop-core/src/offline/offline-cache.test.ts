import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_API_CACHE, forgetOfflineData } from './offline-cache';
import { clearSession } from '../cookies/cookies';

function fakeCaches(names: string[]): CacheStorage {
  return {
    delete: vi.fn(async (name: string) => {
      const index = names.indexOf(name);
      if (index < 0) return false;
      names.splice(index, 1);
      return true;
    }),
  } as unknown as CacheStorage;
}

describe('forgetOfflineData', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('deletes the API cache and keeps the others (the shell precache)', async () => {
    const names = [OFFLINE_API_CACHE, 'workbox-precache-v2-http://x/'];
    vi.stubGlobal('caches', fakeCaches(names));
    await expect(forgetOfflineData()).resolves.toBe(true);
    expect(names).toEqual(['workbox-precache-v2-http://x/']);
  });

  it('answers false where Cache Storage does not exist or refuses', async () => {
    vi.stubGlobal('caches', undefined);
    await expect(forgetOfflineData()).resolves.toBe(false);
    vi.stubGlobal('caches', {
      delete: () => Promise.reject(new DOMException('denied', 'SecurityError')),
    });
    await expect(forgetOfflineData()).resolves.toBe(false);
  });

  it('runs when the session is cleared (sign-out, expired session)', async () => {
    const names = [OFFLINE_API_CACHE];
    vi.stubGlobal('caches', fakeCaches(names));
    clearSession();
    await vi.waitFor(() => expect(names).toEqual([]));
  });
});
