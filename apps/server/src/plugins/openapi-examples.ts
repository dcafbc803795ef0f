import { API_BASES, type BoundEndpoint } from '@veso/contract';
import recorded from './openapi-examples.json' with { type: 'json' };

/**
 * One recorded call of an operation: what was sent and the OK answer (the envelope; absent
 * when the answer is another media type: an image, an event stream).
 */
export type RecordedExample = {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  response?: unknown;
};

/**
 * The API document's examples: one recorded call per operation, made by the test suites
 * (`pnpm openapi:examples` runs them with `VESO_RECORD_EXAMPLES` and writes
 * `openapi-examples.json`). Keyed `METHOD /full/path/:param`, as {@link exampleKey} writes it.
 */
const EXAMPLES: Readonly<Record<string, RecordedExample>> = recorded;

/** The key of an operation's example. */
export function exampleKey(endpoint: Pick<BoundEndpoint, 'method' | 'base' | 'path'>): string {
  return `${endpoint.method} ${API_BASES[endpoint.base]}${endpoint.path}`;
}

/** The recorded call of an operation, if the suites made one. */
export function exampleOf(endpoint: BoundEndpoint): RecordedExample | undefined {
  return EXAMPLES[exampleKey(endpoint)];
}

/** The keys of every recorded example. */
export function exampleKeys(): string[] {
  return Object.keys(EXAMPLES);
}
