import { XSDT_PRODUCTS, XSDT_PAYMENT_LIMIT_MESSAGES } from '@veso/contract';
import { PICK_MESSAGES, getProduct } from '@veso/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../auth/auth-test-kit';
import { buyer, countWhere, createPeriod, reserve, useSandboxApp } from '../orders/orders-test-kit';
import { pickSizes, XsdtMessages } from './service';
import { embedCreate, embeddedBuyer, numbersOf, priceOf } from './xsdt-test-kit';

const t = useSandboxApp();

const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  // One open period of each draw the computer lottery is sold on.
  await createPeriod(t, 'dientoan636', { closeInMs: DAY });
  await createPeriod(t, 'xsmb', { closeInMs: DAY });
});

/** The order item of `count` numbers of a product, in its play form. */
function itemOf(product: string, count: number, stake: number) {
  const info = getProduct(product)!;
  const form = info.playForms[0]?.kind ?? 'single';
  return {
    product,
    numberInfos: [
      {
        numbers: numbersOf(count, info.pick!.min, info.pick!.digits),
        form,
        tickQuantity: stake,
      },
    ],
  };
}

describe('price_cover_ticket', () => {
  it('equals the order’s charge for every product, pick size and stake', async () => {
    const { token } = await buyer(t, 0);
    let compared = 0;
    let refused = 0;
    for (const product of XSDT_PRODUCTS) {
      const info = getProduct(product);
      const sizes = pickSizes(info);
      expect(sizes.length).toBeGreaterThan(0);
      for (const count of sizes) {
        for (const stake of [1, 2, 3]) {
          const price = await priceOf(t, { product, count, tickQuantity: stake });
          expect(price.code).toBe(0);
          const data = price.data!;
          expect(data).toMatchObject({ product, count, unitPrice: 10_000, tickQuantity: stake });
          expect(data.totalPrice).toBe((data.lines as number) * 10_000 * stake);
          const reserved = (
            await reserve(t, token, { orderItemInfos: [itemOf(product, count, stake)] })
          ).json();
          const max = (data.paymentLimit as { max: number | null }).max;
          if (max !== null && (data.totalPrice as number) > max) {
            expect(reserved).toMatchObject({
              code: 14,
              message: (data.paymentLimit as { maxMessage: string }).maxMessage,
            });
            refused += 1;
            continue;
          }
          expect(reserved.code, JSON.stringify([product, count, stake, reserved])).toBe(0);
          expect(reserved.data.amount).toBe(data.totalPrice);
          expect(reserved.data.items[0].lines).toBe(data.lines);
          compared += 1;
        }
      }
    }
    // 15 pick sizes × 3 stakes; bao 12 số × 3 (27,720,000đ) is over category 1's maximum.
    expect([compared, refused]).toEqual([44, 1]);
  });

  it('finds the product from category and groups, with the price of every pick size', async () => {
    const bao = await priceOf(t, { lottery_type: 1, category: 1, groups: '6', count: 8 });
    expect(bao.data).toMatchObject({
      product: 'bao636',
      lines: 28,
      pricePerDraw: 280_000,
      feePercent: 1,
      fee: 2_800,
    });
    expect((bao.data!.sizes as { count: number; lines: number }[]).map((s) => s.lines)).toEqual([
      7, 28, 84, 210, 462, 924,
    ]);
    const six = await priceOf(t, { category: 1, numbers: '01,05,09,13,22,36' });
    expect(six.data).toMatchObject({ product: 'dientoan636', lines: 1, totalPrice: 10_000 });
    const loto3 = await priceOf(t, { category: 2, groups: '3', tickQuantity: 5, periods: 2 });
    expect(loto3.data).toMatchObject({ product: 'loto3', totalPrice: 100_000, feePercent: 2 });
    const pairs = await priceOf(t, { category: 6, groups: '4' });
    expect(pairs.data).toMatchObject({ product: 'loto4cap', count: 4, feePercent: 6 });
    const baoLoto = await priceOf(t, { category: 6, product: 'baoloto2', count: 4 });
    expect(baoLoto.data).toMatchObject({ lines: 11, totalPrice: 110_000 });
  });

  it('prices at the 1,000đ unit in the wallet-embedded shell, as its order/create charges', async () => {
    const customer = await embeddedBuyer(t);
    for (const product of XSDT_PRODUCTS) {
      const count = pickSizes(getProduct(product))[0]!;
      const price = await priceOf(t, { product, count, tickQuantity: 10 }, customer.token);
      expect(price.data).toMatchObject({ unitPrice: 1_000 });
      const anonymous = await priceOf(t, { product, count, tickQuantity: 10, embedded: 1 });
      expect(anonymous.data!.totalPrice).toBe(price.data!.totalPrice);
      const created = await embedCreate(t, customer.token, [itemOf(product, count, 10)]);
      expect(created.code, JSON.stringify(created)).toBe(0);
      expect(created.data!.amount).toBe(price.data!.totalPrice);
    }
  });

  it('refuses bad input with code 14 and a Vietnamese message', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{ category: 9 }, XsdtMessages.product],
      [{ lottery_type: 2, category: 1 }, XsdtMessages.product],
      [{ category: 2 }, XsdtMessages.product],
      [{ category: 2, product: 'loto2cap' }, XsdtMessages.product],
      [{ category: 1, numbers: '1,x' }, XsdtMessages.numbers],
      [{ product: 'bao636', count: 13 }, PICK_MESSAGES.baoSize(13)],
      [
        { product: 'dientoan636', numbers: '01,02,03,04,05,37' },
        PICK_MESSAGES.outOfRange('37', '01', '36'),
      ],
      [{ product: 'loto2', tickQuantity: 101 }, ''],
    ];
    for (const [query, message] of cases) {
      const res = await priceOf(t, query);
      expect(res.code, JSON.stringify(query)).toBe(14);
      if (message) expect(res.message).toBe(message);
    }
  });
});

describe('payment limits of categories 1 and 6 (spec §5)', () => {
  it('refuses above the maximum with the spec’s messages, and nothing is written', async () => {
    const { token } = await buyer(t, 0);
    const before = await countWhere(t, 'orders');
    const x636 = (await reserve(t, token, { orderItemInfos: [itemOf('bao636', 12, 3)] })).json();
    expect(x636).toMatchObject({ code: 14, message: XSDT_PAYMENT_LIMIT_MESSAGES[1].max });
    const loto = (await reserve(t, token, { orderItemInfos: [itemOf('baoloto2', 4, 100)] })).json();
    expect(loto).toMatchObject({ code: 14, message: XSDT_PAYMENT_LIMIT_MESSAGES[6].max });
    // At the limit: 924 lines × 10,000đ × 2 = 18,480,000đ is within 20,000,000đ.
    expect(
      (await reserve(t, token, { orderItemInfos: [itemOf('bao636', 12, 2)] })).json().code,
    ).toBe(0);
    expect(await countWhere(t, 'orders')).toBe(before + 1);
  });

  it('refuses below the minimum (the embed’s 1,000đ unit) with the spec’s messages', async () => {
    const customer = await embeddedBuyer(t);
    const before = await countWhere(t, 'orders');
    const x636 = await embedCreate(t, customer.token, [itemOf('dientoan636', 6, 1)]);
    expect(x636).toMatchObject({ code: 14, message: XSDT_PAYMENT_LIMIT_MESSAGES[1].min });
    const pairs = await embedCreate(t, customer.token, [itemOf('loto2cap', 2, 9)]);
    expect(pairs).toMatchObject({ code: 14, message: XSDT_PAYMENT_LIMIT_MESSAGES[6].min });
    expect(await countWhere(t, 'orders')).toBe(before);
    const enough = await embedCreate(t, customer.token, [itemOf('loto2cap', 2, 10)]);
    expect(enough.code).toBe(0);
  });

  it('refuses an invalid pick on the order path, nothing written', async () => {
    const { token } = await buyer(t, 0);
    const before = await countWhere(t, 'orders');
    const bad = [
      { product: 'loto2', numberInfos: [{ numbers: ['100'] }] },
      { product: 'loto5', numberInfos: [{ numbers: ['1234567'] }] },
      { product: 'loto2cap', numberInfos: [{ numbers: ['07', '07'] }] },
      { product: 'bao636', numberInfos: [{ numbers: numbersOf(6, 1, 2), form: 'bao' }] },
      { product: 'baoloto2', numberInfos: [{ numbers: ['01', '02'], form: 'lotoBao' }] },
      { product: 'dientoan636', numberInfos: [{ numbers: numbersOf(6, 1, 2), form: 'lotoBao' }] },
    ];
    for (const item of bad) {
      const res = await reserve(t, token, { orderItemInfos: [item] });
      expect(res.json().code, JSON.stringify(item)).toBe(14);
      expect(res.json().message).toMatch(/[ăâđêôơưáàảãạ]/i);
    }
    expect(await countWhere(t, 'orders')).toBe(before);
  });
});

describe('utility/xsdt/list', () => {
  it('lists the computer-lottery products at the embed’s unit with their next draw', async () => {
    const res = await call(t, 'GET', '/api/core/api/webview/utility/xsdt/list?channel=WEBVIEW');
    const { items } = res.json().data as { items: Record<string, unknown>[] };
    expect(items.map((i) => i.product)).toEqual([...XSDT_PRODUCTS]);
    for (const item of items) {
      expect(item).toMatchObject({ unitPrice: 1_000, webUnitPrice: 10_000, lotteryType: 1 });
      expect(item.nextDraw).not.toBeNull();
    }
    const loto = await call(t, 'GET', '/api/core/api/webview/utility/xsdt/list?category=2');
    expect((loto.json().data.items as { product: string }[]).map((i) => i.product)).toEqual([
      'loto2',
      'loto3',
      'loto5',
    ]);
  });
});
