import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { appConfigSchema } from '@veso/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { defaultAppConfig } from './default-config';
import { APP_CONFIG_KEY, writeSetting } from './repo';

const URL = '/api/customer/get_config_v2?os_type=0&current_version=61';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/customer/get_config_v2', () => {
  it('answers the seeded app configuration in the contract shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: URL });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ code: 0, message: 'Thành công' });
    const config = appConfigSchema.parse(body.data);

    expect(config.appVersion).toBe(61);
    expect(config.features).toEqual({
      useCart: true,
      multiplePeriods: true,
      // The spec's defaults are off; this shop turns group play on, Keno groups included
      //.
      groupKeno: true,
      groupPlay: true,
    });
    expect(config.pageSizeOptions).toEqual([10, 20, 50]);
    // The 6x36 pause of spec §4 ended on 15/02: it is sold.
    expect(config.pausedProducts).toEqual([]);
    expect(config.comingSoonProducts).toEqual([]);
    expect(config.promoPopup?.imageUrl).toBe('/static/promo.svg');
    expect(config.domainNotice).toEqual({ oldHost: 'old.veso.example', newHost: 'veso.example' });
    expect(config.supportPhone).not.toBe('');
  });

  it('carries the spec payment limits of categories 1 and 6 and the Keno sale hours', async () => {
    const config = appConfigSchema.parse(
      (await t.app.inject({ method: 'GET', url: URL })).json().data,
    );
    const x636 = config.orderConfig.buyMinConfigs.filter((c) => c.category === 1);
    const loto234 = config.orderConfig.buyMinConfigs.filter((c) => c.category === 6);
    expect(x636.map((c) => c.productId)).toEqual(['dientoan636', 'bao636']);
    expect(loto234.length).toBeGreaterThan(0);
    for (const c of x636) {
      expect(c).toMatchObject({
        minAmount: 10_000,
        maxAmount: 20_000_000,
        minMessage: 'Cần phải thanh toán tối thiểu 10,000đ',
        maxMessage: 'Tối đa thanh toán 20,000,000đ',
      });
    }
    for (const c of loto234) {
      expect(c).toMatchObject({
        minAmount: 10_000,
        maxAmount: 10_000_000,
        minMessage: 'Thanh toán tối thiểu 10,000đ',
        maxMessage: 'Thanh toán tối đa 10,000,000đ',
      });
    }
    expect(config.orderConfig.orderTimeConfigs).toEqual([
      {
        productId: 'keno',
        openAt: '08:15',
        closeAt: '22:00',
        code: 104,
        message: 'Keno chỉ bán từ 8:15 đến 22:00 hằng ngày, quý khách vui lòng chọn sản phẩm khác',
      },
    ]);
  });

  it('defaults the query and refuses a malformed one with code 14', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/customer/get_config_v2' })).json().code,
    ).toBe(0);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/customer/get_config_v2?os_type=abc',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 14,
      message: 'Yêu cầu không hợp lệ: tham số "os_type" sai kiểu dữ liệu',
      data: { reason: { field: 'os_type', rule: 'type' } },
    });
  });

  it('reads app_settings on every call, so an operator change shows without a deploy', async () => {
    const edited = {
      ...defaultAppConfig(),
      pageSizeOptions: [5, 15],
      comingSoonProducts: ['lotto535'],
    };
    await writeSetting(t.db.orm, APP_CONFIG_KEY, edited);
    try {
      const config = (await t.app.inject({ method: 'GET', url: URL })).json().data;
      expect(config.pageSizeOptions).toEqual([5, 15]);
      expect(config.comingSoonProducts).toEqual(['lotto535']);
    } finally {
      await writeSetting(t.db.orm, APP_CONFIG_KEY, defaultAppConfig());
    }
  });

  it('falls back to the default when the stored value is unusable', async () => {
    await writeSetting(t.db.orm, APP_CONFIG_KEY, { broken: true });
    try {
      const res = await t.app.inject({ method: 'GET', url: URL });
      expect(res.json().data.pageSizeOptions).toEqual([10, 20, 50]);
    } finally {
      await writeSetting(t.db.orm, APP_CONFIG_KEY, defaultAppConfig());
    }
  });

  it('compresses the answer for clients that accept gzip or brotli', async () => {
    const gz = await t.app.inject({
      method: 'GET',
      url: URL,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).code).toBe(0);

    const br = await t.app.inject({
      method: 'GET',
      url: URL,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString()).code).toBe(0);

    const plain = await t.app.inject({ method: 'GET', url: URL });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});

describe('deployment overrides', () => {
  it('puts VESO_OLD_HOST, VESO_NEW_HOST and VESO_SUPPORT_PHONE over the stored values', async () => {
    const custom = await createTestApp({
      config: {
        domainNotice: { oldHost: 'old.example.vn', newHost: 'new.example.vn' },
        supportPhone: '1900 1234',
      },
    });
    try {
      const data = (await custom.app.inject({ method: 'GET', url: URL })).json().data;
      expect(data.domainNotice).toEqual({ oldHost: 'old.example.vn', newHost: 'new.example.vn' });
      expect(data.supportPhone).toBe('1900 1234');
    } finally {
      await custom.close();
    }
  });
});
