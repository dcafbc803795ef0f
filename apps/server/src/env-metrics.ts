import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Where the Prometheus metrics are served (modules/ops/metrics*.ts): on their own port
 * (`VESO_METRICS_PORT`, bound to `VESO_METRICS_HOST`, loopback by default), and/or behind a
 * bearer token (`VESO_METRICS_TOKEN`); with a token and no port, at `/metrics` on the shop's
 * port. Neither set: no metrics. The token is never part of an error message.
 */
export type MetricsConfig = {
  /** The metrics' own port (0: any free one, tests); absent: served on the shop's port. */
  port?: number;
  host: string;
  /** Required by every scrape when set (`Authorization: Bearer <token>`). */
  token?: string;
};

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** The metrics' variables, read by `loadConfig` with the others. */
export const metricsEnvShape = {
  VESO_METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  VESO_METRICS_HOST: optionalText,
  VESO_METRICS_TOKEN: optionalText.pipe(
    z
      .string()
      .min(24, 'must be at least 24 characters')
      .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')
      .optional(),
  ),
};

type MetricsEnv = {
  VESO_METRICS_PORT?: number;
  VESO_METRICS_HOST?: string;
  VESO_METRICS_TOKEN?: string;
};

/** True for a loopback address or name (only this machine can reach it). */
export function isLoopback(host: string): boolean {
  if (host === 'localhost' || host === '::1') return true;
  return isIP(host) === 4 && host.startsWith('127.');
}

/**
 * The metrics configuration of valid variables, or the problems (lines naming the
 * variables) of a combination that would expose them or that cannot work.
 */
export function metricsConfigOf(e: MetricsEnv): MetricsConfig | undefined | { problems: string[] } {
  const { VESO_METRICS_PORT: port, VESO_METRICS_HOST: host, VESO_METRICS_TOKEN: token } = e;
  const problems: string[] = [];
  if (host !== undefined && port === undefined) {
    problems.push('VESO_METRICS_HOST needs VESO_METRICS_PORT (the metrics’ own port)');
  }
  if (host !== undefined && !isLoopback(host) && !token) {
    problems.push(
      'VESO_METRICS_HOST is not a loopback address: set VESO_METRICS_TOKEN too (metrics are never public)',
    );
  }
  if (problems.length) return { problems };
  if (port === undefined && !token) return undefined;
  return {
    ...(port === undefined ? {} : { port }),
    host: host ?? '127.0.0.1',
    ...(token ? { token } : {}),
  };
}
