import {
  drawCategoryQuerySchema,
  ok,
  orderHistorySchema,
  paperTicketListSchema,
  periodListQuerySchema,
  periodListSchema,
  priceCoverTicketQuerySchema,
  priceCoverTicketSchema,
  xsdtHistoryQuerySchema,
  xsdtPaths,
  xsdtUtilityListQuerySchema,
  xsdtUtilityListSchema,
} from '@veso/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { envelopeResponses } from '../../http/responses';
import { orderHistory, paperTickets } from '../orders';
import { optionalSessionOf, sessionOf } from '../session';
import {
  drawCategoryProducts,
  historyProducts,
  periodsInDay,
  priceCoverTicket,
  xsdtUtilityList,
} from './service';

const TAGS = ['xsdt'];

/**
 * The computer lottery and the loto games under `/api` (spec §7): their price,
 * the embed's product list and the computer-lottery history (`list_xsdt` and the
 * `draw_category` calls, by spec category). Periods are the draws module's `list_in_day`;
 * orders, tickets and reports the order module's calls.
 */
export const xsdtRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    xsdtPaths.periodListInDay,
    {
      schema: {
        tags: TAGS,
        summary:
          'Periods on sale of a computer, loto or paper lottery (lottery_type, category, groups)',
        querystring: periodListQuerySchema,
        response: envelopeResponses(periodListSchema),
      },
    },
    async (request) => ok(await periodsInDay(deps, request.query)),
  );

  app.get(
    xsdtPaths.priceCoverTicket,
    {
      config: { session: 'optional' },
      schema: {
        tags: TAGS,
        summary:
          'Price of a 6x36 / bao / loto selection: lines × unit × stake, as the order charges',
        querystring: priceCoverTicketQuerySchema,
        response: envelopeResponses(priceCoverTicketSchema),
      },
    },
    async (request) => {
      // A wallet partner's session buys at the embedded unit, as its order/create does.
      const session = optionalSessionOf(request);
      return ok(priceCoverTicket(request.query, session !== null && session.source !== 'web'));
    },
  );

  app.get(
    xsdtPaths.utilityList,
    {
      schema: {
        tags: TAGS,
        summary: 'The wallet-embedded shell’s computer-lottery products with their next draw',
        querystring: xsdtUtilityListQuerySchema,
        response: envelopeResponses(xsdtUtilityListSchema),
      },
    },
    async (request) => ok(await xsdtUtilityList(deps, request.query.category)),
  );

  app.get(
    xsdtPaths.listXsdt,
    {
      config: { session: 'required' },
      schema: {
        tags: TAGS,
        summary: 'The signed-in customer’s orders, newest first, paged (lottery_type, category)',
        querystring: xsdtHistoryQuerySchema,
        response: envelopeResponses(orderHistorySchema),
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const {
        lottery_type: _type,
        category: _category,
        product: _product,
        ...page
      } = request.query;
      const products = historyProducts(request.query);
      if (products?.length === 0) {
        return ok({ items: [], page_index: page.page_index, page_size: page.page_size, total: 0 });
      }
      return ok(await orderHistory(deps, session, { ...page, ...(products ? { products } : {}) }));
    },
  );

  app.get(
    xsdtPaths.drawCategoryOrders,
    {
      config: { session: 'required' },
      schema: {
        tags: TAGS,
        summary:
          'The signed-in customer’s orders of a category (lottery_type, category) or of one product',
        querystring: drawCategoryQuerySchema,
        response: envelopeResponses(orderHistorySchema),
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { page_index, page_size } = request.query;
      const products = drawCategoryProducts(request.query);
      if (products.length === 0) return ok({ items: [], page_index, page_size, total: 0 });
      return ok(await orderHistory(deps, session, { page_index, page_size, products }));
    },
  );

  app.get(
    xsdtPaths.paperTickets,
    {
      config: { session: 'required' },
      schema: {
        tags: TAGS,
        summary:
          'Printed tickets of a category (lottery_type, category) or of one product, with their image paths, newest first',
        querystring: drawCategoryQuerySchema,
        response: envelopeResponses(paperTicketListSchema),
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { page_index, page_size } = request.query;
      const products = drawCategoryProducts(request.query);
      return ok(await paperTickets(deps, session, { page_index, page_size, products }));
    },
  );
};
