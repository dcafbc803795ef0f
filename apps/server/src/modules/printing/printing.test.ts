import { describe, expect, it } from 'vitest';
import { sandboxPrintingAgent } from '../../providers/printing-agent';
import {
  buy,
  buyer,
  countWhere,
  createPeriod,
  megaItem,
  useSandboxApp,
} from '../orders/orders-test-kit';
import { customerBalances } from '../wallet/ledger';
import { printDueTickets, refundUnprinted } from './service';
import { renderTicketSvg } from './ticket-image';

const t = useSandboxApp();

const deps = () => ({ config: t.config, db: t.db, clock: t.clock, families: t.families });

describe('printing agent', () => {
  it('leaves a ticket the terminal refuses waiting, then refunds it at the cut-off', async () => {
    const { id, token } = await buyer(t, 10_000);
    const { drawCode } = await createPeriod(t, 'power655', { closeInMs: 60_000 });
    const { orderId } = await buy(t, token, {
      orderItemInfos: [
        {
          product: 'power655',
          drawCodes: [drawCode],
          numberInfos: [{ numbers: ['1', '2', '3', '4', '5', '6'] }],
        },
      ],
    });
    const refusing = sandboxPrintingAgent({ refuse: (r) => r.drawCode === drawCode });
    expect(await printDueTickets(deps(), refusing)).toBe(0);
    expect(await countWhere(t, 'tickets', `order_id = ${orderId} and status = 0`)).toBe(1);
    // Before the cut-off nothing is refunded.
    expect(await refundUnprinted(deps())).toBe(0);
    t.clock.advance(61_000);
    try {
      expect(await refundUnprinted(deps())).toBe(1);
      expect(await refundUnprinted(deps())).toBe(0);
      expect((await customerBalances(t.db.orm, id)).balance).toBe(10_000);
      expect(await countWhere(t, 'tickets', `order_id = ${orderId} and status = 3`)).toBe(1);
      // Past the cut-off the agent no longer prints it.
      expect(await printDueTickets(deps(), sandboxPrintingAgent())).toBe(0);
    } finally {
      t.clock.advance(-61_000);
    }
  });

  it('prints a paid ticket once, with a notification', async () => {
    const { token } = await buyer(t, 10_000);
    const { drawCode } = await createPeriod(t, 'mega645');
    const { orderId } = await buy(t, token, { orderItemInfos: [megaItem([drawCode])] });
    expect(await printDueTickets(deps(), sandboxPrintingAgent())).toBeGreaterThanOrEqual(1);
    expect(await printDueTickets(deps(), sandboxPrintingAgent())).toBe(0);
    expect(await countWhere(t, 'tickets', `order_id = ${orderId} and status = 1`)).toBe(1);
    expect(await countWhere(t, 'notifications', `order_id = ${orderId} and kind = 'printed'`)).toBe(
      1,
    );
  });
});

describe('ticket image', () => {
  it('shows every number set, the draw, serial, code and buyer, escaped', () => {
    const svg = renderTicketSvg({
      productName: 'Lotto 5/35',
      drawCode: '00123',
      drawAt: new Date('2026-03-04T14:00:00Z'),
      serial: 'LOTTO535-00123-00000001',
      securityCode: '1234 5678 9012',
      buyer: 'A <B> & C',
      price: 10_000,
      numberInfos: [
        {
          numbers: [1, 2, 3, 4, 5],
          form: 'single',
          special: 7,
          specials: [],
          stake: 1,
          lines: 1,
          price: 10_000,
        },
        {
          numbers: [1, 2, 3, 4, 5],
          form: 'baoSpecial',
          special: null,
          specials: [1, 2],
          stake: 1,
          lines: 2,
          price: 20_000,
        },
      ],
    });
    expect(svg).toContain('A: 01 02 03 04 05 | 07');
    expect(svg).toContain('B: 01 02 03 04 05 | 01 02 (bao 5)');
    expect(svg).toContain('A &#60;B&#62; &#38; C');
    expect(svg).toContain('#00123');
    expect(svg).toContain('04/03/2026 21:00');
  });
});
