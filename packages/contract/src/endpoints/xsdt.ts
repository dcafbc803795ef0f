// No zod here at run time: a browser imports these values (see the package README).
import { defineEndpoints } from '../endpoint';
import { xsdtPaths } from '../xsdt-paths';
import type { XsdtSchemas } from './xsdt.schemas';

const tags = ['xsdt'];

/**
 * The computer lottery and the loto games (spec §7), under the main base: their periods
 * and price, the embed's product list and the computer-lottery history. Their orders,
 * tickets and reports are the order calls'.
 */
export const xsdtEndpoints = defineEndpoints<XsdtSchemas>()({
  periodListInDay: {
    method: 'GET',
    base: 'main',
    path: xsdtPaths.periodListInDay,
    session: 'none',
    tags,
    summary:
      'Periods on sale of a computer, loto or paper lottery (lottery_type, category, groups)',
  },
  priceCoverTicket: {
    method: 'GET',
    base: 'main',
    path: xsdtPaths.priceCoverTicket,
    session: 'optional',
    tags,
    summary: 'Price of a 6x36 / bao / loto selection: lines × unit × stake, as the order charges',
  },
  utilityList: {
    method: 'GET',
    base: 'main',
    path: xsdtPaths.utilityList,
    session: 'none',
    tags,
    summary: 'The wallet-embedded shell’s computer-lottery products with their next draw',
  },
  listXsdt: {
    method: 'GET',
    base: 'main',
    path: xsdtPaths.listXsdt,
    session: 'required',
    tags,
    summary: 'The signed-in customer’s orders, newest first, paged (lottery_type, category)',
  },
  drawCategoryOrders: {
    method: 'GET',
    base: 'main',
    path: xsdtPaths.drawCategoryOrders,
    session: 'required',
    tags,
    summary:
      'The signed-in customer’s orders of a category (lottery_type, category) or of one product',
  },
  paperTickets: {
    method: 'GET',
    base: 'main',
    path: xsdtPaths.paperTickets,
    session: 'required',
    tags,
    summary:
      'Printed tickets of a category (lottery_type, category) or of one product, with their image paths, newest first',
  },
});
