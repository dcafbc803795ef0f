import { Code, fail, httpStatusForCode, messageForCode } from '@veso/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/**
 * A refusal with a spec code, thrown by services: the error handler answers it as
 * `{ code, message }` with the code's HTTP status class.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly code: number,
    message: string = messageForCode(code),
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

/** Answers every API request with an envelope of the spec catalogue, whatever went wrong. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) return sendFail(reply, error.code, error.message);

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

/** Installs {@link handleError} on the instance. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
}
