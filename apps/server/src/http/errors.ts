import { Code, fail, httpStatusForCode, messageForCode } from '@veso/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/**
 * A refusal with a spec code, thrown by services: the error handler answers it as
 * `{ code, message }` with the code's HTTP status class, or `status` when given (404 for
 * a missing resource that has no code of its own, such as an order).
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly code: number,
    message: string = messageForCode(code),
    readonly status: number = httpStatusForCode(code),
  ) {
    super(message);
  }
}

/** Sends an error envelope with the HTTP status of its code. */
export function sendFail(
  reply: FastifyReply,
  code: number,
  message?: string,
  status: number = httpStatusForCode(code),
): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(fail(code, message));
}

type Issue = { instancePath: string; keyword: string; message?: string };

const CONTEXT_LABEL: Record<string, string> = {
  body: 'nội dung',
  querystring: 'tham số',
  params: 'đường dẫn',
  headers: 'tiêu đề',
};

function describeIssue(issue: Issue): string {
  const message = issue.message ?? '';
  if (issue.keyword === 'invalid_type' && /received undefined/.test(message)) return 'là bắt buộc';
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

function isDatabaseError(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown };
  const message = typeof e.message === 'string' ? e.message : '';
  return (
    (typeof e.code === 'string' &&
      /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|57P0\d|08\w{3})$/.test(e.code)) ||
    /PGlite is closed|Cannot use a pool after calling end|Connection terminated/i.test(message)
  );
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
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Answers every API request with an envelope of the spec catalogue, whatever went wrong. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) return sendFail(reply, error.code, error.message, error.status);

  if (hasZodFastifySchemaValidationErrors(error)) {
    return sendFail(
      reply,
      Code.INVALID_REQUEST,
      validationMessage(error.validation, error.validationContext),
    );
  }
  if (Array.isArray(error.validation)) {
    return sendFail(
      reply,
      Code.INVALID_REQUEST,
      validationMessage(error.validation as Issue[], error.validationContext),
    );
  }

  const state = sqlState(error);
  if (state && CLIENT_DATA_SQLSTATES.has(state)) {
    request.log.warn({ sqlState: state }, 'database refused the request data');
    return sendFail(reply, Code.INVALID_REQUEST);
  }

  const status = error.statusCode ?? 500;
  if (status === 429) return sendFail(reply, Code.TOO_FAST);
  if (status === 404) return sendFail(reply, Code.INVALID_REQUEST, undefined, 404);
  if (status >= 400 && status < 500) {
    // Bad JSON, payload too large, unsupported media type…: the request is at fault.
    request.log.info({ err: error }, 'invalid request');
    return sendFail(reply, Code.INVALID_REQUEST);
  }

  request.log.error(
    { err: error, database: isDatabaseError(error) },
    isDatabaseError(error) ? 'database unavailable' : 'unhandled error',
  );
  return sendFail(reply, Code.SYSTEM_BUSY);
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

/** Installs {@link handleError} on the instance. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
}
