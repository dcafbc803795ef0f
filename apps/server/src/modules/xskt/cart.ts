import {
  XSKT_HOLD_TTL_MS,
  XSKT_MESSAGES,
  type HoldList,
  type holdBodySchema,
  type releaseBodySchema,
} from '@veso/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { liveHolds, releaseHolds } from './stock-repo';
import { holdTickets, wholeSetIds } from './stock';
import { idempotent, requestKey } from '../session';
import type { SessionContext } from '../session';
import { refuse, PRODUCT_OF_CATEGORY, provinceName } from './queries';

/** The customer's cart of paper tickets: holds for 15 minutes, released or bought. */

/** `POST /xskt/cart/hold`: all or nothing, requestId idempotent. */
export async function hold(
  deps: AppDeps,
  session: SessionContext,
  body: z.output<typeof holdBodySchema>,
): Promise<HoldList> {
  const now = deps.clock.now();
  const orm = deps.db.orm;
  const ids = body.set
    ? await wholeSetIds(
        orm,
        {
          product: PRODUCT_OF_CATEGORY[body.set.category] ?? 'xsmb',
          province: provinceName(body.set.province) ?? body.set.province,
          drawDate: body.set.drawCode,
          number: body.set.number,
        },
        session.accountId,
        now,
      )
    : (body.ticketIds ?? []);
  if (ids.length > 50) refuse(XSKT_MESSAGES.tooMany, 'ticketIds', 'max');
  const key = requestKey(session.msisdn, 'xskt/cart/hold', body);
  const { value } = await idempotent(orm, now, key, async (tx) => {
    const held = await holdTickets(tx, session.accountId, ids, now, {
      set: body.set !== undefined,
    });
    return held.ids.map((ticketId) => ({ ticketId, heldUntil: held.until.toISOString() }));
  });
  return { items: value, ttlSeconds: XSKT_HOLD_TTL_MS / 1000 };
}

/** `POST /xskt/cart/release`. */
export async function release(
  deps: AppDeps,
  session: SessionContext,
  body: z.output<typeof releaseBodySchema>,
): Promise<{ released: number }> {
  return {
    released: await releaseHolds(deps.db.orm, session.accountId, body.ticketIds, deps.clock.now()),
  };
}

/** `GET /xskt/cart/holds`. */
export async function holds(deps: AppDeps, session: SessionContext): Promise<HoldList> {
  const rows = await liveHolds(deps.db.orm, session.accountId, deps.clock.now());
  return {
    items: rows.map((r) => ({ ticketId: r.id, heldUntil: r.holdUntil?.toISOString() ?? '' })),
    ttlSeconds: XSKT_HOLD_TTL_MS / 1000,
  };
}
