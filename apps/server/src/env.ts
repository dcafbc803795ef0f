import path from 'node:path';
import { drawHistoryDir } from '@veso/draw-history';
import { z } from 'zod';
import { metricsConfigOf, metricsEnvShape, type MetricsConfig } from './env-metrics';
import { FAULT_POINTS, type FaultPoint } from './fault-pause';
import { SERVER_ROOT } from './server-root';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Everything the server reads from its environment, validated once at start. */
export type ServerConfig = {
  port: number;
  /**
   * `WORKERS`: how many server processes share the port (Node's cluster; default 1). The
   * jobs coordinate through the database, so more than one needs PostgreSQL.
   */
  workers: number;
  host: string;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: LogLevel;
  /** `VESO_SANDBOX=1`: sandbox providers, a movable clock and the `/api/dev/*` router. */
  sandbox: boolean;
  database: DatabaseConfig;
  webDist: string;
  embedDist: string;
  /** `VESO_SSR=0` turns the server rendering of pages off (the browser renders them). */
  renderPages: boolean;
  /**
   * `VESO_PAGE_CACHE=0` renders every page for its request instead of serving the public
   * ones from memory (see http/page-cache.ts). Absent: on.
   */
  pageCache?: boolean;
  /**
   * The API rate limit: `max` calls per key per `windowMs`; `store` `database` counts in
   * PostgreSQL (`rate_limit_hits`) so that several processes share one budget per key
   * (`VESO_RATE_LIMIT_STORE`; absent: each process counts in memory).
   */
  rateLimit: { max: number; windowMs: number; store?: 'memory' | 'database' };
  bodyLimit: number;
  trustProxy: boolean;
  /**
   * `VESO_DRAIN_MS`: on SIGTERM, how long the node keeps listening while `/api/readyz`
   * answers 503, so that a load balancer checking it stops sending new requests before the
   * listener closes (0: close at once, the default for one machine).
   */
  drainMs?: number;
  /**
   * `VESO_CHECK_ANSWERS=1` (the test suites): every OK answer of a contract route is checked
   * against its entry; `VESO_RECORD_EXAMPLES=<dir>` keeps each operation's first OK call
   * there for the API document's examples (`plugins/answer-check.ts`).
   */
  answers?: { check: boolean; recordDir?: string };
  domainNotice: { oldHost?: string; newHost?: string };
  /**
   * `VESO_SUPPORT_PHONE` / `VESO_SUPPORT_EMAIL`: the support contacts customers see
   * (over the stored settings). Required outside the sandbox ({@link assertLiveSettings});
   * the sandbox falls back to {@link SANDBOX_SUPPORT}.
   */
  supportPhone?: string;
  supportEmail?: string;
  /** E-wallet partners allowed to sign users on: source → shared HMAC secret. */
  embedPartners?: Record<string, string>;
  /** reCAPTCHA v2 for sign-in; without keys the sandbox accepts its dev token. */
  captcha?: CaptchaConfig;
  /**
   * `VESO_PAYOUT_INTERVAL_MS`: how often held withdrawals are offered to the payout
   * provider (ms; 0 never), and the period of every job without its own variable.
   */
  payoutIntervalMs?: number;
  /**
   * The job registry's tasks' own periods in ms (0: not scheduled) by variable, only those
   * set (`VESO_PRINTING_INTERVAL_MS`…, see `src/jobs/registry.ts`; the app refuses to start
   * with one that names no task).
   */
  jobIntervals?: Record<string, number>;
  /**
   * `VESO_PRINTING_TIMEOUT_MS`: how long the print job waits for one answer of the printing
   * agent before it gives up on the call and retries it with back-off (default 15 s).
   */
  printingTimeoutMs?: number;
  /** HMAC secret of the sandbox gateway's callbacks (the sandbox has its own default). */
  paymentGatewaySecret?: string;
  /**
   * `VESO_PUBLIC_URL`: the shop's address as customers and providers reach it (the return
   * and notification URLs given to payment providers). Required with `VESO_GATEWAYS`
   * outside the sandbox; the sandbox falls back to the address it listens on.
   */
  publicUrl?: string;
  /** `VESO_GATEWAYS`: the real payment providers and their keys (see {@link GatewaysConfig}). */
  gateways?: GatewaysConfig;
  /** Folder of the real result files the seed imports (`VESO_RESULTS_DIR`, else @veso/draw-history's). */
  resultsDir?: string;
  /**
   * `VESO_FAULT_PAUSE`: the crash tests' fault-injection point, where the process pauses for
   * ever (see fault-pause.ts). Sandbox only: refused at start otherwise.
   */
  faultPause?: FaultPoint;
  /** Prometheus metrics (see env-metrics.ts); absent: none served. */
  metrics?: MetricsConfig;
};

/**
 * The payment providers the shop collects through (`VESO_GATEWAYS=vnpay`), each with its
 * keys. In the sandbox a provider without keys or addresses uses its local emulator's.
 */
export type GatewaysConfig = {
  vnpay?: VnpayConfig;
  momo?: MomoConfig;
  zalopay?: ZalopayConfig;
};

export type ZalopayConfig = {
  /** `VESO_ZALOPAY_APP_ID`. */
  appId: number;
  /** `VESO_ZALOPAY_KEY1`: signs the shop's requests. Never logged. */
  key1: string;
  /** `VESO_ZALOPAY_KEY2`: verifies ZaloPay's callbacks. Never logged. */
  key2: string;
  /** `VESO_ZALOPAY_ENDPOINT`: ZaloPay's API host; absent in the sandbox: the emulator's. */
  endpoint?: string;
};

export type MomoConfig = {
  /** `VESO_MOMO_PARTNER_CODE`. */
  partnerCode: string;
  /** `VESO_MOMO_ACCESS_KEY`. */
  accessKey: string;
  /** `VESO_MOMO_SECRET_KEY`: the HMAC-SHA256 secret. Never logged. */
  secretKey: string;
  /** `VESO_MOMO_ENDPOINT`: MoMo's API host; absent in the sandbox: the emulator's. */
  endpoint?: string;
};

export type VnpayConfig = {
  /** `VESO_VNPAY_TMN_CODE`: the merchant's terminal code (8 letters or digits). */
  tmnCode: string;
  /** `VESO_VNPAY_HASH_SECRET`: the HMAC-SHA512 secret. Never logged. */
  hashSecret: string;
  /** `VESO_VNPAY_PAY_URL`: VNPay's payment page; absent in the sandbox: the emulator's. */
  payUrl?: string;
  /** `VESO_VNPAY_API_URL`: VNPay's merchant API (querydr, refund); absent: the emulator's. */
  apiUrl?: string;
};

/**
 * The sandbox VNPay's merchant keys, shared by its emulator and the shop's adapter (VNPay's
 * own are 8 and 32 characters too); sandbox only.
 */
export const VNPAY_SANDBOX_KEYS = {
  tmnCode: 'VESO0SBX',
  hashSecret: 'VESOSANDBOXHASHSECRET0123456789A',
} as const;

/**
 * The sandbox MoMo's partner keys (its emulator's and the adapter's); MoMo's own public
 * test keys are not used so that nothing in the sandbox can reach MoMo's test system.
 */
export const MOMO_SANDBOX_KEYS = {
  partnerCode: 'VESOSBX',
  accessKey: 'VESOSANDBOXACC',
  secretKey: 'VESOSANDBOXMOMOSECRETKEY01234567',
} as const;

/** The sandbox ZaloPay's app and keys (its emulator's and the adapter's). */
export const ZALOPAY_SANDBOX_KEYS = {
  appId: 9999,
  key1: 'VESOSANDBOXZALOPAYKEY1abcdefghij',
  key2: 'VESOSANDBOXZALOPAYKEY2abcdefghij',
} as const;

/** The providers `VESO_GATEWAYS` may name; those with an adapter so far. */
export const GATEWAY_NAMES = ['vnpay', 'momo', 'zalopay'] as const;
const GATEWAYS_WITH_ADAPTER = new Set<string>(['vnpay', 'momo', 'zalopay']);

export type CaptchaConfig = {
  siteKey?: string;
  secret?: string;
  /** The siteverify endpoint (a local stand-in in tests). */
  verifyUrl: string;
};

/** Google's reCAPTCHA verification endpoint. */
export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/**
 * The sandbox's support contacts when none is set: placeholders, not a real line or mailbox
 * (a live start without its own is refused).
 */
export const SANDBOX_SUPPORT = { phone: '1900 0000', email: 'hotro@veso.example' } as const;

const PARTNER_SOURCE = /^[a-z0-9_-]{1,64}$/;
const PARTNER_SECRET_MIN = 16;

/** `VESO_EMBED_PARTNERS=momo:secret1,zalopay:secret2` → { momo: 'secret1', … }. */
const partnersSchema = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx) => {
    const partners: Record<string, string> = {};
    if (!value) return partners;
    for (const entry of value.split(',')) {
      const at = entry.indexOf(':');
      const source = entry.slice(0, at).trim();
      const secret = entry.slice(at + 1).trim();
      if (at < 0 || !PARTNER_SOURCE.test(source) || secret.length < PARTNER_SECRET_MIN) {
        ctx.addIssue({
          code: 'custom',
          message: `entries are source:secret (source a-z0-9_-, secret at least ${PARTNER_SECRET_MIN} characters)`,
        });
        return z.NEVER;
      }
      partners[source] = secret;
    }
    return partners;
  });

/** PostgreSQL when a URL is given, else embedded PGlite (a data folder, or in memory). */
export type DatabaseConfig =
  | { kind: 'postgres'; url: string; schema?: string }
  | { kind: 'pglite'; dataDir?: string; schema?: string };

/** `VESO_DATA_DIR=memory://` keeps the embedded database in memory (nothing on disk). */
const MEMORY = 'memory://';
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .optional()
  .transform((v) => v === '1' || v === 'true');

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/**
 * A job's own period (`VESO_<TASK>_INTERVAL_MS`, see `src/jobs/registry.ts`), except the
 * payout's (`VESO_PAYOUT_INTERVAL_MS`, read below).
 */
const JOB_INTERVAL_VAR = /^VESO_[A-Z0-9_]+_INTERVAL_MS$/;

const jobIntervalSchema = z.coerce.number().int().min(0).max(86_400_000);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Server processes sharing the port (node:cluster); more than one needs PostgreSQL. */
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  // Loopback unless told otherwise: the sandbox's /api/dev/* routes mint money.
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  VESO_SANDBOX: flag,
  VESO_SSR: z.enum(['0', '1']).default('1'),
  VESO_PAGE_CACHE: z.enum(['0', '1']).default('1'),
  VESO_CHECK_ANSWERS: z.enum(['0', '1']).default('0'),
  VESO_RECORD_EXAMPLES: optionalText,
  VESO_DATA_DIR: optionalText,
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  VESO_DB_SCHEMA: optionalText.pipe(
    z.string().regex(SCHEMA_NAME, 'must be a lower-case SQL identifier').optional(),
  ),
  VESO_WEB_DIST: optionalText,
  VESO_EMBED_DIST: optionalText,
  VESO_RATE_LIMIT_MAX: z.coerce.number().int().min(0).default(1200),
  VESO_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  VESO_RATE_LIMIT_STORE: z.enum(['memory', 'database']).default('memory'),
  VESO_BODY_LIMIT: z.coerce.number().int().min(1024).default(1_048_576),
  VESO_TRUST_PROXY: flag,
  VESO_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  VESO_OLD_HOST: optionalText,
  VESO_NEW_HOST: optionalText,
  VESO_SUPPORT_PHONE: optionalText.pipe(
    z
      .string()
      .regex(/^\+?[0-9][0-9 .]{2,18}[0-9]$/, 'must be a phone number (digits, spaces, dots)')
      .optional(),
  ),
  VESO_SUPPORT_EMAIL: optionalText.pipe(z.email().max(200).optional()),
  VESO_EMBED_PARTNERS: partnersSchema,
  VESO_RECAPTCHA_SITE_KEY: optionalText,
  VESO_RECAPTCHA_SECRET: optionalText,
  VESO_PAYMENT_GATEWAY_SECRET: optionalText.pipe(z.string().min(16).optional()),
  VESO_PUBLIC_URL: optionalText.pipe(
    z
      .url({ protocol: /^https?$/ })
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
  ),
  VESO_GATEWAYS: optionalText.pipe(
    z
      .string()
      .transform((list) => list.split(',').map((name) => name.trim()))
      .pipe(
        z
          .array(z.enum(GATEWAY_NAMES, { message: `names among ${GATEWAY_NAMES.join(', ')}` }))
          .refine((names) => new Set(names).size === names.length, 'a provider named twice'),
      )
      .optional(),
  ),
  VESO_VNPAY_TMN_CODE: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Z0-9]{8}$/, 'must be the 8-character terminal code VNPay gave')
      .optional(),
  ),
  VESO_VNPAY_HASH_SECRET: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9]{16,64}$/, 'must be the secret VNPay gave (16 to 64 letters and digits)')
      .optional(),
  ),
  VESO_VNPAY_PAY_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  VESO_ZALOPAY_APP_ID: optionalText.pipe(
    z
      .string()
      .regex(/^[1-9]\d{0,9}$/, 'must be the app id ZaloPay gave (a number)')
      .transform(Number)
      .optional(),
  ),
  VESO_ZALOPAY_KEY1: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9]{16,64}$/, 'must be the key1 ZaloPay gave (16 to 64 letters and digits)')
      .optional(),
  ),
  VESO_ZALOPAY_KEY2: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9]{16,64}$/, 'must be the key2 ZaloPay gave (16 to 64 letters and digits)')
      .optional(),
  ),
  VESO_ZALOPAY_ENDPOINT: optionalText.pipe(
    z
      .url({ protocol: /^https?$/ })
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
  ),
  VESO_MOMO_PARTNER_CODE: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_]{4,50}$/, 'must be the partner code MoMo gave')
      .optional(),
  ),
  VESO_MOMO_ACCESS_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9]{8,64}$/, 'must be the access key MoMo gave')
      .optional(),
  ),
  VESO_MOMO_SECRET_KEY: optionalText.pipe(
    z
      .string()
      .regex(
        /^[A-Za-z0-9]{16,64}$/,
        'must be the secret key MoMo gave (16 to 64 letters and digits)',
      )
      .optional(),
  ),
  VESO_MOMO_ENDPOINT: optionalText.pipe(
    z
      .url({ protocol: /^https?$/ })
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
  ),
  VESO_VNPAY_API_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  VESO_RESULTS_DIR: optionalText,
  VESO_PAYOUT_INTERVAL_MS: z.coerce.number().int().min(0).default(5000),
  VESO_PRINTING_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  VESO_RECAPTCHA_VERIFY_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  VESO_FAULT_PAUSE: z.enum(FAULT_POINTS).optional(),
  ...metricsEnvShape,
});

/** Thrown by {@link loadConfig}; its message lists every invalid variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads and validates the server configuration. This module is the only reader of
 * `process.env` in the server; everything else receives a {@link ServerConfig}.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  // An empty variable means "not set" (PORT= would otherwise coerce to port 0).
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const intervalVars = Object.keys(present).filter(
    (name) => JOB_INTERVAL_VAR.test(name) && name !== 'VESO_PAYOUT_INTERVAL_MS',
  );
  const parsed = envSchema.safeParse(present);
  const intervals = z
    .record(z.string(), jobIntervalSchema)
    .safeParse(Object.fromEntries(intervalVars.map((name) => [name, present[name]])));
  if (!parsed.success || !intervals.success) {
    const issues = [...(parsed.error?.issues ?? []), ...(intervals.error?.issues ?? [])];
    const lines = issues.map((issue) => `  - ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.VESO_RECAPTCHA_SITE_KEY) !== Boolean(e.VESO_RECAPTCHA_SECRET)) {
    throw new ConfigError(
      'Invalid environment configuration:\n  - VESO_RECAPTCHA_SITE_KEY and VESO_RECAPTCHA_SECRET go together',
    );
  }
  if (e.VESO_FAULT_PAUSE && !e.VESO_SANDBOX) {
    throw new ConfigError(
      "Invalid environment configuration:\n  - VESO_FAULT_PAUSE is a crash test's fault-injection point: sandbox only (VESO_SANDBOX=1)",
    );
  }
  if (e.VESO_RATE_LIMIT_STORE === 'database' && !e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid environment configuration:\n  - VESO_RATE_LIMIT_STORE=database shares the limit between processes on PostgreSQL: set DATABASE_URL',
    );
  }
  const metrics = metricsConfigOf(e);
  if (metrics && 'problems' in metrics) {
    throw new ConfigError(
      `Invalid environment configuration:\n${metrics.problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  }
  const gateways = gatewaysConfig(e);
  const appsDir = path.resolve(SERVER_ROOT, '..');
  const repoRoot = path.resolve(appsDir, '..');
  const database: DatabaseConfig = e.DATABASE_URL
    ? { kind: 'postgres', url: e.DATABASE_URL, schema: e.VESO_DB_SCHEMA }
    : {
        kind: 'pglite',
        dataDir:
          e.VESO_DATA_DIR === MEMORY
            ? undefined
            : path.resolve(e.VESO_DATA_DIR ?? path.join(repoRoot, '.data')),
        schema: e.VESO_DB_SCHEMA,
      };
  return {
    port: e.PORT,
    workers: e.WORKERS,
    host: e.HOST,
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    sandbox: e.VESO_SANDBOX,
    database,
    webDist: path.resolve(e.VESO_WEB_DIST ?? path.join(appsDir, 'web', 'dist')),
    embedDist: path.resolve(e.VESO_EMBED_DIST ?? path.join(appsDir, 'embed', 'dist')),
    renderPages: e.VESO_SSR === '1',
    pageCache: e.VESO_PAGE_CACHE === '1',
    ...(e.VESO_CHECK_ANSWERS === '1' || e.VESO_RECORD_EXAMPLES
      ? {
          answers: {
            check: e.VESO_CHECK_ANSWERS === '1',
            ...examplesDir(e.VESO_RECORD_EXAMPLES),
          },
        }
      : {}),
    rateLimit: {
      max: e.VESO_RATE_LIMIT_MAX,
      windowMs: e.VESO_RATE_LIMIT_WINDOW_MS,
      ...(e.VESO_RATE_LIMIT_STORE === 'database' ? { store: 'database' as const } : {}),
    },
    bodyLimit: e.VESO_BODY_LIMIT,
    trustProxy: e.VESO_TRUST_PROXY,
    drainMs: e.VESO_DRAIN_MS,
    domainNotice: { oldHost: e.VESO_OLD_HOST, newHost: e.VESO_NEW_HOST },
    supportPhone: e.VESO_SUPPORT_PHONE ?? (e.VESO_SANDBOX ? SANDBOX_SUPPORT.phone : undefined),
    supportEmail: e.VESO_SUPPORT_EMAIL ?? (e.VESO_SANDBOX ? SANDBOX_SUPPORT.email : undefined),
    embedPartners: e.VESO_EMBED_PARTNERS,
    payoutIntervalMs: e.VESO_PAYOUT_INTERVAL_MS,
    jobIntervals: intervals.data,
    printingTimeoutMs: e.VESO_PRINTING_TIMEOUT_MS,
    paymentGatewaySecret: e.VESO_PAYMENT_GATEWAY_SECRET,
    ...(e.VESO_PUBLIC_URL ? { publicUrl: e.VESO_PUBLIC_URL } : {}),
    ...(gateways ? { gateways } : {}),
    // The real history ships in @veso/draw-history; VESO_RESULTS_DIR points elsewhere.
    resultsDir:
      e.VESO_RESULTS_DIR === undefined
        ? drawHistoryDir()
        : path.resolve(repoRoot, e.VESO_RESULTS_DIR),
    ...(e.VESO_FAULT_PAUSE ? { faultPause: e.VESO_FAULT_PAUSE } : {}),
    ...(metrics ? { metrics } : {}),
    captcha: {
      siteKey: e.VESO_RECAPTCHA_SITE_KEY,
      secret: e.VESO_RECAPTCHA_SECRET,
      verifyUrl: e.VESO_RECAPTCHA_VERIFY_URL ?? RECAPTCHA_VERIFY_URL,
    },
  };
}

/**
 * The providers of `VESO_GATEWAYS` with their keys, checked together: a provider without
 * an adapter yet, keys without the provider, or (outside the sandbox) a provider without
 * its keys, its addresses or `VESO_PUBLIC_URL` is refused. The messages name variables,
 * never their values.
 */
function gatewaysConfig(e: z.output<typeof envSchema>): GatewaysConfig | undefined {
  const names = e.VESO_GATEWAYS ?? [];
  const problems: string[] = [];
  for (const name of names) {
    if (!GATEWAYS_WITH_ADAPTER.has(name)) {
      problems.push(`VESO_GATEWAYS: ${name} has no adapter yet`);
    }
  }
  const vnpayVars = [
    'VESO_VNPAY_TMN_CODE',
    'VESO_VNPAY_HASH_SECRET',
    'VESO_VNPAY_PAY_URL',
    'VESO_VNPAY_API_URL',
  ] as const;
  const vnpay = names.includes('vnpay');
  if (!vnpay) {
    for (const name of vnpayVars) {
      if (e[name]) problems.push(`${name} is set but VESO_GATEWAYS does not name vnpay`);
    }
  } else if (!e.VESO_SANDBOX) {
    for (const name of vnpayVars) {
      if (!e[name]) problems.push(`${name} is required with vnpay outside the sandbox`);
    }
  }
  const momoVars = [
    'VESO_MOMO_PARTNER_CODE',
    'VESO_MOMO_ACCESS_KEY',
    'VESO_MOMO_SECRET_KEY',
    'VESO_MOMO_ENDPOINT',
  ] as const;
  const momo = names.includes('momo');
  if (!momo) {
    for (const name of momoVars) {
      if (e[name]) problems.push(`${name} is set but VESO_GATEWAYS does not name momo`);
    }
  } else if (!e.VESO_SANDBOX) {
    for (const name of momoVars) {
      if (!e[name]) problems.push(`${name} is required with momo outside the sandbox`);
    }
  }
  const momoKeys = momoVars.slice(0, 3).filter((name) => e[name]);
  if (momoKeys.length > 0 && momoKeys.length < 3) {
    problems.push(
      'VESO_MOMO_PARTNER_CODE, VESO_MOMO_ACCESS_KEY and VESO_MOMO_SECRET_KEY go together',
    );
  }
  const zaloVars = [
    'VESO_ZALOPAY_APP_ID',
    'VESO_ZALOPAY_KEY1',
    'VESO_ZALOPAY_KEY2',
    'VESO_ZALOPAY_ENDPOINT',
  ] as const;
  const zalopay = names.includes('zalopay');
  if (!zalopay) {
    for (const name of zaloVars) {
      if (e[name] !== undefined)
        problems.push(`${name} is set but VESO_GATEWAYS does not name zalopay`);
    }
  } else if (!e.VESO_SANDBOX) {
    for (const name of zaloVars) {
      if (e[name] === undefined)
        problems.push(`${name} is required with zalopay outside the sandbox`);
    }
  }
  const zaloKeys = zaloVars.slice(0, 3).filter((name) => e[name] !== undefined);
  if (zaloKeys.length > 0 && zaloKeys.length < 3) {
    problems.push('VESO_ZALOPAY_APP_ID, VESO_ZALOPAY_KEY1 and VESO_ZALOPAY_KEY2 go together');
  }
  if (names.length > 0 && !e.VESO_SANDBOX && !e.VESO_PUBLIC_URL) {
    problems.push('VESO_PUBLIC_URL is required with VESO_GATEWAYS outside the sandbox');
  }
  if (Boolean(e.VESO_VNPAY_TMN_CODE) !== Boolean(e.VESO_VNPAY_HASH_SECRET)) {
    problems.push('VESO_VNPAY_TMN_CODE and VESO_VNPAY_HASH_SECRET go together');
  }
  if (problems.length) {
    throw new ConfigError(
      `Invalid environment configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  }
  if (!vnpay && !momo && !zalopay) return undefined;
  return {
    ...(vnpay
      ? {
          vnpay: {
            tmnCode: e.VESO_VNPAY_TMN_CODE ?? VNPAY_SANDBOX_KEYS.tmnCode,
            hashSecret: e.VESO_VNPAY_HASH_SECRET ?? VNPAY_SANDBOX_KEYS.hashSecret,
            ...(e.VESO_VNPAY_PAY_URL ? { payUrl: e.VESO_VNPAY_PAY_URL } : {}),
            ...(e.VESO_VNPAY_API_URL ? { apiUrl: e.VESO_VNPAY_API_URL } : {}),
          },
        }
      : {}),
    ...(momo
      ? {
          momo: {
            partnerCode: e.VESO_MOMO_PARTNER_CODE ?? MOMO_SANDBOX_KEYS.partnerCode,
            accessKey: e.VESO_MOMO_ACCESS_KEY ?? MOMO_SANDBOX_KEYS.accessKey,
            secretKey: e.VESO_MOMO_SECRET_KEY ?? MOMO_SANDBOX_KEYS.secretKey,
            ...(e.VESO_MOMO_ENDPOINT ? { endpoint: e.VESO_MOMO_ENDPOINT } : {}),
          },
        }
      : {}),
    ...(zalopay
      ? {
          zalopay: {
            appId: e.VESO_ZALOPAY_APP_ID ?? ZALOPAY_SANDBOX_KEYS.appId,
            key1: e.VESO_ZALOPAY_KEY1 ?? ZALOPAY_SANDBOX_KEYS.key1,
            key2: e.VESO_ZALOPAY_KEY2 ?? ZALOPAY_SANDBOX_KEYS.key2,
            ...(e.VESO_ZALOPAY_ENDPOINT ? { endpoint: e.VESO_ZALOPAY_ENDPOINT } : {}),
          },
        }
      : {}),
  };
}

/**
 * What a live start (sandbox off) needs beyond a valid environment: the operator's own
 * support contacts, which customers are shown on every page (there is no placeholder to
 * fall back to outside the sandbox).
 * @throws ConfigError naming every variable missing
 */
export function assertLiveSettings(config: ServerConfig): void {
  if (config.sandbox) return;
  const missing = [
    ...(config.supportPhone ? [] : ['VESO_SUPPORT_PHONE: the support phone customers call']),
    ...(config.supportEmail ? [] : ['VESO_SUPPORT_EMAIL: the support e-mail customers write to']),
  ];
  if (missing.length === 0) return;
  throw new ConfigError(
    `Invalid environment configuration:\n${missing.map((m) => `  - ${m} is required outside the sandbox (VESO_SANDBOX=1)`).join('\n')}`,
  );
}

/**
 * Where a recording run writes the API document's examples (`VESO_RECORD_EXAMPLES`), as the
 * `answers.recordDir` of a configuration: also read by the test suites' configuration.
 */
export function examplesDir(value: string | undefined = process.env.VESO_RECORD_EXAMPLES): {
  recordDir?: string;
} {
  return value?.trim() ? { recordDir: path.resolve(value.trim()) } : {};
}
