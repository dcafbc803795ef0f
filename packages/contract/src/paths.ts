/**
 * API bases and paths. The server mounts the separate bases of spec §7 as sub-prefixes
 * of `/api` so they can be split into services later; the client configures each base.
 */
export const API_BASE = '/api';

/**
 * The id of the `<script type="application/json">` in which the server hands a rendered
 * page's state (RTK Query cache, render time) to the browser that hydrates it.
 */
export const SSR_STATE_ID = 'veso-ssr-state';

export const API_BASES = {
  main: '/api',
  kenoStats: '/api/keno-stats',
  group: '/api/group',
  gateway: '/api/gateway',
  appService: '/api/app-service',
} as const;
export type ApiBaseName = keyof typeof API_BASES;

/** Paths relative to the main base. */
export const paths = {
  /** Liveness: the server answers, the database answers and takes a write. */
  healthz: '/healthz',
  /** Readiness: started and not shutting down, database reachable and writable, migrated. */
  readyz: '/readyz',
  getConfigV2: '/customer/get_config_v2',
  docs: '/docs',
  docsJson: '/docs/json',
  devOtpOutbox: '/dev/otp-outbox',
  devClock: '/dev/clock',
  /** Sandbox only: the process's SQL statement count and CPU time (the orders bench reads them). */
  devMetrics: '/dev/metrics',
  devDrawsRun: '/dev/draws/run',
  /** Sandbox only: read or switch how the sandbox printing agent answers (slow, hang, fail). */
  devPrintingAgent: '/dev/printing-agent',
  kenoLive: '/keno/live',
} as const;
