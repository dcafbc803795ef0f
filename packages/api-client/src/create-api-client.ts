import { API_BASES, Code, isSilentCode, messageForCode, RefusalReason } from '@veso/contract';
import type { ApiBaseName } from '@veso/contract';
import ky, { isHTTPError, isNetworkError, isTimeoutError } from 'ky';
import { makeRequestId } from './request-id';
import type { ApiClient, ApiClientOptions, ApiFailure, ApiResult, RequestOptions } from './types';

const DEFAULT_TIMEOUT_MS = 15_000;
/** Spec §8: a mapped API error shows its message as a 5 s toast. */
const TOAST_MS = 5000;
/** Spec §7: a generic retry of 3, applied only where repeating the call is harmless. */
const RETRY_LIMIT = 3;
const RETRY_BACKOFF_LIMIT_MS = 3000;
/**
 * Statuses worth repeating: gateway trouble and 503 (busy, maintenance, overloaded).
 * Not 429: the server's throttling codes (4, 40, 41, 100) ask the customer to wait.
 */
const RETRY_STATUS_CODES = [408, 500, 502, 503, 504];

type Method = 'get' | 'post' | 'put' | 'delete';

type Envelope = { code: number; message: string; data?: unknown };

function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.code === 'number' && typeof candidate.message === 'string';
}

/**
 * A mutating call is safe to repeat only when its body carries `requestId`: the server
 * answers a repeated (account, call, requestId) with the first answer, never a second charge.
 */
function carriesRequestId(json: unknown): boolean {
  if (typeof json !== 'object' || json === null) return false;
  const requestId = (json as Record<string, unknown>).requestId;
  return typeof requestId === 'string' ? requestId.length > 0 : typeof requestId === 'number';
}

/** True for the refusal of a requestId another request of the account used first. */
function isReusedRequestId(body: unknown): boolean {
  if (!isEnvelope(body)) return false;
  const reason = (body as { data?: { reason?: { field?: unknown; rule?: unknown } } }).data?.reason;
  return (
    typeof reason === 'object' &&
    reason !== null &&
    reason.field === RefusalReason.REQUEST_ID_REUSED.field &&
    reason.rule === RefusalReason.REQUEST_ID_REUSED.rule
  );
}

/** A requestId other than `used` (the epoch in milliseconds, later than it when it is one). */
function renewedRequestId(used: unknown): string {
  const fresh = makeRequestId();
  const previous = Number(used);
  return Number.isSafeInteger(previous) && previous >= Number(fresh) ? String(previous + 1) : fresh;
}

/**
 * Creates the API client: every call resolves to an `ApiResult` and never throws. Code 0
 * gives the payload; session codes fail silently; other codes raise a toast with the
 * mapped message; a network failure or timeout fails with `network: true` and no toast.
 * A call refused because its requestId was used by another request of the account (two
 * devices in the same millisecond: nothing was done) is sent once more under a new one.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrls: Record<ApiBaseName, string> = { ...API_BASES, ...options.baseUrls };
  const defaultTimeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  function failure(
    code: number,
    silentOption: boolean,
    status: number | undefined,
    serverMessage?: string,
  ): ApiFailure {
    const silent = isSilentCode(code);
    const message = messageForCode(code);
    if (!silent && !silentOption) options.notify?.(message, TOAST_MS);
    const result: ApiFailure = { ok: false, code, message, silent, network: false };
    if (status !== undefined) result.status = status;
    if (serverMessage && serverMessage !== message) result.serverMessage = serverMessage;
    return result;
  }

  function fromBody<T>(
    body: unknown,
    silentOption: boolean,
    status: number | undefined,
  ): ApiResult<T> {
    if (!isEnvelope(body)) return failure(Code.SYSTEM_BUSY, silentOption, status);
    if (body.code === Code.OK) {
      return { ok: true, code: 0, message: body.message, data: body.data as T };
    }
    return failure(body.code, silentOption, status, body.message.trim());
  }

  async function request<T>(
    method: Method,
    path: string,
    requestOptions: RequestOptions = {},
    renewed = false,
  ): Promise<ApiResult<T>> {
    const silentOption = requestOptions.silent ?? false;
    const headers: Record<string, string> = { ...requestOptions.headers };
    const token = options.getToken?.();
    if (token) headers['x-access-token'] = token;
    const retrySafe = method === 'get' || carriesRequestId(requestOptions.json);

    // The refused request, sent again under a new requestId (once).
    const renew = (body: unknown): Promise<ApiResult<T>> | undefined => {
      if (renewed || !carriesRequestId(requestOptions.json) || !isReusedRequestId(body)) {
        return undefined;
      }
      const json = requestOptions.json as Record<string, unknown>;
      const requestId = renewedRequestId(json.requestId);
      return request<T>(method, path, { ...requestOptions, json: { ...json, requestId } }, true);
    };

    try {
      const body = await ky(path, {
        method,
        prefix: baseUrls[requestOptions.base ?? 'main'],
        headers,
        json: requestOptions.json,
        searchParams: requestOptions.searchParams,
        timeout: requestOptions.timeoutMs ?? defaultTimeout,
        retry: {
          limit: retrySafe ? RETRY_LIMIT : 0,
          methods: ['get', 'post', 'put', 'delete'],
          statusCodes: RETRY_STATUS_CODES,
          backoffLimit: RETRY_BACKOFF_LIMIT_MS,
          maxRetryAfter: RETRY_BACKOFF_LIMIT_MS,
        },
        ...(options.fetch ? { fetch: options.fetch } : {}),
      }).json<unknown>();
      return fromBody<T>(body, silentOption, undefined);
    } catch (error) {
      if (isHTTPError(error)) {
        return renew(error.data) ?? fromBody<T>(error.data, silentOption, error.response.status);
      }
      if (isNetworkError(error) || isTimeoutError(error)) {
        // No toast: screens show their offline state instead.
        return {
          ok: false,
          code: Code.SYSTEM_BUSY,
          message: messageForCode(Code.SYSTEM_BUSY),
          silent: false,
          network: true,
        };
      }
      // An answer that is not JSON, or any other unexpected failure.
      return failure(Code.SYSTEM_BUSY, silentOption, undefined);
    }
  }

  return {
    get: (path, requestOptions) => request('get', path, requestOptions),
    post: (path, requestOptions) => request('post', path, requestOptions),
    put: (path, requestOptions) => request('put', path, requestOptions),
    delete: (path, requestOptions) => request('delete', path, requestOptions),
  };
}
