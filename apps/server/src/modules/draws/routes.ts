import { ok, type KenoPeriod, type ResultProduct } from '@veso/contract';
import { drawsApi } from '@veso/contract/endpoints/draws.schemas';
import { formatDate, isSalesOpen } from '@veso/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { route } from '../../http/endpoint';
import type { ReadCache } from '../../http/read-cache';
import {
  drawConfigs,
  openPeriods,
  periodsValidUntil,
  toDrawPeriods,
  toKenoPeriod,
} from './service';

export type DrawRoutesOptions = {
  deps: AppDeps;
  /** The periods on sale are public: answered from memory until a cut-off or a change. */
  reads: ReadCache;
};

/**
 * Draw periods under `/api` (spec §7 Orders, Keno, Lotto 5/35); the draw job is the job
 * registry's `draws` task (`jobs.ts`).
 */
export const drawRoutes: FastifyPluginAsyncZod<DrawRoutesOptions> = async (
  app,
  { deps, reads },
) => {
  const orm = deps.db.orm;
  const periodList = async (product: ResultProduct, limit: number, category?: number) => {
    const now = deps.clock.now();
    const rows = await openPeriods(orm, product, now, limit);
    const periods = await toDrawPeriods(orm, rows, category);
    return {
      payload: ok({ product, periods, drawConfigs: drawConfigs(periods) }),
      validUntil: periodsValidUntil(product, rows, now),
    };
  };

  // `list_in_day` (by lottery type, category and groups) is the xsdt module's.

  route(app, drawsApi.drawPeriods, async (request, reply) =>
    reads.send(request, reply, () => periodList(request.query.product, request.query.limit)),
  );

  route(app, drawsApi.lottoListPeriod, async (request, reply) =>
    reads.send(request, reply, () => periodList('lotto535', 6)),
  );

  route(app, drawsApi.powerListPeriod, async (request, reply) =>
    reads.send(request, reply, () => periodList('power655', 6)),
  );

  const kenoPeriods = async (
    limit: number,
  ): Promise<{ open: boolean; periods: KenoPeriod[]; validUntil: Date | null }> => {
    const now = deps.clock.now();
    const rows = await openPeriods(orm, 'keno', now, limit);
    return {
      open: isSalesOpen('keno', now),
      periods: rows.map(toKenoPeriod),
      validUntil: periodsValidUntil('keno', rows, now),
    };
  };

  route(app, drawsApi.kenoAvailableList, async (request, reply) =>
    reads.send(request, reply, async () => {
      const { open, periods, validUntil } = await kenoPeriods(request.query.limit);
      return { payload: ok({ open, periods }), validUntil };
    }),
  );

  route(app, drawsApi.kenoAvailableListGroup, async (request, reply) =>
    reads.send(request, reply, async () => {
      const { open, periods, validUntil } = await kenoPeriods(request.query.limit);
      const groups: { day: string; periods: KenoPeriod[] }[] = [];
      for (const period of periods) {
        const day = formatDate(period.drawAt);
        const group = groups.at(-1);
        if (group?.day === day) group.periods.push(period);
        else groups.push({ day, periods: [period] });
      }
      return { payload: ok({ open, groups }), validUntil };
    }),
  );
};
