import {
  CONTENT_SCHEMAS,
  Code,
  SUPPORT_STATUS_LABELS,
  supportRequestProblem,
  type ContentKey,
  type SupportRequest,
  type SupportRequestList,
  type SupportStatus,
  type SupportTopic,
  type WebviewSystem,
} from '@veso/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Orm } from '../../db/database';
import type { AppDeps } from '../../deps';
import { ApiError, invalidRequest } from '../../http/errors';
import { getAppConfig } from '../catalog';
import type { SessionContext } from '../session';
import { idempotent, requestKey } from '../session';
import { readContentFiles, SHIPPED_CONTENT_DIR, type ContentFile } from './files';
import {
  answerSupportRequest,
  insertContentIfMissing,
  insertSupportRequest,
  ownsOrder,
  readContent,
  supportQueue,
  supportRequestPage,
  writeContent,
  type SupportRequestRow,
} from './repo';

/** The value type of a content key. */
export type ContentValue<K extends ContentKey> = z.infer<(typeof CONTENT_SCHEMAS)[K]>;

/** The `source` of rows the seed writes. */
export const SHIPPED_SOURCE = 'shipped';

let shipped: Promise<Map<ContentKey, unknown>> | undefined;

/** The shipped defaults, read and validated once per process. */
function shippedContent(): Promise<Map<ContentKey, unknown>> {
  shipped ??= readContentFiles([SHIPPED_CONTENT_DIR]).then(
    (files) => new Map(files.map((file) => [file.key, file.value])),
    (error: unknown) => {
      shipped = undefined;
      throw error;
    },
  );
  return shipped;
}

/**
 * The content of a key as the API answers it: the stored value (what the operator last
 * loaded, the shipped default after the seed); the shipped default when the row is
 * missing or no longer valid, so the shop still shows something.
 */
export async function getContent<K extends ContentKey>(
  orm: Orm,
  key: K,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<ContentValue<K>> {
  const schema = CONTENT_SCHEMAS[key] as unknown as z.ZodType<ContentValue<K>>;
  const stored = schema.safeParse(await readContent(orm, key));
  if (stored.success) return stored.data;
  log?.warn({ key }, `content_entries.${key} is missing or invalid; serving the shipped default`);
  const fallback = (await shippedContent()).get(key);
  if (fallback === undefined) throw new ApiError(Code.SYSTEM_BUSY);
  return schema.parse(fallback);
}

/**
 * `/api/webview/config/system`: the stored support contact and notice, the support phone of
 * the app config and the operator's support e-mail (`VESO_SUPPORT_EMAIL`) over the stored one.
 */
export async function webviewSystem(
  deps: AppDeps,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<WebviewSystem> {
  const [system, config] = await Promise.all([
    getContent(deps.db.orm, 'system', log),
    getAppConfig(deps.db.orm, deps.config, log),
  ]);
  return {
    ...system,
    supportEmail: deps.config.supportEmail ?? system.supportEmail,
    supportPhone: config.supportPhone,
  };
}

/** Writes the shipped content keys that have no row yet; answers the keys written. */
export async function seedContent(orm: Orm): Promise<ContentKey[]> {
  const written: ContentKey[] = [];
  for (const [key, value] of await shippedContent()) {
    if (await insertContentIfMissing(orm, { key, value, source: SHIPPED_SOURCE })) {
      written.push(key);
    }
  }
  return written;
}

/** Replaces the content of each file's key, all in one transaction. */
export async function loadContent(
  orm: Orm,
  files: readonly ContentFile[],
  at: Date,
): Promise<void> {
  await orm.transaction(async (tx) => {
    for (const file of files) {
      await writeContent(tx, { key: file.key, value: file.value, source: file.file, at });
    }
  });
}

/** The call name of a support request in the idempotency table. */
export const SEND_SUPPORT_REQUEST_CALL = 'send_support_request';

/** Refusal of an order reference that is not one of the customer's orders. */
export const ORDER_NOT_FOUND_MESSAGE = 'Không tìm thấy đơn hàng này trong tài khoản của quý khách';

function toSupportRequest(row: SupportRequestRow): SupportRequest {
  const status = row.status as SupportStatus;
  return {
    id: row.id,
    topic: row.topic as SupportTopic,
    message: row.message,
    orderId: row.orderId,
    status,
    statusLabel: SUPPORT_STATUS_LABELS[status],
    reply: row.reply,
    createdAt: row.createdAt.toISOString(),
    repliedAt: row.repliedAt?.toISOString() ?? null,
  };
}

/**
 * Files a support request of the signed-in customer (once per requestId): the topic, the
 * text (trimmed) and, when given, one of their orders. Refusals are code 14 with the
 * contract's Vietnamese message; nothing is stored then.
 */
export async function sendSupportRequest(
  deps: AppDeps,
  session: SessionContext,
  input: { requestId: string; topic: string; message: string; orderId?: number | undefined },
): Promise<SupportRequest> {
  const problem = supportRequestProblem(input);
  if (problem) throw invalidRequest(problem, 'message', 'value');
  const now = deps.clock.now();
  const key = requestKey(session.msisdn, SEND_SUPPORT_REQUEST_CALL, input);
  const result = await idempotent(deps.db.orm, now, key, async (tx) => {
    if (input.orderId !== undefined && !(await ownsOrder(tx, session.accountId, input.orderId))) {
      throw invalidRequest(ORDER_NOT_FOUND_MESSAGE, 'orderId', 'exists');
    }
    const row = await insertSupportRequest(tx, {
      accountId: session.accountId,
      topic: input.topic,
      message: input.message.trim(),
      orderId: input.orderId ?? null,
      status: 'open',
      createdAt: now,
      updatedAt: now,
    });
    return toSupportRequest(row);
  });
  return result.value;
}

/** The customer's support requests, newest first. */
export async function listSupportRequests(
  orm: Orm,
  accountId: number,
  page: { page_index: number; page_size: number },
): Promise<SupportRequestList> {
  const { rows, total } = await supportRequestPage(orm, accountId, {
    limit: page.page_size,
    offset: (page.page_index - 1) * page.page_size,
  });
  return {
    items: rows.map(toSupportRequest),
    total,
    page_index: page.page_index,
    page_size: page.page_size,
  };
}

/** For the operators: the requests in a status (all without one), oldest first. */
export async function supportRequestQueue(
  orm: Orm,
  status?: SupportStatus,
): Promise<(SupportRequest & { msisdn: string })[]> {
  const rows = await supportQueue(orm, status);
  return rows.map((row) => ({ ...toSupportRequest(row), msisdn: row.msisdn }));
}

/**
 * For the operators: answers a request (status `answered`, or `closed` with `close`), or
 * closes it without a text. Undefined when there is no such request.
 */
export async function replyToSupportRequest(
  orm: Orm,
  id: number,
  answer: { reply?: string | undefined; close?: boolean | undefined },
  at: Date,
): Promise<SupportRequest | undefined> {
  const reply = answer.reply?.trim() ? answer.reply.trim() : null;
  const status: SupportStatus = answer.close ? 'closed' : 'answered';
  const row = await answerSupportRequest(orm, id, { reply, status, at });
  return row ? toSupportRequest(row) : undefined;
}
