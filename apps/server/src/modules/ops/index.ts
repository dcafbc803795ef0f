/**
 * The front door of the `ops` module: what other modules and the app's composition may use
 * (lint: `veso/module-front-door`). Its own files import each other directly.
 */
export { PROBES } from './job-probes';
export { registerMetrics } from './metrics';
export { METRICS_PATH, registerMetricsListener, registerMetricsRoute } from './metrics-endpoint';
export type { GivenUpRow, Probe } from './job-probes';
export type { Metrics } from './metrics';
