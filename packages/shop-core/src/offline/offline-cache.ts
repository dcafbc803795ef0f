/**
 * The Cache Storage cache where the web shell's service worker keeps the API answers
 * that stay readable offline (latest results, the customer's own tickets); the worker
 * (`@veso/shop`'s `src/pwa`) names it too.
 */
export const OFFLINE_API_CACHE = 'veso-api';

/**
 * Deletes the offline copies of API answers (sign-out, session expired, another account):
 * nothing the previous customer saw stays readable on the device. Resolves false where
 * Cache Storage does not exist (tests, insecure origins) or is refused.
 */
export async function forgetOfflineData(): Promise<boolean> {
  const storage = (globalThis as { caches?: CacheStorage }).caches;
  if (!storage) return false;
  try {
    return await storage.delete(OFFLINE_API_CACHE);
  } catch {
    return false;
  }
}
