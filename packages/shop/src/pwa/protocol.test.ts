import { OFFLINE_API_CACHE } from '@veso/shop-core';
import { describe, expect, it } from 'vitest';
import { API_CACHE, NAVIGATION_DENYLIST, isOfflineReadable } from './protocol';

const ORIGIN = 'https://veso.vn';
const readable = (path: string, method = 'GET', origin = ORIGIN) =>
  isOfflineReadable(new URL(path, origin), method, ORIGIN);

describe('isOfflineReadable', () => {
  it('keeps the latest results, the home data and the own tickets', () => {
    for (const path of [
      '/api/result/latest',
      '/api/customer/result/draw?product=mega645&page=1',
      '/api/customer/get_config_v2',
      '/api/config/banner',
      '/api/webview/api/customer/history/get_orders?page=1',
      '/api/order/info?orderId=12',
    ]) {
      expect(readable(path), path).toBe(true);
    }
  });

  it('never keeps a POST, another origin, the balances, live streams or sandbox routes', () => {
    expect(readable('/api/order/info', 'POST')).toBe(false);
    expect(readable('/api/result/latest', 'GET', 'https://evil.example')).toBe(false);
    for (const path of ['/api/auth/info', '/api/keno/live', '/api/dev/clock', '/ket-qua']) {
      expect(readable(path), path).toBe(false);
    }
  });
});

describe('NAVIGATION_DENYLIST', () => {
  const denied = (path: string) => NAVIGATION_DENYLIST.some((pattern) => pattern.test(path));

  it('leaves the API, the embed shell and the docs to the server; answers client routes', () => {
    for (const path of [
      '/api',
      '/api/docs',
      '/webview/',
      '/webview',
      '/docs',
      '/static/promo.svg',
    ]) {
      expect(denied(path), path).toBe(true);
    }
    for (const path of [
      '/',
      '/ket-qua',
      '/lich-su-dat-mua/12',
      '/apis-guide',
      '/webviewer',
      '/dang-nhap?next=%2Fa.b',
    ]) {
      expect(denied(path), path).toBe(false);
    }
  });
});

it('keeps its copies in the cache that sign-out deletes', () => {
  expect(API_CACHE).toBe(OFFLINE_API_CACHE);
});
