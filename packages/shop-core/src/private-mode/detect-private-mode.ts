/** Spec §2: a storage quota under this many bytes means private/incognito browsing. */
export const PRIVATE_MODE_QUOTA_BYTES = 120_000_000;

/**
 * True when the browser looks private: its storage quota is under 120000000 bytes.
 * Unknown (no StorageManager, or the estimate fails) counts as not private.
 */
export async function detectPrivateMode(
  storage: Pick<StorageManager, 'estimate'> | undefined = globalThis.navigator?.storage,
): Promise<boolean> {
  if (!storage || typeof storage.estimate !== 'function') return false;
  try {
    const { quota } = await storage.estimate();
    return typeof quota === 'number' && quota < PRIVATE_MODE_QUOTA_BYTES;
  } catch {
    return false;
  }
}
