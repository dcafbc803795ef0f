import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, SANDBOX_SUPPORT, assertLiveSettings, loadConfig } from './env';
import { JOB_NAMES, JOB_REGISTRY, jobIntervalMs, unknownJobIntervals } from './jobs/registry';
import { SERVER_ROOT } from './server-root';

describe('loadConfig', () => {
  it('has working defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      nodeEnv: 'development',
      logLevel: 'info',
      sandbox: false,
      trustProxy: false,
      rateLimit: { max: 1200, windowMs: 60_000 },
      domainNotice: {},
    });
    expect(config.supportPhone).toBeUndefined();
    expect(config.database).toEqual({
      kind: 'pglite',
      dataDir: path.resolve(SERVER_ROOT, '../../.data'),
      schema: undefined,
    });
    expect(config.webDist).toBe(path.resolve(SERVER_ROOT, '../web/dist'));
    expect(config.embedDist).toBe(path.resolve(SERVER_ROOT, '../embed/dist'));
  });

  it('reads every setting', () => {
    const config = loadConfig({
      PORT: '0',
      HOST: '0.0.0.0',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      VESO_SANDBOX: '1',
      DATABASE_URL: 'postgres://veso@db:5432/veso',
      VESO_DB_SCHEMA: 'shop',
      VESO_WEB_DIST: '/srv/web',
      VESO_EMBED_DIST: '/srv/embed',
      VESO_RATE_LIMIT_MAX: '0',
      VESO_RATE_LIMIT_WINDOW_MS: '30000',
      VESO_TRUST_PROXY: 'true',
      VESO_OLD_HOST: 'old.example.vn',
      VESO_NEW_HOST: 'new.example.vn',
      VESO_SUPPORT_PHONE: '1900 1234',
    });
    expect(config).toMatchObject({
      port: 0,
      host: '0.0.0.0',
      nodeEnv: 'production',
      logLevel: 'warn',
      sandbox: true,
      database: { kind: 'postgres', url: 'postgres://veso@db:5432/veso', schema: 'shop' },
      webDist: '/srv/web',
      embedDist: '/srv/embed',
      rateLimit: { max: 0, windowMs: 30_000 },
      trustProxy: true,
      domainNotice: { oldHost: 'old.example.vn', newHost: 'new.example.vn' },
      supportPhone: '1900 1234',
    });
  });

  it('reads each job’s own period; VESO_PAYOUT_INTERVAL_MS stays the default of the others', () => {
    const config = loadConfig({
      VESO_PAYOUT_INTERVAL_MS: '700',
      VESO_PRINTING_INTERVAL_MS: '250',
      VESO_DRAWS_INTERVAL_MS: '0',
    });
    expect(config.jobIntervals).toEqual({
      VESO_PRINTING_INTERVAL_MS: 250,
      VESO_DRAWS_INTERVAL_MS: 0,
    });
    expect(jobIntervalMs('printing', config)).toBe(250);
    expect(jobIntervalMs('refunds', config)).toBe(700);
    expect(jobIntervalMs('payout', config)).toBe(700);
    expect(jobIntervalMs('draws', config)).toBe(0);
    expect(jobIntervalMs('draws', loadConfig({}))).toBe(5000);
    expect(jobIntervalMs('settlement', loadConfig({}))).toBe(5000);
    // Every task's variable is read, each into its own task.
    for (const [i, name] of JOB_NAMES.entries()) {
      const read = loadConfig({ [JOB_REGISTRY[name].env]: String(1000 + i) });
      expect(jobIntervalMs(name, read), name).toBe(1000 + i);
    }
    expect(unknownJobIntervals(config)).toEqual([]);
    const misspelt = loadConfig({ VESO_PRINTNG_INTERVAL_MS: '250' });
    expect(unknownJobIntervals(misspelt)).toEqual(['VESO_PRINTNG_INTERVAL_MS']);
    expect(() => loadConfig({ VESO_REFUNDS_INTERVAL_MS: '-1' })).toThrow(
      /VESO_REFUNDS_INTERVAL_MS/,
    );
  });

  it('keeps sandbox mode off unless VESO_SANDBOX is 1, and treats empty values as unset', () => {
    expect(loadConfig({ VESO_SANDBOX: '0' }).sandbox).toBe(false);
    expect(loadConfig({ VESO_SANDBOX: '' }).sandbox).toBe(false);
    expect(loadConfig({ PORT: '' }).port).toBe(3000);
  });

  it('keeps PGlite in memory with VESO_DATA_DIR=memory:// and resolves a data folder', () => {
    expect(loadConfig({ VESO_DATA_DIR: 'memory://' }).database).toEqual({
      kind: 'pglite',
      dataDir: undefined,
      schema: undefined,
    });
    expect(loadConfig({ VESO_DATA_DIR: '/var/lib/veso' }).database).toMatchObject({
      dataDir: '/var/lib/veso',
    });
  });

  it('imports the history of @veso/draw-history unless VESO_RESULTS_DIR names a folder', () => {
    const history = path.resolve(SERVER_ROOT, '..', '..', 'packages', 'draw-history', 'data');
    expect(loadConfig({}).resultsDir).toBe(history);
    expect(loadConfig({ VESO_RESULTS_DIR: '' }).resultsDir).toBe(history);
    expect(loadConfig({ VESO_RESULTS_DIR: '/srv/results' }).resultsDir).toBe('/srv/results');
    // A relative folder is taken from the repository root.
    expect(loadConfig({ VESO_RESULTS_DIR: 'some/results' }).resultsDir).toBe(
      path.resolve(SERVER_ROOT, '..', '..', 'some', 'results'),
    );
  });

  it('refuses an invalid environment with one clear message naming every bad variable', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'http',
        VESO_SANDBOX: 'yes',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/^Invalid environment configuration:/);
    for (const name of ['PORT', 'VESO_SANDBOX', 'DATABASE_URL', 'LOG_LEVEL']) {
      expect(message).toContain(`- ${name}:`);
    }
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ VESO_DB_SCHEMA: 'Drop Table' })).toThrow(/VESO_DB_SCHEMA/);
  });

  it('shares the rate limit through PostgreSQL only when told, and only with PostgreSQL', () => {
    expect(loadConfig({}).rateLimit.store).toBeUndefined();
    expect(
      loadConfig({ VESO_RATE_LIMIT_STORE: 'database', DATABASE_URL: 'postgres://db/veso' })
        .rateLimit,
    ).toEqual({ max: 1200, windowMs: 60_000, store: 'database' });
    expect(() => loadConfig({ VESO_RATE_LIMIT_STORE: 'database' })).toThrow(
      /VESO_RATE_LIMIT_STORE=database .* set DATABASE_URL/,
    );
    expect(() => loadConfig({ VESO_RATE_LIMIT_STORE: 'redis' })).toThrow(/VESO_RATE_LIMIT_STORE/);
  });

  it('serves metrics only when asked, on a loopback port by default or behind a token', () => {
    expect(loadConfig({}).metrics).toBeUndefined();
    expect(loadConfig({ VESO_METRICS_PORT: '9464' }).metrics).toEqual({
      port: 9464,
      host: '127.0.0.1',
    });
    const token = 'a-token-of-at-least-24-chars';
    expect(loadConfig({ VESO_METRICS_TOKEN: token }).metrics).toEqual({
      host: '127.0.0.1',
      token,
    });
    expect(
      loadConfig({
        VESO_METRICS_PORT: '9464',
        VESO_METRICS_HOST: '0.0.0.0',
        VESO_METRICS_TOKEN: token,
      }).metrics,
    ).toEqual({ port: 9464, host: '0.0.0.0', token });
  });

  it('refuses metrics that would be public or cannot work, never echoing the token', () => {
    const refusal = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      throw new Error('accepted');
    };
    expect(refusal({ VESO_METRICS_PORT: '9464', VESO_METRICS_HOST: '0.0.0.0' })).toContain(
      'VESO_METRICS_HOST is not a loopback address: set VESO_METRICS_TOKEN too',
    );
    expect(refusal({ VESO_METRICS_HOST: '127.0.0.1' })).toContain(
      'VESO_METRICS_HOST needs VESO_METRICS_PORT',
    );
    expect(refusal({ VESO_METRICS_PORT: 'metrics' })).toContain('- VESO_METRICS_PORT:');
    const short = refusal({ VESO_METRICS_TOKEN: 'hunter2-secret' });
    expect(short).toContain('- VESO_METRICS_TOKEN: must be at least 24 characters');
    expect(short).not.toContain('hunter2');
    const spaced = refusal({ VESO_METRICS_TOKEN: 'secret with spaces in it, long enough' });
    expect(spaced).toContain('- VESO_METRICS_TOKEN: must be printable ASCII without spaces');
    expect(spaced).not.toContain('secret with');
  });

  it('takes the support contacts from the operator, the sandbox keeping marked placeholders', () => {
    const live = { VESO_SUPPORT_PHONE: '1900 6868', VESO_SUPPORT_EMAIL: 'cskh@xoso.vn' };
    expect(loadConfig(live)).toMatchObject({
      supportPhone: '1900 6868',
      supportEmail: 'cskh@xoso.vn',
    });
    expect(() => assertLiveSettings(loadConfig(live))).not.toThrow();
    expect(loadConfig({ VESO_SANDBOX: '1' })).toMatchObject({
      supportPhone: SANDBOX_SUPPORT.phone,
      supportEmail: SANDBOX_SUPPORT.email,
    });
    expect(() => assertLiveSettings(loadConfig({ VESO_SANDBOX: '1' }))).not.toThrow();
    expect(() => loadConfig({ VESO_SUPPORT_EMAIL: 'not-an-address' })).toThrow(
      /VESO_SUPPORT_EMAIL/,
    );
    expect(() => loadConfig({ VESO_SUPPORT_PHONE: 'call us' })).toThrow(/VESO_SUPPORT_PHONE/);
  });

  it('refuses a live start without the support contacts, naming each variable', () => {
    expect(() => assertLiveSettings(loadConfig({}))).toThrow(ConfigError);
    expect(() => assertLiveSettings(loadConfig({}))).toThrow(
      /VESO_SUPPORT_PHONE: the support phone customers call is required outside the sandbox[\s\S]*VESO_SUPPORT_EMAIL/,
    );
    expect(() => assertLiveSettings(loadConfig({ VESO_SUPPORT_PHONE: '1900 6868' }))).toThrow(
      /^Invalid environment configuration:\n {2}- VESO_SUPPORT_EMAIL: [^\n]*$/,
    );
  });
});

describe('payment gateways (VESO_GATEWAYS)', () => {
  const live = {
    VESO_GATEWAYS: 'vnpay',
    VESO_VNPAY_TMN_CODE: 'ABCD1234',
    VESO_VNPAY_HASH_SECRET: 'SECRETVALUETHATMUSTNEVERBELOGGED',
    VESO_VNPAY_PAY_URL: 'https://pay.vnpay.vn/vpcpay.html',
    VESO_VNPAY_API_URL: 'https://merchant.vnpay.vn/merchant_webapi/api/transaction',
    VESO_PUBLIC_URL: 'https://veso.example/',
  };

  it('reads VNPay’s keys and addresses, and the public address without its last slash', () => {
    const config = loadConfig(live);
    expect(config.gateways).toEqual({
      vnpay: {
        tmnCode: 'ABCD1234',
        hashSecret: 'SECRETVALUETHATMUSTNEVERBELOGGED',
        payUrl: 'https://pay.vnpay.vn/vpcpay.html',
        apiUrl: 'https://merchant.vnpay.vn/merchant_webapi/api/transaction',
      },
    });
    expect(config.publicUrl).toBe('https://veso.example');
    expect(loadConfig({}).gateways).toBeUndefined();
  });

  it('gives the sandbox’s VNPay the emulator’s keys and addresses', () => {
    const config = loadConfig({ VESO_SANDBOX: '1', VESO_GATEWAYS: 'vnpay' });
    expect(config.gateways?.vnpay).toEqual({
      tmnCode: 'VESO0SBX',
      hashSecret: 'VESOSANDBOXHASHSECRET0123456789A',
    });
  });

  it('refuses at start a malformed list or key, naming the variable, never the secret', () => {
    const refusals: Array<[Record<string, string>, string]> = [
      [{ ...live, VESO_GATEWAYS: 'vnpay,paypal' }, 'VESO_GATEWAYS'],
      [{ ...live, VESO_GATEWAYS: 'vnpay,vnpay' }, 'a provider named twice'],
      [{ ...live, VESO_GATEWAYS: 'vnpay,zalopay' }, 'VESO_ZALOPAY_KEY2 is required with zalopay'],
      [{ ...live, VESO_ZALOPAY_APP_ID: '2553' }, 'VESO_ZALOPAY_APP_ID is set but'],
      [{ ...live, VESO_GATEWAYS: 'vnpay,momo' }, 'VESO_MOMO_SECRET_KEY is required with momo'],
      [{ ...live, VESO_VNPAY_TMN_CODE: 'abc' }, 'VESO_VNPAY_TMN_CODE'],
      [{ ...live, VESO_VNPAY_HASH_SECRET: 'short-secret!' }, 'VESO_VNPAY_HASH_SECRET'],
      [{ ...live, VESO_VNPAY_HASH_SECRET: '' }, 'VESO_VNPAY_HASH_SECRET is required'],
      [{ ...live, VESO_PUBLIC_URL: '' }, 'VESO_PUBLIC_URL is required'],
      [{ ...live, VESO_VNPAY_PAY_URL: 'ftp://pay' }, 'VESO_VNPAY_PAY_URL'],
      [{ ...live, VESO_GATEWAYS: '' }, 'VESO_VNPAY_TMN_CODE is set but VESO_GATEWAYS'],
      [
        { VESO_SANDBOX: '1', VESO_GATEWAYS: 'vnpay', VESO_VNPAY_TMN_CODE: 'ABCD1234' },
        'go together',
      ],
    ];
    for (const [env, words] of refusals) {
      let message = '';
      try {
        loadConfig(env);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        message = (error as Error).message;
      }
      expect(message, JSON.stringify(env)).toContain(words);
      expect(message).not.toContain('SECRETVALUETHATMUSTNEVERBELOGGED');
      expect(message).not.toContain('short-secret!');
    }
  });
});
