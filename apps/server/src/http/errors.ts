import {
  Code,
  fail,
  httpStatusForCode,
  isRefusalRule,
  messageForCode,
  type RefusalReasonData,
  type RefusalRule,
} from '@veso/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/**
 * A refusal with a spec code, thrown by services: the error handler answers it as
 * `{ code, message }` with the code's HTTP status class, or `status` when given (404 for
 * a missing resource that has no code of its own, such as an order), and `data.reason`
 * when given (the field at fault and the rule it broke, contract `RefusalReasonData`).
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly code: number,
    message: string = messageForCode(code),
    readonly status: number = httpStatusForCode(code),
    readonly reason?: RefusalReasonData,
  ) {
    super(message);
  }
}

/**
 * A refusal of code 14 (the spec's invalid request) with its message and `data.reason`:
 * `field` broke `rule` (`status` for a missing resource, 404).
 */
export function invalidRequest(
  message: string | undefined,
  field: string,
  rule: RefusalRule,
  status?: number,
): ApiError {
  return new ApiError(Code.INVALID_REQUEST, message, status, { field, rule });
}

/**
 * A refusal of `code` with its catalogue message (or `message`) and `data.reason`: `field`
 * broke `rule`.
 */
export function refusedWith(
  code: number,
  field: string,
  rule: RefusalRule,
  message?: string,
): ApiError {
  return new ApiError(code, message, undefined, { field, rule });
}

/** Sends an error envelope with the HTTP status of its code (and its reason, if any). */
export function sendFail(
  reply: FastifyReply,
  code: number,
  message?: string,
  status: number = httpStatusForCode(code),
  reason?: RefusalReasonData,
): FastifyReply {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(fail(code, message, reason));
}

type Issue = {
  instancePath: string;
  keyword: string;
  message?: string;
  params?: Record<string, unknown>;
};

const CONTEXT_LABEL: Record<string, string> = {
  body: 'nội dung',
  querystring: 'tham số',
  params: 'đường dẫn',
  headers: 'tiêu đề',
};

/** True for an issue of a field that is absent (a union's too: every branch wanted one). */
function isMissing(issue: Issue): boolean {
  if (issue.keyword === 'invalid_type') return /received undefined/.test(issue.message ?? '');
  if (issue.keyword !== 'invalid_union') return false;
  const branches = issue.params?.errors;
  return (
    Array.isArray(branches) &&
    branches.length > 0 &&
    branches.every(
      (branch) =>
        Array.isArray(branch) &&
        branch.some(
          (inner: { code?: unknown; message?: unknown; path?: unknown }) =>
            inner.code === 'invalid_type' &&
            Array.isArray(inner.path) &&
            inner.path.length === 0 &&
            typeof inner.message === 'string' &&
            /received undefined/.test(inner.message),
        ),
    )
  );
}

function describeIssue(issue: Issue): string {
  if (isMissing(issue)) return 'là bắt buộc';
  switch (issue.keyword) {
    case 'invalid_type':
      return 'sai kiểu dữ liệu';
    case 'too_small':
      return 'nhỏ hơn giới hạn cho phép';
    case 'too_big':
      return 'vượt quá giới hạn cho phép';
    case 'invalid_format':
      return 'sai định dạng';
    case 'unrecognized_keys':
      return 'có trường không được hỗ trợ';
    case 'invalid_characters':
      return 'có ký tự không hợp lệ';
    default:
      return 'không hợp lệ';
  }
}

/**
 * The Vietnamese message of a validation failure, naming the first offending field:
 * `Yêu cầu không hợp lệ: tham số "os_type" sai kiểu dữ liệu`.
 */
export function validationMessage(issues: Issue[], context?: string): string {
  const first = issues[0];
  const where = CONTEXT_LABEL[context ?? ''] ?? 'dữ liệu';
  if (!first) return `Yêu cầu không hợp lệ: ${where} không hợp lệ`;
  const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (!field) return `Yêu cầu không hợp lệ: ${where} ${describeIssue(first)}`;
  return `Yêu cầu không hợp lệ: ${where} "${field}" ${describeIssue(first)}`;
}

/** The rule a schema issue's keyword (zod's issue code, or Ajv's keyword) stands for. */
const RULE_OF_KEYWORD: Record<string, RefusalRule> = {
  invalid_type: 'type',
  type: 'type',
  too_small: 'min',
  minLength: 'min',
  minimum: 'min',
  minItems: 'min',
  too_big: 'max',
  maxLength: 'max',
  maximum: 'max',
  maxItems: 'max',
  invalid_format: 'format',
  pattern: 'format',
  format: 'format',
  invalid_characters: 'format',
  invalid_union: 'format',
  invalid_element: 'format',
  invalid_key: 'format',
  invalid_value: 'value',
  enum: 'value',
  const: 'value',
  not_multiple_of: 'value',
  unrecognized_keys: 'unknown',
  additionalProperties: 'unknown',
  required: 'required',
};

/**
 * The machine-readable reason of a validation failure: its first issue's field (a dotted
 * path, or the request part when the issue is about the whole of it) and rule. A missing
 * field is `required`; a refinement names its rule in its params (`{ rule: 'required' }`).
 */
export function validationReason(issues: Issue[], context?: string): RefusalReasonData {
  const part = context ?? 'body';
  const first = issues[0];
  if (!first) return { field: part, rule: 'value' };
  const params = first.params ?? {};
  const keys = params.keys;
  let field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (first.keyword === 'unrecognized_keys' && Array.isArray(keys) && keys.length > 0) {
    field = [field, String(keys[0])].filter(Boolean).join('.');
  }
  if (first.keyword === 'required' && typeof params.missingProperty === 'string') {
    field = [field, params.missingProperty].filter(Boolean).join('.');
  }
  const refined = (params.params as { rule?: unknown } | undefined)?.rule;
  let rule: RefusalRule = RULE_OF_KEYWORD[first.keyword] ?? 'value';
  if (isRefusalRule(refined)) rule = refined;
  else if (isMissing(first)) rule = 'required';
  return { field: field || part, rule };
}

/** `error` and the errors it wraps (drizzle's `cause`), outermost first. */
function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

/**
 * Messages of a connection that is gone or cannot be had: node-postgres (a lost or closed
 * client, the pool's wait for a free connection timing out), the pool or PGlite closed.
 */
const CONNECTION_MESSAGES =
  /PGlite is closed|Cannot use a pool after calling end|Connection terminated|not queryable|timeout exceeded when trying to connect|The database is closed/i;

/**
 * True for an error of the database being unreachable or refusing work for a while: no
 * connection (refused, reset, timed out, class 08), the backend terminated or the server
 * shutting down or starting (57P0x), out of resources (class 53: disk full, too many
 * connections), read-only (25006), an I/O error (58030), or a closed handle. Such a
 * request answers "busy" with `Retry-After`; its transaction rolled back, so the client's
 * retry with the same requestId is safe.
 */
export function isDatabaseError(error: unknown): boolean {
  return causes(error).some((e) => {
    const { code, message } = e as { code?: unknown; message?: unknown };
    return (
      (typeof code === 'string' &&
        /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|57P0\d|08\w{3}|53\w{3}|25006|58030)$/.test(
          code,
        )) ||
      (typeof message === 'string' && CONNECTION_MESSAGES.test(message))
    );
  });
}

/**
 * SQLSTATEs of a write the database could not make whatever it was: no disk space
 * (53100), read-only (25006: a standby, `default_transaction_read_only`), an I/O error
 * (58030). The health checks report the database as not writable after one.
 */
const WRITE_REFUSED_SQLSTATES = new Set(['53100', '25006', '58030']);

/** The SQLSTATE of `error` when it is a refused write (see WRITE_REFUSED_SQLSTATES). */
export function writeRefusal(error: unknown): string | undefined {
  const state = sqlState(error);
  return state && WRITE_REFUSED_SQLSTATES.has(state) ? state : undefined;
}

/** What `Retry-After` (seconds) a "busy" answer of the error handler carries. */
export const BUSY_RETRY_AFTER_S = 2;

/**
 * Sends the "busy" envelope (code -1, HTTP 503) with `Retry-After`: the database is
 * unreachable or failed the request's work (rolled back), and a retry may succeed.
 * `data` tells a health check's caller which check failed.
 */
export function sendBusy(reply: FastifyReply, data?: unknown): FastifyReply {
  reply.header('retry-after', String(BUSY_RETRY_AFTER_S));
  if (data === undefined) return sendFail(reply, Code.SYSTEM_BUSY);
  return reply
    .code(httpStatusForCode(Code.SYSTEM_BUSY))
    .type('application/json; charset=utf-8')
    .send({ ...fail(Code.SYSTEM_BUSY), data });
}

/**
 * SQLSTATEs of data the database refused because of what the client sent: characters it
 * cannot store (NUL, a lone surrogate; 22021, 22P05), a text longer than its column
 * (22001) or too large for an index (54000). The text guard and the schemas refuse such
 * input first; if some still gets through it is the request's fault, not an outage.
 */
const CLIENT_DATA_SQLSTATES = new Set(['22021', '22P05', '22001', '54000']);

/** The SQLSTATE of a database error, also when wrapped (Drizzle's `cause`). */
function sqlState(error: unknown): string | undefined {
  for (const e of causes(error)) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** The reason of a request refused for its form: too large (413), its media type (415), or its body. */
function requestFault(status: number): RefusalReasonData {
  if (status === 413) return { field: 'body', rule: 'max' };
  if (status === 415) return { field: 'content-type', rule: 'value' };
  return { field: 'body', rule: 'format' };
}

/** Answers every API request with an envelope of the spec catalogue, whatever went wrong. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    return sendFail(reply, error.code, error.message, error.status, error.reason);
  }

  if (hasZodFastifySchemaValidationErrors(error) || Array.isArray(error.validation)) {
    const issues = error.validation as Issue[];
    return sendFail(
      reply,
      Code.INVALID_REQUEST,
      validationMessage(issues, error.validationContext),
      undefined,
      validationReason(issues, error.validationContext),
    );
  }

  const state = sqlState(error);
  if (state && CLIENT_DATA_SQLSTATES.has(state)) {
    request.log.warn({ sqlState: state }, 'database refused the request data');
    return sendFail(reply, Code.INVALID_REQUEST, undefined, undefined, {
      field: 'body',
      rule: state === '22001' || state === '54000' ? 'max' : 'format',
    });
  }

  const status = error.statusCode ?? 500;
  if (status === 429) return sendFail(reply, Code.TOO_FAST);
  if (status === 404) {
    return sendFail(reply, Code.INVALID_REQUEST, undefined, 404, { field: 'path', rule: 'exists' });
  }
  if (status >= 400 && status < 500) {
    // Bad JSON, payload too large, unsupported media type…: the request is at fault.
    request.log.info({ err: error }, 'invalid request');
    return sendFail(reply, Code.INVALID_REQUEST, undefined, undefined, requestFault(status));
  }

  const database = isDatabaseError(error);
  request.log.error(
    { err: error, database },
    database ? 'database unavailable' : 'unhandled error',
  );
  return sendBusy(reply);
}

/**
 * True when a request was refused for its own shape before its handler ran: a schema or
 * text-guard failure, bad JSON, an empty or too large body, an unsupported media type.
 * (Not a refusal of the service, nor throttling.)
 */
export function isMalformedRequest(error: FastifyError): boolean {
  if (error instanceof ApiError) return false;
  if (Array.isArray(error.validation)) return true;
  const status = error.statusCode ?? 500;
  return status >= 400 && status < 500 && status !== 404 && status !== 429;
}

/**
 * Installs {@link handleError} on the instance; `observe` first sees every error a request
 * failed with (the health checks note the database's refused writes).
 */
export function registerErrorHandler(
  app: FastifyInstance,
  options: { observe?: (error: unknown, request: FastifyRequest) => void } = {},
): void {
  const { observe } = options;
  if (!observe) {
    app.setErrorHandler(handleError);
    return;
  }
  app.setErrorHandler((error: FastifyError, request, reply) => {
    observe(error, request);
    return handleError(error, request, reply);
  });
}
