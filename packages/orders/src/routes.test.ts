import { describe, expect, it } from 'vitest';
import { KenoTicketBookPage, Lotto535TicketBookPage } from './books/ticket-book-page';
import { KenoOrderPage, OrderDetailPage } from './detail/order-detail-page';
import { KenoHistoryPage } from './keno/keno-history-page';
import { ORDERS_PATHS } from './paths';
import { XsdtHistoryPage } from './xsdt/xsdt-history-page';
import { XsktHistoryPage, XsktTicketBookPage } from './xskt/xskt-history-page';
import { XsktOrderPage } from './xskt/xskt-order-page';
import { ordersRoutes } from './routes';

async function componentOf(path: string) {
  const route = ordersRoutes.find((candidate) => candidate.path === path);
  if (typeof route?.lazy !== 'function') throw new Error(`${path} is not a lazy route`);
  const loaded = await route.lazy();
  return loaded.Component;
}

describe('ordersRoutes', () => {
  it.each([
    [ORDERS_PATHS.ticketBook535, Lotto535TicketBookPage],
    [ORDERS_PATHS.kenoTicketBook, KenoTicketBookPage],
    [ORDERS_PATHS.kenoHistory, KenoHistoryPage],
    [ORDERS_PATHS.computerHistory, XsdtHistoryPage],
    [ORDERS_PATHS.kenoOrder, KenoOrderPage],
    [ORDERS_PATHS.lotto535Order, OrderDetailPage],
    [ORDERS_PATHS.paperHistory, XsktHistoryPage],
    [ORDERS_PATHS.paperTicketBook, XsktTicketBookPage],
    [ORDERS_PATHS.paperOrderInfo, XsktOrderPage],
  ])('loads the screen of %s on demand', async (path, component) => {
    expect(await componentOf(path)).toBe(component);
  });
});
