import { describe, expect, it } from 'vitest';
import { CONFIG_QUERY, CONFIG_TIMEOUT_MS, SHOP_VERSION } from './constants';

describe('client constants', () => {
  it('carry the spec §9 values from the contract', () => {
    expect(SHOP_VERSION).toBe('1.6.6');
    expect(CONFIG_QUERY).toEqual({ os_type: 0, current_version: 61 });
    expect(CONFIG_TIMEOUT_MS).toBe(10_000);
  });
});
