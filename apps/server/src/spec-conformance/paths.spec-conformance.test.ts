import { describe, expect, it } from 'vitest';
import { call, useSpecApp } from './auth-test-kit';

/**
 * Every call path of the spec's §7 is served at its literal path, as its OpenAPI document
 * lists it. The spec's reading, written down once here:
 * - paths are relative to the API base `/api` (§7: "All calls go to the API base /api"), so
 *   `/auth/signin` is `/api/auth/signin`; a path the spec writes with that base already
 *   (`/api/v2/order/reserve`, `/api/webview/config/system`) is taken as it is, never doubled;
 * - the spec's separate bases (§7: Keno statistics, the group-play API) and the
 *   wallet-embedded app service are `/api/keno-stats`, `/api/group` and `/api/app-service`;
 * - a list whose later entries drop a shared head (`/v2/keno/order/reserve and /confirm`,
 *   `/result/xsmb, /xsmt, /xsmn`, `…/notifications/list and /detail`) keeps that head.
 * Paths the spec leaves unnamed (`{token}`, "history, order detail…") are not listed.
 */

const MAIN = '/api';
const GROUP = '/api/group';
const KENO_STATS = '/api/keno-stats';
const APP_SERVICE = '/api/app-service';

type Method = 'get' | 'post' | 'put';

/** [method, spec path as §7 writes it (after expanding a shared head), base]. */
const SPEC_CALLS: ReadonlyArray<readonly [Method, string, string]> = [
  // Account
  ['get', '/auth/check_account', MAIN],
  ['post', '/auth/signin', MAIN],
  ['post', '/auth/register', MAIN],
  ['post', '/auth/reset_password', MAIN],
  ['post', '/auth/update', MAIN],
  ['get', '/auth/info', MAIN],
  ['get', '/auth/getPrizeBalance', MAIN],
  ['post', '/refresh_session', MAIN],
  ['put', '/update_account_info', MAIN],
  // Orders and payment
  ['post', '/order', MAIN],
  ['post', '/order/confirm', MAIN],
  ['get', '/customer/method_payment_ext', MAIN],
  ['get', '/customer/province_ship', MAIN],
  ['get', '/customer/district_ship', MAIN],
  ['post', '/customer/get_ship_fee', MAIN],
  ['post', 'xsdt/order/report', MAIN],
  ['get', '/core/api/webview/period/list_in_day', MAIN],
  ['get', '/core/api/webview/config/price_cover_ticket', MAIN],
  // Withdraw
  ['post', '/withdraw/getWithdrawHistory', MAIN],
  ['post', '/withdraw/makeWithdraw', MAIN],
  ['get', '/withdraw/getRewardFee', MAIN],
  ['get', '/customer/bank_prize_payment', MAIN],
  // History
  ['get', '/customer/history/get_orders', MAIN],
  ['get', '/order/info', MAIN],
  ['get', '/order/xsdt_info', MAIN],
  ['get', '/order/xskt_info', MAIN],
  ['get', '/order/list_xsdt', MAIN],
  ['get', '/order/list_xskt', MAIN],
  ['get', '/xskt/customer/history/get_orders', MAIN],
  ['get', 'customer/draw_category/get_orders', MAIN],
  ['post', '/customer/get_orders', MAIN],
  ['get', 'order/get_paper_xsdt/draw_category', MAIN],
  ['get', 'order/get_paper_xskt/draw_category', MAIN],
  // Results
  ['get', '/result/xsdt636', MAIN],
  ['get', '/result/groupByDay', MAIN],
  ['get', '/result/xsmb', MAIN],
  ['get', '/result/xsmt', MAIN],
  ['get', '/result/xsmn', MAIN],
  ['get', '/result/keno', MAIN],
  ['get', '/result/period', MAIN],
  ['get', '/customer/result/draw', MAIN],
  ['get', '/xskt/customer/result/draw', MAIN],
  ['get', '/customer/statistic_result', MAIN],
  // Configuration
  ['get', '/customer/get_config_v2', MAIN],
  ['get', '/config/banner', MAIN],
  ['get', '/config/link_keno', MAIN],
  ['get', '/config/bank', MAIN],
  ['get', '/config/file/policy', MAIN],
  ['get', '/config/file/detail', MAIN],
  ['get', '/config/file/play_guild', MAIN],
  ['get', '/customer/get_terms_of_use', MAIN],
  ['get', '/customer/video_help', MAIN],
  // Notifications
  ['get', '/core/webview/notifications/list', MAIN],
  ['get', '/core/webview/notifications/detail', MAIN],
  // Group play (its own base)
  ['get', '/get_new_list', GROUP],
  ['get', '/get_list_group_big_win', GROUP],
  ['get', '/group_config_percent_available', GROUP],
  ['get', '/get_list_history_group', GROUP],
  ['get', '/get_detail_history_group', GROUP],
  ['post', '/leave_group', GROUP],
  ['post', '/order/reserve', GROUP],
  ['post', '/add_ticket', GROUP],
  ['post', '/confirm_order', GROUP],
  // Keno
  ['get', '/order/available/list', MAIN],
  ['get', '/order/available/list/group', MAIN],
  ['get', '/ticket_level/list', MAIN],
  ['post', '/v2/keno/order/reserve', MAIN],
  ['post', '/v2/keno/order/confirm', MAIN],
  ['get', '/get', KENO_STATS],
  ['get', '/last_result', KENO_STATS],
  ['get', '/v2/last_result', KENO_STATS],
  ['get', '/top_avaiable', KENO_STATS],
  ['get', '/suggestions', KENO_STATS],
  ['post', '/order/cancel/list', MAIN],
  // 6/45 and 6/55
  ['get', 'getList655', MAIN],
  ['post', '/api/v2/order/reserve', MAIN],
  ['post', '/api/v2/order/confirm', MAIN],
  ['get', '/webview/api/customer/history/get_orders', MAIN],
  ['get', '/webview/api/customer/history/get_order', MAIN],
  // Lotto 5/35
  ['get', 'getListPeriod', MAIN],
  // Wallet-embedded
  ['post', '/app-service/auth/signin', MAIN],
  ['get', 'web_check_account', APP_SERVICE],
  ['post', 'check_mid', APP_SERVICE],
  ['post', 'active_data', APP_SERVICE],
  ['post', 'update_mid', APP_SERVICE],
  ['post', 'check_password', APP_SERVICE],
  ['post', 'user/register', APP_SERVICE],
  ['post', 'user/web_update_account', APP_SERVICE],
  ['post', 'get-account-info', APP_SERVICE],
  ['get', 'check-sig', APP_SERVICE],
  ['get', 'gen-check-sum', APP_SERVICE],
  ['post', '/xsdt/xsdt/order/create', MAIN],
  ['post', '/xsdt/xskt/order/create', MAIN],
  ['post', '/gateway/api/gateway/create_pay', MAIN],
  ['get', '/core/api/webview/utility/xsdt/list', MAIN],
  ['get', '/api/webview/config/system', MAIN],
  // Paper lottery sales
  ['get', '/core/api/webview/utility/xstt/list', MAIN],
  ['get', '/core/webview/xskt/ticket/sale/list', MAIN],
  ['get', '/group/sale/by_category', MAIN],
  ['get', '/hot_category', MAIN],
  ['get', '/by_number', MAIN],
  ['get', '/core/api/webview/product/hot', MAIN],
];

/** The URL a spec path is served at: under its base, unless it already starts with `/api/`. */
export function literalPath(path: string, base: string): string {
  const absolute = path.startsWith('/') ? path : `/${path}`;
  return absolute.startsWith('/api/') ? absolute : `${base}${absolute}`;
}

const app = useSpecApp();

describe('the spec §7 paths in the OpenAPI document', () => {
  it('reads the spec as written: a path with the base is not doubled', () => {
    expect(literalPath('/api/webview/config/system', MAIN)).toBe('/api/webview/config/system');
    expect(literalPath('xsdt/order/report', MAIN)).toBe('/api/xsdt/order/report');
    expect(literalPath('/get_new_list', GROUP)).toBe('/api/group/get_new_list');
  });

  it('lists every spec call at its literal path, with its method, and no doubled base', async () => {
    const res = await call(app(), 'GET', '/api/docs/json');
    const doc = res.json() as { paths: Record<string, Record<string, unknown>> };
    const missing = SPEC_CALLS.filter(([method, path, base]) => {
      const operations = doc.paths[literalPath(path, base)];
      return operations?.[method] === undefined;
    }).map(([method, path, base]) => `${method.toUpperCase()} ${literalPath(path, base)}`);
    expect(missing).toEqual([]);
    expect(Object.keys(doc.paths).filter((path) => path.startsWith('/api/api/'))).toEqual([]);
  });

  it('answers the literal webview system config path and not the doubled one', async () => {
    const literal = await call(app(), 'GET', '/api/webview/config/system');
    expect(literal.json()).toMatchObject({ code: 0 });
    const doubled = await call(app(), 'GET', '/api/api/webview/config/system');
    expect(doubled.statusCode).toBe(404);
    expect(doubled.json()).toMatchObject({
      code: 14,
      data: { reason: { field: 'path', rule: 'exists' } },
    });
  });
});

describe('the OpenAPI error envelope', () => {
  it('documents data.reason as { field, rule } on a refusal', async () => {
    const doc = (await call(app(), 'GET', '/api/docs/json')).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const responses = doc.paths['/api/auth/signin']?.post?.responses ?? {};
    const refusal = JSON.stringify(
      Object.entries(responses).find(([status]) => status.startsWith('4'))?.[1],
    );
    expect(refusal).toContain('"reason"');
    expect(refusal).toContain('"field"');
    expect(refusal).toContain('"rule"');
    expect(refusal).toContain('"required"');
  });

  it('documents both account forms of sign-in and register (§7 msisdn, §3 account_id / accountId)', async () => {
    const doc = (await call(app(), 'GET', '/api/docs/json')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const path of ['/api/auth/signin', '/api/auth/register']) {
      const operation = JSON.stringify(doc.paths[path]?.post);
      for (const field of ['"msisdn"', '"account_id"', '"accountId"', '"requestId"']) {
        expect(operation, `${path} ${field}`).toContain(field);
      }
    }
  });
});
