import type { ApiBaseName } from '@veso/contract';

/** A call that did not succeed. `network` is true when no answer came (offline, timeout). */
export type ApiFailure = {
  ok: false;
  code: number;
  message: string;
  /** True for the session codes (5, 6, 10, 305) that the session screens handle without a toast. */
  silent: boolean;
  network: boolean;
  /** HTTP status of the answer, when there was one. */
  status?: number;
  /**
   * The server's own Vietnamese message, when it says more than the code's mapped one
   * (e.g. which payment limit was hit): screens that handle a refusal themselves show it.
   */
  serverMessage?: string;
};

/** What every call resolves to; calls never throw. */
export type ApiResult<T> = { ok: true; code: 0; message: string; data: T } | ApiFailure;

export type ApiClientOptions = {
  /** Base URL per API base; defaults from the contract's `API_BASES` ('/api', '/api/keno-stats', ...). */
  baseUrls?: Partial<Record<ApiBaseName, string>>;
  /** Session token, sent as the `x-access-token` header when present. Read on every call. */
  getToken?: () => string | undefined;
  /** Toast sink: called with the mapped Vietnamese message and 5000 ms. */
  notify?: (message: string, durationMs: number) => void;
  /** Per-attempt timeout; default 15000 ms. */
  timeoutMs?: number;
  fetch?: typeof fetch;
};

export type RequestOptions = {
  base?: ApiBaseName;
  searchParams?: Record<string, string | number | boolean | undefined>;
  json?: unknown;
  /** Suppress the toast, for confirm and payment calls whose screen shows the error itself. */
  silent?: boolean;
  timeoutMs?: number;
  headers?: Record<string, string>;
};

export type ApiClient = {
  get<T>(path: string, options?: RequestOptions): Promise<ApiResult<T>>;
  post<T>(path: string, options?: RequestOptions): Promise<ApiResult<T>>;
  put<T>(path: string, options?: RequestOptions): Promise<ApiResult<T>>;
  delete<T>(path: string, options?: RequestOptions): Promise<ApiResult<T>>;
};
