import { maskPhone } from '@veso/domain';
import { describe, expect, it } from 'vitest';
import { call } from '../auth/auth-test-kit';
import { buyer, useSandboxApp } from '../orders/orders-test-kit';
import { OrderMessages } from '../orders/messages';
import { buyTickets, get } from './xskt-test-kit';

// Wednesday 2026-03-04: Bắc Ninh draws the north, Cần Thơ the south.
const DAY = '2026-03-04';

type Scanned = { id: number; number: string; province: string; imagePath: string | null };

describe('the scan of a paper ticket (proof of purchase)', () => {
  const t = useSandboxApp();

  it('shows province, draw date, number, series and the buyer, to the buyer only', async () => {
    const owner = await buyTickets(t, DAY, [
      { product: 'xsmb', province: 'Bắc Ninh', number: '07747', series: '3AN' },
      { product: 'xsmn', province: 'Cần Thơ', number: '834441' },
    ]);
    const info = await get<{ paperTickets: Scanned[] }>(
      t,
      `/api/order/xskt_info?orderId=${owner.orderId}`,
      owner.token,
    );
    const byProvince = new Map(info.data?.paperTickets.map((p) => [p.province, p]));
    const image = async (ticket: Scanned | undefined, token: string) => {
      expect(ticket?.imagePath).toMatch(/^\/order\/ticket_image\/\d+$/);
      return call(t, 'GET', `/api${ticket?.imagePath}`, undefined, { token });
    };

    const north = await image(byProvince.get('Bắc Ninh'), owner.token);
    expect(north.statusCode).toBe(200);
    expect(north.headers['content-type']).toContain('image/svg+xml');
    expect(north.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    for (const text of ['Bắc Ninh', '04/03/2026', '07747', 'Ký hiệu', '3AN', 'Nguyễn Văn A']) {
      expect(north.body).toContain(text);
    }
    expect(north.body).toContain(maskPhone(owner.msisdn));
    expect(north.body).not.toContain(owner.msisdn.slice(-7));

    const south = await image(byProvince.get('Cần Thơ'), owner.token);
    for (const text of ['Cần Thơ', '04/03/2026', '834441', maskPhone(owner.msisdn)]) {
      expect(south.body).toContain(text);
    }
    expect(south.body).not.toContain('Ký hiệu');

    const other = await buyer(t, 0);
    const denied = await image(byProvince.get('Bắc Ninh'), other.token);
    expect(denied.json()).toMatchObject({ code: 14, message: OrderMessages.ticketNotFound });
    expect(denied.body).not.toContain('07747');
  });
});
