import { describe, expect, it } from 'vitest';
import { detectPrivateMode, PRIVATE_MODE_QUOTA_BYTES } from './detect-private-mode';

function storageWithQuota(quota: number | undefined) {
  return { estimate: () => Promise.resolve(quota === undefined ? {} : { quota, usage: 0 }) };
}

describe('detectPrivateMode', () => {
  it('flags a quota under 120000000 bytes', async () => {
    expect(PRIVATE_MODE_QUOTA_BYTES).toBe(120_000_000);
    await expect(detectPrivateMode(storageWithQuota(119_999_999))).resolves.toBe(true);
    await expect(detectPrivateMode(storageWithQuota(100 * 1024 * 1024))).resolves.toBe(true);
  });

  it('does not flag a quota of 120000000 bytes or more', async () => {
    await expect(detectPrivateMode(storageWithQuota(120_000_000))).resolves.toBe(false);
    await expect(detectPrivateMode(storageWithQuota(30_000_000_000))).resolves.toBe(false);
  });

  it('treats an unknown quota as not private', async () => {
    await expect(detectPrivateMode(storageWithQuota(undefined))).resolves.toBe(false);
    await expect(detectPrivateMode(undefined)).resolves.toBe(false);
    await expect(
      detectPrivateMode({ estimate: () => Promise.reject(new Error('denied')) }),
    ).resolves.toBe(false);
  });
});
