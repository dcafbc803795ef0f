import { beforeAll, describe, expect, it } from 'vitest';
import { setGroupFlag } from '../modules/group-play/group-test-kit';
import { countWhere, createPeriod, useSandboxApp } from '../modules/orders/orders-test-kit';
import { balanceOf, post, webCustomer, type Answer, type Customer } from './orders-kit';

/**
 * Group play ("mua chung") as a client written from the spec drives it: §7 names
 * `POST /order/reserve` on the group-play base (`/api/group`) without fields, §3 the order
 * request and the ticket types groupPlayMega=21 and groupPlayPower=23, buy type group=3.
 * The group is created from a §3 order request (plus `totalShares`, which the spec does not
 * name), its shares are bought with `confirm_order` and, full, its tickets are paid.
 */

const t = useSandboxApp();

let mega: string;
let power: string;

beforeAll(async () => {
  await setGroupFlag(t, true);
  mega = (await createPeriod(t, 'mega645', { closeInMs: 2 * 60 * 60 * 1000 })).drawCode;
  power = (await createPeriod(t, 'power655', { closeInMs: 2 * 60 * 60 * 1000 })).drawCode;
});

// §3 Customer info and receiver info.
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

/** §3 order request of a group (buyType group=3) with its items and `totalShares`. */
const groupOrder = (orderItemInfo: unknown, totalShares = 8) => ({
  channel: 'WEB_PUBLIC',
  orderItemInfo,
  customerInfo,
  receiverInfo,
  paymentVendor: 1,
  deliveryType: 1,
  shipType: 0,
  buyType: 3,
  split_type: 0,
  totalShares,
});

/** §9: "Request id is the current epoch in milliseconds". */
let lastRequestId = Date.now();
const epochRequestId = () => String((lastRequestId += 1));

const buyShares = (who: Customer, groupId: unknown, shares: number) =>
  post(t, '/group/confirm_order', { requestId: epochRequestId(), groupId, shares }, who);

const groupsOf = (who: Customer) =>
  countWhere(t, 'group_play_groups', `leader_account_id = ${who.id}`);

/** Expects a refusal (4xx, code 14 unless told) that created no group and moved no money. */
async function expectRefused(
  who: Customer,
  path: string,
  body: Record<string, unknown>,
  message?: string,
  code = 14,
): Promise<Answer> {
  const before = { balance: await balanceOf(t, who), groups: await groupsOf(who) };
  const answer = await post(t, path, body, who);
  expect(answer.status, JSON.stringify(answer)).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  expect(answer.code, JSON.stringify(answer)).toBe(code);
  if (message) expect(answer.message).toBe(message);
  expect({ balance: await balanceOf(t, who), groups: await groupsOf(who) }).toEqual(before);
  return answer;
}

describe('a group from a §3 order request on POST /api/group/order/reserve', () => {
  it('groupPlayMega=21: created without requestId, its shares bought with confirm_order, full and paid', async () => {
    const leader = await webCustomer(t, 100_000);
    const member = await webCustomer(t, 100_000);
    const reserved = await post(
      t,
      '/group/order/reserve',
      groupOrder({
        category: 21,
        drawArea: null,
        drawCodes: [mega],
        group: null,
        numberInfos: [
          {
            chosenAuto: false,
            numbers: ['05', '12', '23', '31', '40', '44'],
            priceUnit: 10000,
            tickQuantity: 1,
          },
          {
            chosenAuto: false,
            // 7 numbers: a bao, every 6 of them, 7 lines.
            numbers: ['01', '08', '15', '22', '29', '36', '43'],
            priceUnit: 10000,
            tickQuantity: 1,
          },
        ],
      }),
      leader,
    );
    expect(reserved, JSON.stringify(reserved)).toMatchObject({
      status: 200,
      code: 0,
      data: {
        status: 'draft',
        kind: 'cung-chon-so',
        product: 'mega645',
        ticketType: 21,
        buyType: 3,
        drawCode: mega,
        totalShares: 8,
        totalAmount: 80_000,
        sharePrice: 10_000,
        items: [{ lines: 8, price: 80_000 }],
      },
    });
    // A draft takes no money.
    expect(await balanceOf(t, leader)).toBe(100_000);
    const groupId = reserved.data?.groupId;

    const published = await buyShares(leader, groupId, 4);
    expect(published, JSON.stringify(published)).toMatchObject({
      code: 0,
      data: { group: { status: 'open', soldShares: 4 }, balance: 60_000 },
    });
    const full = await buyShares(member, groupId, 4);
    expect(full, JSON.stringify(full)).toMatchObject({
      code: 0,
      data: { group: { status: 'ordered', soldShares: 8, remainingShares: 0 }, balance: 60_000 },
    });
    const orderId = (full.data?.group as { orderId: number | null }).orderId;
    expect(orderId).toEqual(expect.any(Number));
    expect(await countWhere(t, 'orders', `id = ${orderId} and state = 'paid'`)).toBe(1);
    expect(await balanceOf(t, leader)).toBe(60_000);
    expect(await balanceOf(t, member)).toBe(60_000);
  });

  it('groupPlayPower=23 with only bao sets: a "mua chung vé bao" group of Power 6/55', async () => {
    const leader = await webCustomer(t, 100_000);
    const reserved = await post(
      t,
      '/group/order/reserve',
      groupOrder(
        [
          {
            category: 23,
            drawCodes: [power],
            numberInfos: [{ numbers: ['02', '11', '20', '29', '38', '47', '55'], tickQuantity: 1 }],
          },
        ],
        7,
      ),
      leader,
    );
    expect(reserved, JSON.stringify(reserved)).toMatchObject({
      code: 0,
      data: {
        kind: 'mua-chung-ve-bao',
        product: 'power655',
        ticketType: 23,
        totalAmount: 70_000,
        sharePrice: 10_000,
      },
    });
  });
});

describe('the group reserve’s and shares’ main refusals', () => {
  let who: Customer;
  beforeAll(async () => {
    who = await webCustomer(t, 100_000);
  });
  const six = ['05', '12', '23', '31', '40', '44'];

  it('a product groups do not buy, an unknown category, two products or two draws in one group', async () => {
    await expectRefused(
      who,
      '/group/order/reserve',
      groupOrder({
        lotteryType: 1,
        category: 1,
        group: 6,
        numberInfos: [{ numbers: ['02', '09', '14', '21', '30', '36'] }],
      }),
      'Sản phẩm này không có mua chung, quý khách vui lòng chọn sản phẩm khác',
    );
    const unknown = await expectRefused(
      who,
      '/group/order/reserve',
      groupOrder({ category: 99, drawCodes: [mega], numberInfos: [{ numbers: six }] }),
      'Loại vé (category) không hợp lệ.',
    );
    expect(unknown.data).toMatchObject({ reason: { field: 'category', rule: 'value' } });
    await expectRefused(
      who,
      '/group/order/reserve',
      groupOrder([
        { category: 21, drawCodes: [mega], numberInfos: [{ numbers: six }] },
        { category: 23, drawCodes: [power], numberInfos: [{ numbers: six }] },
      ]),
      'Các vé của một nhóm phải cùng một sản phẩm và cùng một kỳ quay',
    );
  });

  it('no totalShares, or too many', async () => {
    const { totalShares: _none, ...withoutShares } = groupOrder({
      category: 21,
      drawCodes: [mega],
      numberInfos: [{ numbers: six }],
    });
    const answer = await expectRefused(who, '/group/order/reserve', withoutShares);
    expect(answer.data).toMatchObject({ reason: { field: 'totalShares', rule: 'required' } });
    await expectRefused(
      who,
      '/group/order/reserve',
      groupOrder({ category: 21, drawCodes: [mega], numberInfos: [{ numbers: six }] }, 500),
      'Số cổ phần của nhóm phải từ 2 đến 200',
    );
  });

  it('more shares than are left (§8 code 1007), or beyond the balance', async () => {
    const leader = await webCustomer(t, 100_000);
    const reserved = await post(
      t,
      '/group/order/reserve',
      groupOrder({ category: 21, drawCodes: [mega], numberInfos: [{ numbers: six }] }, 2),
      leader,
    );
    expect(reserved).toMatchObject({ code: 0, data: { sharePrice: 5_000 } });
    const groupId = reserved.data?.groupId;
    expect(await buyShares(leader, groupId, 1)).toMatchObject({ code: 0 });
    await expectRefused(
      who,
      '/group/confirm_order',
      { requestId: epochRequestId(), groupId, shares: 2 },
      'Nhóm chỉ còn 1 cổ phần, quý khách vui lòng chọn lại số cổ phần',
      1007,
    );
    const poor = await webCustomer(t, 1_000);
    await expectRefused(
      poor,
      '/group/confirm_order',
      { requestId: epochRequestId(), groupId, shares: 1 },
      'Số dư tài khoản chính không đủ, quý khách vui lòng nạp thêm tiền',
    );
  });
});
