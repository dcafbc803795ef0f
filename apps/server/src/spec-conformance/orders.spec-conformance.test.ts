import { beforeAll, describe, expect, it } from 'vitest';
import { countWhere, useSandboxApp } from '../modules/orders/orders-test-kit';
import {
  balanceOf,
  get,
  openDraws,
  post,
  stateOf,
  walletCustomer,
  webCustomer,
  type Answer,
  type Customer,
  type PaperTicket,
} from './orders-kit';

/**
 * The order paths as a partner's client written from the spec alone drives them: every
 * request body below is copied field by field from the spec's §3 (Orders: order request,
 * order item info, number info, customer and receiver info, Keno order) and §7 (the
 * paths), with the §3 enumerations' values, and none of the shop's extensions (`product`,
 * `form`, …). Each family's order is reserved and paid; the main refusals answer the spec's
 * code 14 with a Vietnamese message and change nothing.
 */

const t = useSandboxApp();

let drawCode: Awaited<ReturnType<typeof openDraws>>['drawCode'];
let northern: PaperTicket[];
let southern: PaperTicket[];

beforeAll(async () => {
  const opened = await openDraws(t);
  drawCode = opened.drawCode;
  northern = await opened.paper(3);
  southern = await opened.paper(4);
});

// §3 Customer info and receiver info (the electronic-lottery version, with email).
const customerInfo = {
  address: '12 Nguyễn Huệ, phường Sài Gòn, TP.HCM',
  customerName: 'Nguyễn Văn A',
  lat: 10.7769,
  lng: 106.7009,
  phoneNumber: '0912345678',
};
const receiverInfo = {
  address: '12 Nguyễn Huệ, phường Sài Gòn, TP.HCM',
  cmnd: '079090001234',
  lat: 10.7769,
  lng: 106.7009,
  name: 'Nguyễn Văn A',
  phone: '0912345678',
  email: 'a.nguyen@example.vn',
};
// §3: the Keno receiver is the same without email.
const kenoReceiverInfo = {
  address: '12 Nguyễn Huệ, phường Sài Gòn, TP.HCM',
  cmnd: '079090001234',
  lat: 10.7769,
  lng: 106.7009,
  name: 'Nguyễn Văn A',
  phone: '0912345678',
};

/** §9: "Request id is the current epoch in milliseconds". */
let lastRequestId = Date.now();
const epochRequestId = () => String((lastRequestId += 1));

const VIETNAMESE = /[àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ]/iu;

/** Reserves (the spec's reserve call), then pays with `confirm` (`{ orderId }` only). */
async function reserveAndPay(
  who: Customer,
  reservePath: string,
  body: Record<string, unknown>,
  confirmPath: string,
): Promise<{ reserved: Answer; paid: Answer; before: number; after: number }> {
  const before = await balanceOf(t, who);
  const reserved = await post(t, reservePath, body, who);
  expect(reserved, JSON.stringify(reserved)).toMatchObject({ status: 200, code: 0 });
  expect(reserved.data).toMatchObject({ state: 'reserved' });
  // Reserving moves no money.
  expect(await balanceOf(t, who)).toBe(before);
  const paid = await post(t, confirmPath, { orderId: reserved.data?.orderId }, who);
  expect(paid, JSON.stringify(paid)).toMatchObject({ status: 200, code: 0 });
  return { reserved, paid, before, after: await balanceOf(t, who) };
}

/** Expects a refusal: HTTP 4xx, code 14, a Vietnamese message (`message` when given), nothing changed. */
async function expectRefused(
  who: Customer,
  path: string,
  body: Record<string, unknown>,
  message?: string | RegExp,
): Promise<Answer> {
  const before = await stateOf(t, who);
  const answer = await post(t, path, body, who);
  expect(answer.status, JSON.stringify(answer)).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  expect(answer.code).toBe(14);
  expect(answer.message).toMatch(VIETNAMESE);
  if (typeof message === 'string') expect(answer.message).toBe(message);
  else if (message) expect(answer.message).toMatch(message);
  expect(await stateOf(t, who)).toEqual(before);
  return answer;
}

describe('a §3 order of each product family, reserved and paid', () => {
  it('Mega 6/45 on POST /api/v2/order/reserve and /confirm: the order request with orderItemInfo', async () => {
    const who = await webCustomer(t, 100_000);
    const { reserved, paid, before, after } = await reserveAndPay(
      who,
      '/v2/order/reserve',
      {
        channel: 'WEB_PUBLIC',
        orderItemInfo: {
          category: 1,
          drawArea: null,
          drawCodes: [drawCode.mega645],
          group: null,
          numberInfos: [
            {
              chosenAuto: false,
              numbers: ['05', '12', '23', '31', '40', '44'],
              priceUnit: 10000,
              symbolCode: '',
              tickQuantity: 1,
            },
          ],
        },
        customerInfo,
        receiverInfo,
        paymentVendor: 1,
        deliveryType: 1,
        shipType: 0,
        buyType: 1,
        split_type: 0,
      },
      '/v2/order/confirm',
    );
    expect(reserved.data).toMatchObject({ amount: 10_000, channel: 'WEB_PUBLIC' });
    expect(paid.data).toMatchObject({ order: { state: 'paid', amount: 10_000 } });
    expect(after).toBe(before - 10_000);
  });

  it('Power 6/55 on POST /api/order, named by the number infos’ ticketId (ticket type 3), a bao told by its count', async () => {
    const who = await webCustomer(t, 100_000);
    const { paid, before, after } = await reserveAndPay(
      who,
      '/order',
      {
        channel: 'WEB_PUBLIC',
        orderItemInfo: {
          drawCodes: [drawCode.power655],
          numberInfos: [
            {
              chosenAuto: true,
              numbers: ['03', '11', '27', '38', '49', '55'],
              priceUnit: 10000,
              ticketId: 3,
              tickQuantity: 1,
            },
            {
              chosenAuto: false,
              numbers: ['01', '08', '15', '22', '29', '36', '43'],
              priceUnit: 10000,
              ticketId: 3,
              tickQuantity: 1,
            },
          ],
        },
        customerInfo,
        receiverInfo,
        paymentVendor: 1,
        deliveryType: 1,
        shipType: 0,
        buyType: 1,
      },
      '/order/confirm',
    );
    expect(paid.data).toMatchObject({
      // One line, and a bao of 7 numbers: every 6 of them, 7 lines.
      order: { amount: 80_000, items: [{ product: 'power655', lines: 8 }] },
    });
    expect(after).toBe(before - 80_000);
  });

  it('Lotto 5/35 on POST /api/lotto535/order/reserve and /confirm: category Lotto535=12, the special number last in numbers', async () => {
    const who = await webCustomer(t, 500_000);
    const { paid, before, after } = await reserveAndPay(
      who,
      '/lotto535/order/reserve',
      {
        channel: 'WEB_PUBLIC',
        orderItemInfo: {
          category: 12,
          drawArea: null,
          drawCodes: [drawCode.lotto535],
          group: null,
          numberInfos: [
            {
              chosenAuto: false,
              // 5 numbers of 01–35, then the special number of 01–12.
              numbers: ['03', '11', '19', '27', '35', '12'],
              priceUnit: 10000,
              symbolCode: '',
              tickQuantity: 1,
            },
            {
              chosenAuto: false,
              // 4 numbers and the special: bao 4, the 5th from the other 31, 31 lines.
              numbers: ['02', '09', '16', '30', '07'],
              priceUnit: 10000,
              tickQuantity: 1,
            },
          ],
        },
        customerInfo,
        receiverInfo,
        paymentVendor: 1,
        deliveryType: 1,
        shipType: 0,
        buyType: 1,
        split_type: 0,
      },
      '/lotto535/order/confirm',
    );
    expect(paid.data).toMatchObject({
      order: {
        state: 'paid',
        amount: 320_000,
        items: [
          {
            product: 'lotto535',
            lines: 32,
            numberInfos: [
              { form: 'single', numbers: [3, 11, 19, 27, 35], special: 12 },
              { form: 'bao', numbers: [2, 9, 16, 30], special: 7 },
            ],
          },
        ],
      },
    });
    expect(after).toBe(before - 320_000);
    // The order as the Lotto 5/35 history reads it.
    const orderId = paid.data?.order && (paid.data.order as { orderId: number }).orderId;
    const detail = await get(t, `/lotto535/order_detail?orderId=${orderId}`, who);
    expect(detail).toMatchObject({ code: 0, data: { orderId, state: 'paid' } });
  });

  it('Keno on POST /api/v2/keno/order/reserve and /confirm: the §3 Keno order, requestId included', async () => {
    const who = await webCustomer(t, 100_000);
    const { paid, before, after } = await reserveAndPay(
      who,
      '/v2/keno/order/reserve',
      {
        serverName: 'coreservice0',
        serverId: 0,
        requestType: 1,
        batchOrderId: 0,
        orderItemInfos: [
          {
            category: 6,
            drawCodes: [drawCode.keno],
            numberInfos: [
              { chosenAuto: false, numbers: ['07', '19', '33'], priceUnit: 10000, tickQuantity: 1 },
              { chosenAuto: true, numbers: ['42'], priceUnit: 10000, tickQuantity: 2 },
            ],
          },
        ],
        customerInfo,
        receiverInfo: kenoReceiverInfo,
        orderTime: Date.now(),
        temporaryAmount: 30000,
        paymentVendor: 1,
        deliveryType: 1,
        shipType: 0,
        buyType: 1,
        requestId: epochRequestId(),
      },
      '/v2/keno/order/confirm',
    );
    expect(paid.data).toMatchObject({ order: { amount: 30_000, items: [{ product: 'keno' }] } });
    expect(after).toBe(before - 30_000);
  });

  it('the Max 3D family on POST /api/order: Max 3D (4) and Max 3D+ (5) in one order', async () => {
    const who = await webCustomer(t, 100_000);
    const { paid, before, after } = await reserveAndPay(
      who,
      '/order',
      {
        channel: 'WEB_PUBLIC',
        orderItemInfo: [
          {
            category: 4,
            drawCodes: [drawCode.max3d],
            numberInfos: [
              { chosenAuto: false, numbers: ['123'], priceUnit: 10000, tickQuantity: 1 },
            ],
          },
          {
            category: 5,
            drawCodes: [drawCode.max3d],
            numberInfos: [
              { chosenAuto: false, numbers: ['123', '456'], priceUnit: 10000, tickQuantity: 1 },
            ],
          },
        ],
        customerInfo,
        receiverInfo,
        paymentVendor: 1,
        deliveryType: 1,
        shipType: 0,
        buyType: 1,
      },
      '/order/confirm',
    );
    const order = paid.data?.order as { amount: number; items: { product: string }[] };
    expect(order.items.map((i) => i.product)).toEqual(['max3d', 'max3dplus']);
    expect(after).toBe(before - order.amount);
    expect(order.amount).toBe(20_000);
  });

  it('6x36 and the loto games on POST /api/order: lotteryType xsdt=1 with category and group', async () => {
    const who = await webCustomer(t, 200_000);
    const { paid, before, after } = await reserveAndPay(
      who,
      '/order',
      {
        channel: 'WEB_PUBLIC',
        orderItemInfo: [
          {
            lotteryType: 1,
            category: 1,
            drawArea: null,
            drawCodes: [drawCode.dientoan636],
            group: 6,
            numberInfos: [
              {
                chosenAuto: false,
                numbers: ['02', '09', '14', '21', '30', '36'],
                priceUnit: 10000,
                tickQuantity: 1,
              },
            ],
          },
          {
            lotteryType: 1,
            category: 2,
            drawCodes: [drawCode.xsmb],
            group: 2,
            numberInfos: [
              { chosenAuto: false, numbers: ['27'], priceUnit: 10000, tickQuantity: 1 },
            ],
          },
          {
            lotteryType: 1,
            category: 6,
            drawCodes: [drawCode.xsmb],
            group: 3,
            numberInfos: [
              { chosenAuto: false, numbers: ['12', '34', '56'], priceUnit: 10000, tickQuantity: 1 },
            ],
          },
        ],
        customerInfo,
        receiverInfo,
        paymentVendor: 1,
        deliveryType: 1,
        shipType: 0,
        buyType: 1,
        split_type: 0,
      },
      '/order/confirm',
    );
    const order = paid.data?.order as { amount: number; items: { product: string }[] };
    expect(order.items.map((i) => i.product)).toEqual(['dientoan636', 'loto2', 'loto3cap']);
    expect(order.amount).toBe(30_000);
    expect(after).toBe(before - 30_000);
  });

  it('6x36 bao on the wallet webview’s POST /api/xsdt/xsdt/order/create, at its 1,000đ unit', async () => {
    const who = await walletCustomer(t, 100_000);
    const { paid, before, after } = await reserveAndPay(
      who,
      '/xsdt/xsdt/order/create',
      {
        channel: 'WEB_PUBLIC',
        orderItemInfo: {
          lotteryType: 1,
          category: 1,
          drawCodes: [drawCode.dientoan636],
          group: 6,
          numberInfos: [
            {
              chosenAuto: false,
              // 8 numbers: every 6 of them, C(8,6) = 28 lines.
              numbers: ['01', '05', '09', '13', '17', '21', '25', '29'],
              priceUnit: 1000,
              tickQuantity: 1,
            },
          ],
        },
        customerInfo,
        receiverInfo,
        paymentVendor: 1,
        deliveryType: 1,
        shipType: 0,
        buyType: 1,
        split_type: 0,
      },
      '/order/confirm',
    );
    expect(paid.data).toMatchObject({ order: { amount: 28_000, items: [{ product: 'bao636' }] } });
    expect(after).toBe(before - 28_000);
    // The order as the webview's history reads it.
    const orderId = (paid.data?.order as { orderId: number }).orderId;
    const detail = await get(t, `/webview/api/customer/history/get_order?orderId=${orderId}`, who);
    expect(detail).toMatchObject({ code: 0, data: { orderId, amount: 28_000 } });
  });

  it('paper tickets on POST /api/xsdt/xskt/order/create: lotteryType xstt=2, by category or by drawArea', async () => {
    const who = await webCustomer(t, 100_000);
    const [north] = northern;
    const [south] = southern;
    if (!north || !south) throw new Error('no paper stock');
    const { paid, before, after } = await reserveAndPay(
      who,
      '/xsdt/xskt/order/create',
      {
        channel: 'WEB_PUBLIC',
        orderItemInfo: [
          {
            lotteryType: 2,
            category: 3,
            drawArea: north.province,
            drawCodes: [north.drawCode],
            group: null,
            numberInfos: [
              {
                numbers: [north.number],
                priceUnit: 10000,
                ticketId: north.ticketId,
                symbolCode: north.symbolCode,
                tickQuantity: 1,
              },
            ],
          },
          {
            lotteryType: 2,
            drawArea: south.province,
            drawCodes: [south.drawCode],
            numberInfos: [
              {
                numbers: [south.number],
                priceUnit: 10000,
                ticketId: south.ticketId,
                symbolCode: south.symbolCode,
                tickQuantity: 1,
              },
            ],
          },
        ],
        customerInfo,
        receiverInfo,
        paymentVendor: 1,
        deliveryType: 1,
        shipType: 0,
        buyType: 1,
        split_type: 0,
      },
      '/order/confirm',
    );
    const order = paid.data?.order as { amount: number; items: { product: string }[] };
    expect(order.items.map((i) => i.product)).toEqual(['xsmb', 'xsmn']);
    expect(order.amount).toBe(20_000);
    expect(after).toBe(before - 20_000);
    // The paper histories list it; nothing is held any more once it is sold.
    const orderId = (paid.data?.order as { orderId: number }).orderId;
    const listed = await get(t, '/order/list_xskt?page_index=1&page_size=10', who);
    expect(listed.code).toBe(0);
    expect(JSON.stringify(listed.data)).toContain(`"orderId":${orderId}`);
    const history = await get(
      t,
      '/xskt/customer/history/get_orders?page_index=1&page_size=10',
      who,
    );
    expect(history.code).toBe(0);
    expect(JSON.stringify(history.data)).toContain(`"orderId":${orderId}`);
    const book = await get(t, '/order/get_paper_xskt/draw_category?category=3', who);
    expect(book.code).toBe(0);
    expect(JSON.stringify(book.data)).toContain(north.number);
    expect(await get(t, '/xskt/cart/holds', who)).toMatchObject({ code: 0 });
  });
});

describe('replay safety where the spec names no requestId', () => {
  it('a confirm sent again (no requestId) answers the same paid order and charges once', async () => {
    const who = await webCustomer(t, 100_000);
    const body = {
      channel: 'WEB_PUBLIC',
      orderItemInfo: {
        category: 1,
        drawCodes: [drawCode.mega645],
        numberInfos: [{ numbers: ['01', '02', '03', '04', '05', '06'], tickQuantity: 1 }],
      },
      paymentVendor: 1,
      deliveryType: 1,
      shipType: 0,
      buyType: 1,
    };
    const { reserved, after } = await reserveAndPay(who, '/order', body, '/order/confirm');
    const orderId = reserved.data?.orderId;
    const again = await Promise.all(
      Array.from({ length: 5 }, () => post(t, '/order/confirm', { orderId }, who)),
    );
    for (const answer of again) {
      expect(answer).toMatchObject({ code: 0, data: { order: { orderId, state: 'paid' } } });
    }
    expect(await balanceOf(t, who)).toBe(after);
  });

  it('a reserve sent twice without requestId reserves twice and charges nothing', async () => {
    const who = await webCustomer(t, 100_000);
    const body = {
      channel: 'WEB_PUBLIC',
      orderItemInfo: {
        category: 4,
        drawCodes: [drawCode.max3d],
        numberInfos: [{ numbers: ['777'], tickQuantity: 1 }],
      },
      paymentVendor: 1,
      deliveryType: 1,
      shipType: 0,
      buyType: 1,
    };
    const first = await post(t, '/order', body, who);
    const second = await post(t, '/order', body, who);
    expect(first).toMatchObject({ code: 0, data: { state: 'reserved' } });
    expect(second).toMatchObject({ code: 0, data: { state: 'reserved' } });
    expect(second.data?.orderId).not.toBe(first.data?.orderId);
    expect(await balanceOf(t, who)).toBe(100_000);
  });
});

describe('POST /api/gateway/api/gateway/create_pay (§7 Wallet-embedded, no field list)', () => {
  it('opens the webview’s payment link of an order without requestId; repeats hand back the same link, charged once', async () => {
    const who = await walletCustomer(t, 0);
    const reserved = await post(
      t,
      '/xsdt/xsdt/order/create',
      {
        channel: 'WEB_PUBLIC',
        orderItemInfo: {
          category: 1,
          drawCodes: [drawCode.mega645],
          numberInfos: [{ numbers: ['04', '08', '15', '16', '23', '42'], tickQuantity: 1 }],
        },
        paymentVendor: 1,
        deliveryType: 1,
        shipType: 0,
        buyType: 1,
      },
      who,
    );
    expect(reserved, JSON.stringify(reserved)).toMatchObject({
      code: 0,
      data: { state: 'reserved' },
    });
    const orderId = reserved.data?.orderId;
    // Sent several times at once (a double tap, a retry): one link, the same to every call.
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(t, '/gateway/api/gateway/create_pay', { orderId }, who)),
    );
    const [first] = answers;
    expect(first, JSON.stringify(first)).toMatchObject({
      code: 0,
      data: { orderId, amount: 10_000, status: 'pending', orderPaid: false },
    });
    const paymentId = first?.data?.paymentId as string;
    for (const answer of answers) {
      expect(answer).toMatchObject({ code: 0, data: { paymentId, orderId, status: 'pending' } });
    }
    const again = await post(t, '/gateway/api/gateway/create_pay', { orderId }, who);
    expect(again).toMatchObject({ code: 0, data: { paymentId } });
    expect(await countWhere(t, 'payments', `account_id = ${who.id}`)).toBe(1);
    // The customer pays on the gateway's page: the capture pays the order once.
    const page = await t.app.inject({
      method: 'POST',
      url: `/sandbox/pay/${paymentId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    expect(page.statusCode).toBeLessThan(400);
    const paid = await get(t, `/gateway/api/gateway/pay_status?paymentId=${paymentId}`, who);
    expect(paid).toMatchObject({ code: 0, data: { status: 'paid', orderPaid: true } });
    const info = await get(t, `/order/info?orderId=${orderId}`, who);
    expect(info).toMatchObject({ code: 0, data: { state: 'paid' } });
    // Captured 10,000đ onto the main balance, spent on the order: nothing left, nothing owed.
    expect(await balanceOf(t, who)).toBe(0);
    // Asked again once paid: refused, no second charge opened.
    const after = await post(t, '/gateway/api/gateway/create_pay', { orderId }, who);
    expect(after).toMatchObject({ code: 14, message: 'Đơn hàng đã được thanh toán.' });
    expect(await countWhere(t, 'payments', `account_id = ${who.id}`)).toBe(1);
  });
});

describe('the main refusals: code 14, a Vietnamese message, nothing changed', () => {
  let who: Customer;
  beforeAll(async () => {
    who = await webCustomer(t, 100_000);
  });

  const order = (item: Record<string, unknown>) => ({
    channel: 'WEB_PUBLIC',
    orderItemInfo: item,
    customerInfo,
    receiverInfo,
    paymentVendor: 1,
    deliveryType: 1,
    shipType: 0,
    buyType: 1,
  });
  const mega = ['05', '12', '23', '31', '40', '44'];

  it('an unknown lotteryType', async () => {
    for (const path of ['/order', '/v2/order/reserve', '/xsdt/xsdt/order/create']) {
      const caller = path.startsWith('/xsdt') ? await walletCustomer(t, 100_000) : who;
      await expectRefused(
        caller,
        path,
        order({ lotteryType: 9, category: 1, group: 6, numberInfos: [{ numbers: mega }] }),
        'Loại hình xổ số (lotteryType) không hợp lệ.',
      );
    }
  });

  it('an unknown category or group, or none where the spec needs one', async () => {
    const unknown = await expectRefused(
      who,
      '/order',
      order({ category: 99, drawCodes: [drawCode.mega645], numberInfos: [{ numbers: mega }] }),
      'Loại vé (category) không hợp lệ.',
    );
    expect(unknown.data).toMatchObject({ reason: { field: 'category', rule: 'value' } });
    await expectRefused(
      who,
      '/order',
      order({ lotteryType: 1, category: 3, numberInfos: [{ numbers: ['27'] }] }),
      'Loại vé (category) không hợp lệ.',
    );
    await expectRefused(
      who,
      '/order',
      order({ lotteryType: 1, numberInfos: [{ numbers: ['27'] }] }),
      'Loại vé (category) không hợp lệ.',
    );
    await expectRefused(
      who,
      '/order',
      order({ lotteryType: 1, category: 2, group: 4, numberInfos: [{ numbers: ['27'] }] }),
      'Nhóm vé (group) không hợp lệ.',
    );
  });

  it('a paper ticket whose drawArea is a province of another region than its category', async () => {
    const [north] = northern;
    if (!north) throw new Error('no paper stock');
    await expectRefused(
      who,
      '/xsdt/xskt/order/create',
      order({
        lotteryType: 2,
        category: 3,
        drawArea: 'Cần Thơ',
        drawCodes: [north.drawCode],
        numberInfos: [{ numbers: [north.number], ticketId: north.ticketId, tickQuantity: 1 }],
      }),
      'Đài mở thưởng (drawArea) không thuộc miền của loại vé (category).',
    );
  });

  it('a group-play ticket type (groupPlayMega=21) on the order path', async () => {
    await expectRefused(
      who,
      '/order',
      order({ category: 21, drawCodes: [drawCode.mega645], numberInfos: [{ numbers: mega }] }),
      'Vui lòng mua chung qua mục Nhóm mua chung.',
    );
  });

  it('missing numbers: none in a number info, or no number info', async () => {
    await expectRefused(
      who,
      '/v2/order/reserve',
      order({ category: 1, drawCodes: [drawCode.mega645], numberInfos: [{ numbers: [] }] }),
    );
    await expectRefused(
      who,
      '/order',
      order({ lotteryType: 1, category: 1, group: 6, drawCodes: [drawCode.dientoan636] }),
    );
    await expectRefused(who, '/v2/keno/order/reserve', {
      orderItemInfos: [{ category: 6, drawCodes: [drawCode.keno], numberInfos: [] }],
      requestId: epochRequestId(),
    });
  });

  it('Lotto 5/35: a special number outside 01–12, a number outside 01–35, too few numbers, or on the 6/45–6/55 path', async () => {
    const lotto = (numbers: string[]) =>
      order({ category: 12, drawCodes: [drawCode.lotto535], numberInfos: [{ numbers }] });
    for (const numbers of [
      ['03', '11', '19', '27', '35', '13'],
      ['03', '11', '19', '27', '36', '12'],
      ['03', '11', '03', '27', '35', '12'],
      ['03', '11', '12'],
    ]) {
      await expectRefused(who, '/lotto535/order/reserve', lotto(numbers));
    }
    await expectRefused(
      who,
      '/v2/order/reserve',
      lotto(['03', '11', '19', '27', '35', '12']),
      'Sản phẩm không được bán qua cổng đặt vé này.',
    );
  });

  it('a Keno order without the requestId the spec names', async () => {
    await expectRefused(
      who,
      '/v2/keno/order/reserve',
      {
        serverName: 'coreservice0',
        requestType: 1,
        orderItemInfos: [
          { category: 6, drawCodes: [drawCode.keno], numberInfos: [{ numbers: ['07'] }] },
        ],
        paymentVendor: 1,
        deliveryType: 1,
        shipType: 0,
        buyType: 1,
      },
      /requestId/,
    );
  });

  it('insufficient balance: the confirm is refused, the order stays reserved and unpaid', async () => {
    const poor = await webCustomer(t, 5_000);
    const reserved = await post(
      t,
      '/v2/order/reserve',
      order({ category: 1, drawCodes: [drawCode.mega645], numberInfos: [{ numbers: mega }] }),
      poor,
    );
    expect(reserved).toMatchObject({ code: 0, data: { state: 'reserved', amount: 10_000 } });
    const orderId = reserved.data?.orderId;
    await expectRefused(
      poor,
      '/v2/order/confirm',
      { orderId },
      'Số dư tài khoản chính không đủ để thanh toán đơn hàng',
    );
    const info = await get(t, `/order/info?orderId=${orderId}`, poor);
    expect(info).toMatchObject({ code: 0, data: { state: 'reserved', tickets: [] } });
    expect(await balanceOf(t, poor)).toBe(5_000);
  });
});

describe('the OpenAPI document', () => {
  type Schema = {
    type?: string;
    description?: string;
    properties?: Record<string, Schema>;
    required?: string[];
    items?: Schema;
    anyOf?: Schema[];
    oneOf?: Schema[];
  };
  const bodyOf = async (path: string): Promise<Schema> => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json<{
      paths: Record<
        string,
        { post?: { requestBody?: { content: Record<string, { schema: Schema }> } } }
      >;
    }>();
    const schema = doc.paths[path]?.post?.requestBody?.content['application/json']?.schema;
    if (!schema) throw new Error(`no request body documented for POST ${path}`);
    return schema;
  };
  /** The object schema of an item list or single item (anyOf/oneOf of both). */
  const itemSchema = (schema: Schema | undefined): Schema | undefined => {
    if (!schema) return undefined;
    if (schema.type === 'array') return itemSchema(schema.items);
    if (schema.properties) return schema;
    return (schema.anyOf ?? schema.oneOf ?? []).map(itemSchema).find(Boolean);
  };

  it('describes both item forms and the optional requestId on every order path', async () => {
    for (const path of [
      '/api/order',
      '/api/v2/order/reserve',
      '/api/lotto535/order/reserve',
      '/api/xsdt/xsdt/order/create',
      '/api/xsdt/xskt/order/create',
    ]) {
      const body = await bodyOf(path);
      expect(body.required ?? [], path).not.toContain('requestId');
      const item = itemSchema(body.properties?.orderItemInfo);
      expect(Object.keys(item?.properties ?? {}), path).toEqual(
        expect.arrayContaining([
          'lotteryType',
          'category',
          'group',
          'drawArea',
          'drawCodes',
          'numberInfos',
          'product',
        ]),
      );
      expect(item?.required ?? [], path).not.toContain('product');
    }
    const keno = await bodyOf('/api/v2/keno/order/reserve');
    expect(keno.required).toContain('requestId');
  });

  it('describes Lotto 5/35’s special number as the last entry of a spec number set', async () => {
    const item = itemSchema(
      (await bodyOf('/api/lotto535/order/reserve')).properties?.orderItemInfo,
    );
    const numbers = item?.properties?.numberInfos?.items?.properties?.numbers;
    expect(numbers?.description).toMatch(/Lotto 5\/35.*special number/);
  });

  it('describes the group reserve in both forms: the §3 order request with totalShares, or the shop’s product', async () => {
    const body = await bodyOf('/api/group/order/reserve');
    expect(body.required ?? []).toEqual(['totalShares']);
    expect(Object.keys(body.properties ?? {})).toEqual(
      expect.arrayContaining(['orderItemInfo', 'orderItemInfos', 'buyType', 'product', 'kind']),
    );
    const item = itemSchema(body.properties?.orderItemInfo);
    expect(Object.keys(item?.properties ?? {})).toEqual(
      expect.arrayContaining(['lotteryType', 'category', 'group', 'drawCodes', 'numberInfos']),
    );
    expect(item?.required ?? []).not.toContain('product');
  });

  it('describes create_pay without a required requestId and web_check_account without a required accountId', async () => {
    const pay = await bodyOf('/api/gateway/api/gateway/create_pay');
    expect(pay.required).toEqual(['orderId']);
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json<{
      paths: Record<string, { get?: { parameters?: { name: string; required?: boolean }[] } }>;
    }>();
    const params = doc.paths['/api/app-service/web_check_account']?.get?.parameters ?? [];
    expect(params.map((p) => p.name)).toEqual(expect.arrayContaining(['accountId', 'deviceId']));
    expect(params.find((p) => p.name === 'accountId')?.required ?? false).toBe(false);
  });
});
