import { ok } from '@veso/contract';
import { xsdtApi } from '@veso/contract/endpoints/xsdt.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { route } from '../../http/endpoint';
import { orderHistory, paperTickets } from '../orders';
import { optionalSessionOf, sessionOf } from '../session';
import {
  drawCategoryProducts,
  historyProducts,
  periodsInDay,
  priceCoverTicket,
  xsdtUtilityList,
} from './service';

/**
 * The computer lottery and the loto games under `/api` (spec §7): their price,
 * the embed's product list and the computer-lottery history (`list_xsdt` and the
 * `draw_category` calls, by spec category). Periods are the draws module's `list_in_day`;
 * orders, tickets and reports the order module's calls.
 */
export const xsdtRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  route(app, xsdtApi.periodListInDay, async (request) =>
    ok(await periodsInDay(deps, request.query)),
  );

  route(app, xsdtApi.priceCoverTicket, async (request) => {
    // A wallet partner's session buys at the embedded unit, as its order/create does.
    const session = optionalSessionOf(request);
    return ok(priceCoverTicket(request.query, session !== null && session.source !== 'web'));
  });

  route(app, xsdtApi.utilityList, async (request) =>
    ok(await xsdtUtilityList(deps, request.query.category)),
  );

  route(app, xsdtApi.listXsdt, async (request) => {
    const session = sessionOf(request);
    const { lottery_type: _type, category: _category, product: _product, ...page } = request.query;
    const products = historyProducts(request.query);
    if (products?.length === 0) {
      return ok({ items: [], page_index: page.page_index, page_size: page.page_size, total: 0 });
    }
    return ok(await orderHistory(deps, session, { ...page, ...(products ? { products } : {}) }));
  });

  route(app, xsdtApi.drawCategoryOrders, async (request) => {
    const session = sessionOf(request);
    const { page_index, page_size } = request.query;
    const products = drawCategoryProducts(request.query);
    if (products.length === 0) return ok({ items: [], page_index, page_size, total: 0 });
    return ok(await orderHistory(deps, session, { page_index, page_size, products }));
  });

  route(app, xsdtApi.paperTickets, async (request) => {
    const session = sessionOf(request);
    const { page_index, page_size } = request.query;
    const products = drawCategoryProducts(request.query);
    return ok(await paperTickets(deps, session, { page_index, page_size, products }));
  });
};
