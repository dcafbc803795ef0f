import {
  APP_VERSION,
  CONFIG_TIMEOUT_MS as CONTRACT_TIMEOUT,
  OS_TYPE,
  PACKAGE_VERSION,
} from '@veso/contract';
import { describe, expect, it } from 'vitest';
import { CONFIG_QUERY, CONFIG_TIMEOUT_MS, SHOP_VERSION } from './constants';

describe('client constants', () => {
  it('match the contract and spec §9', () => {
    expect(SHOP_VERSION).toBe(PACKAGE_VERSION);
    expect(SHOP_VERSION).toBe('1.6.6');
    expect(CONFIG_QUERY).toEqual({ os_type: OS_TYPE, current_version: APP_VERSION });
    expect(CONFIG_QUERY).toEqual({ os_type: 0, current_version: 61 });
    expect(CONFIG_TIMEOUT_MS).toBe(CONTRACT_TIMEOUT);
    expect(CONFIG_TIMEOUT_MS).toBe(10_000);
  });
});
