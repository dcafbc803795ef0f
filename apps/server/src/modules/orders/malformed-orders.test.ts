import { AMOUNT_CHANGED_MESSAGE, ORDER_PRODUCTS, SESSION_HEADER } from '@veso/contract';
import type { ProductId } from '@veso/domain';
import { brokenNumberSet } from '@veso/domain/testing';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { requestId } from '../auth/auth-test-kit';
import { setGroupFlag } from '../group-play/group-test-kit';
import { customerBalances } from '../wallet/ledger';
import { loadStock, saleList, type StockItem } from '../xskt/xskt-test-kit';
import { embeddedBuyer } from '../xsdt/xsdt-test-kit';
import { buyer, countWhere, createPeriod, useSandboxApp } from './orders-test-kit';

/**
 * Through the real HTTP app: a malformed ticket, an integer
 * outside int4 and a client price that is not the server's are refused on every order
 * route with a 4xx, code 14 and a Vietnamese message, and change nothing (no order,
 * group or subscription row, no balance change).
 */

const t = useSandboxApp();

const VIETNAMESE = /[àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ]/iu;
const WILDCARD = /^Số "[\d*]+" không hợp lệ: dấu \* chỉ dùng trong hình thức Bao vị trí/;
const VALIDATION = (field: string) =>
  new RegExp(`^Yêu cầu không hợp lệ: nội dung "${field.replaceAll('.', '\\.')}" `);

/** A number written into the JSON text as is (2^53 + 1 has no exact double). */
class Raw {
  constructor(readonly text: string) {}
}
const raw = (text: string) => new Raw(text);

/** The request's JSON text: `Raw` values are written verbatim. */
function jsonText(body: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(body, (_key, value: unknown) => {
    if (!(value instanceof Raw)) return value;
    raws.push(value.text);
    return `__raw_${raws.length - 1}__`;
  });
  return text.replace(/"__raw_(\d+)__"/g, (_, i: string) => raws[Number(i)] ?? 'null');
}

type Who = { id: number; token: string };

function send(
  who: Who,
  url: string,
  body: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', [SESSION_HEADER]: who.token },
    remoteAddress: '10.0.0.1',
    payload: jsonText({ requestId: requestId(), ...body }),
  });
}

/** What a refusal must leave as it was: balances and the account's order, group, plan rows. */
async function stateOf(who: Who) {
  return {
    ...(await customerBalances(t.db.orm, who.id)),
    orders: await countWhere(t, 'orders', `account_id = ${who.id}`),
    groups: await countWhere(t, 'group_play_groups', `leader_account_id = ${who.id}`),
    subscriptions: await countWhere(t, 'subscriptions', `account_id = ${who.id}`),
  };
}

/** Sends the call and expects a 4xx, code 14, a Vietnamese message (`message` when given), nothing changed. */
async function expectRefused(
  who: Who,
  url: string,
  body: Record<string, unknown>,
  message?: string | RegExp,
): Promise<void> {
  const before = await stateOf(who);
  const res = await send(who, url, body);
  const answer = res.json<{ code: number; message: string }>();
  const what = `${url} ${jsonText(body)} → ${res.statusCode} ${res.body}`;
  expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, what).toBeLessThan(500);
  expect(answer.code, what).toBe(14);
  expect(answer.message, what).toMatch(VIETNAMESE);
  if (message !== undefined) expect(answer.message, what).toMatch(message);
  expect(await stateOf(who), what).toEqual(before);
}

async function expectAccepted(who: Who, url: string, body: Record<string, unknown>) {
  const res = await send(who, url, body);
  expect(res.json(), `${url} ${jsonText(body)}`).toMatchObject({ code: 0 });
  return res.json<{ data: Record<string, unknown> }>().data;
}

const ORDER = '/api/order';
const PAY = '/api/order/reserve_and_pay';
const V2 = '/api/v2/order/reserve';
const LOTTO = '/api/lotto535/order/reserve';
const KENO = '/api/v2/keno/order/reserve';
const KENO_PAY = '/api/v2/keno/order/reserve_and_pay';
const EMBED = '/api/xsdt/xsdt/order/create';
const PAPER = '/api/xsdt/xskt/order/create';
const GROUP = '/api/group/order/reserve';
const SUBSCRIBE = '/api/customer/subscriptions/create';

type NumberInfo = Record<string, unknown>;
type Route = {
  url: string;
  embedded?: boolean;
  body: (product: string, info: NumberInfo) => Record<string, unknown>;
};

const itemBody = (product: string, info: NumberInfo) => ({
  orderItemInfos: [{ product, numberInfos: [info] }],
});

/** Every order route that sells `product`, with its body for one number set. */
function routesOf(product: string): Route[] {
  const routes: Route[] = [
    { url: ORDER, body: itemBody },
    { url: PAY, body: itemBody },
    { url: EMBED, embedded: true, body: itemBody },
    { url: SUBSCRIBE, body: (p, info) => ({ product: p, numberInfos: [info] }) },
  ];
  if (product === 'mega645' || product === 'power655') {
    routes.push(
      { url: V2, body: itemBody },
      {
        url: GROUP,
        body: (p, info) => ({
          kind: 'cung-chon-so',
          product: p,
          totalShares: 10,
          numberInfos: [info],
        }),
      },
    );
  }
  if (product === 'lotto535') routes.push({ url: LOTTO, body: itemBody });
  if (product === 'keno')
    routes.push({ url: KENO, body: itemBody }, { url: KENO_PAY, body: itemBody });
  return routes;
}

const SIX = ['01', '02', '03', '04', '05', '06'];

let web: Who;
let embedded: Who;
let paperTicket: StockItem;

beforeAll(async () => {
  for (const product of ['mega645', 'power655', 'lotto535', 'keno', 'max3d', 'xsmb']) {
    await createPeriod(t, product, { closeInMs: 2 * 60 * 60 * 1000 });
  }
  await setGroupFlag(t, true);
  await loadStock(t, 20);
  const list = await saleList(t, { category: 3, page_size: 1 });
  const [first] = list.data?.items ?? [];
  if (!first) throw new Error('no paper stock to order');
  paperTicket = first;
  web = await buyer(t, 1_000_000);
  embedded = await embeddedBuyer(t);
});

const who = (route: Route) => (route.embedded ? embedded : web);

describe('a malformed ticket', () => {
  const cases: [string, string, NumberInfo, RegExp][] = [
    ['Mega 6/45 with 4*', 'mega645', { numbers: ['01', '02', '03', '4*', '05', '06'] }, WILDCARD],
    ['loto 3 số 1*3', 'loto3', { numbers: ['1*3'] }, WILDCARD],
    ['loto 5 số 12*45', 'loto5', { numbers: ['12*45'] }, WILDCARD],
    [
      'loto 5 số 12*45 as bao vị trí',
      'loto5',
      { form: 'wildcard', numbers: ['12*45'] },
      /không có hình thức chơi "Bao vị trí"/,
    ],
    ['Max 3D 1*3 outside bao vị trí', 'max3d', { numbers: ['1*3'] }, WILDCARD],
    [
      'Max 3D+ bao vị trí of three stars',
      'max3dplus',
      { form: 'wildcard', numbers: ['***', '1*2'] },
      /bao từ 1 đến 2 vị trí/,
    ],
    ['loto 5 số of 2 digits', 'loto5', { numbers: ['12'] }, /gồm đúng 5 chữ số/],
    ['Max 3D of 4 digits', 'max3d', { numbers: ['0123'] }, /gồm đúng 3 chữ số/],
    [
      'Mega 6/45 with a special number',
      'mega645',
      { numbers: SIX, special: '07' },
      /không có trường "special"/,
    ],
    [
      'Mega 6/45 with a repeated number',
      'mega645',
      { numbers: ['01', '01', '03', '04', '05', '06'] },
      /không được trùng nhau/,
    ],
    [
      'Power 6/55 with 56',
      'power655',
      { numbers: ['01', '02', '03', '04', '05', '56'] },
      /Số 56 không hợp lệ/,
    ],
    [
      'Power 6/55 with 5 numbers',
      'power655',
      { numbers: ['01', '02', '03', '04', '05'] },
      /chọn đủ 6 số/,
    ],
    [
      'Lotto 5/35 with special 13',
      'lotto535',
      { numbers: ['01', '02', '03', '04', '05'], special: '13' },
      /số đặc biệt từ 01 đến 12/,
    ],
    [
      'Keno level 5 of 3 numbers',
      'keno',
      { numbers: ['01', '02', '03'], level: 5 },
      /Bậc Keno \(5\)/,
    ],
    [
      'Keno of 11 numbers',
      'keno',
      { numbers: ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11'] },
      /từ 1 đến 10 số/,
    ],
    [
      'a side bet with numbers',
      'keno',
      { form: 'kenoSideBet', bet: 'big', numbers: ['01'] },
      /không chọn số/,
    ],
    ['bao 6x36 of 6 numbers', 'bao636', { form: 'bao', numbers: SIX }, /Không thể chơi bao 6 số/],
  ];

  for (const [name, product, info, message] of cases) {
    it(`refuses ${name} on every route selling ${product}`, async () => {
      for (const route of routesOf(product)) {
        await expectRefused(who(route), route.url, route.body(product, info), message);
      }
    });
  }

  it('sells the same tickets well formed (the refusals are the malformation’s)', async () => {
    const wellFormed: [string, NumberInfo][] = [
      ['mega645', { numbers: SIX }],
      ['loto3', { numbers: ['103'] }],
      ['loto5', { numbers: ['12045'] }],
      ['max3d', { numbers: ['103'] }],
      ['max3d', { form: 'wildcard', numbers: ['1*3'] }],
    ];
    for (const [product, info] of wellFormed) {
      const paid = await expectAccepted(web, PAY, itemBody(product, info));
      expect(paid.order).toMatchObject({ state: 'paid' });
    }
    // The loto 5 ticket is the number chosen, never 00012.
    const loto5 = await expectAccepted(web, ORDER, itemBody('loto5', { numbers: ['12045'] }));
    expect(loto5).toMatchObject({ items: [{ numberInfos: [{ numbers: [12045] }] }] });
  });

  it('refuses a paper ticket with * or of the wrong width', async () => {
    for (const number of ['1234*', '123456', '1234']) {
      await expectRefused(web, PAPER, {
        orderItemInfos: [
          { category: 3, numberInfos: [{ ticketId: paperTicket.ticketId, numbers: [number] }] },
        ],
      });
      await expectRefused(web, PAY, {
        orderItemInfos: [
          { product: 'xsmb', numberInfos: [{ ticketId: paperTicket.ticketId, numbers: [number] }] },
        ],
      });
    }
  });
});

describe('an integer outside int4', () => {
  const mega = itemBody('mega645', { numbers: SIX });

  it('answers shipType −1e15 or 2^31 with the validation error, never busy', async () => {
    const paper = {
      orderItemInfos: [{ category: 3, numberInfos: [{ ticketId: paperTicket.ticketId }] }],
    };
    const keno = itemBody('keno', { numbers: ['07'] });
    for (const shipType of [-1e15, 2 ** 31, raw('2147483648'), 1]) {
      for (const [url, body, caller] of [
        [ORDER, mega, web],
        [V2, mega, web],
        [PAY, mega, web],
        [KENO, keno, web],
        [KENO_PAY, keno, web],
        [EMBED, mega, embedded],
        [PAPER, paper, web],
      ] as const) {
        await expectRefused(caller, url, { ...body, shipType }, VALIDATION('shipType'));
      }
    }
  });

  it('answers every other out-of-range integer of an order with the validation error', async () => {
    const big = 2 ** 31;
    const cases: [string, Record<string, unknown>, string][] = [
      [ORDER, { ...mega, paymentVendor: big }, 'paymentVendor'],
      [ORDER, { ...mega, split_type: -(2 ** 31) - 1 }, 'split_type'],
      [
        ORDER,
        {
          orderItemInfos: [{ product: 'mega645', category: big, numberInfos: [{ numbers: SIX }] }],
        },
        'orderItemInfos.0.category',
      ],
      [
        PAY,
        {
          orderItemInfos: [{ product: 'mega645', drawArea: big, numberInfos: [{ numbers: SIX }] }],
        },
        'orderItemInfos.0.drawArea',
      ],
      [
        PAY,
        {
          orderItemInfos: [
            { product: 'xsmb', numberInfos: [{ numbers: [], ticketId: '2147483648' }] },
          ],
        },
        'orderItemInfos.0.numberInfos.0.ticketId',
      ],
      [
        PAPER,
        { orderItemInfos: [{ category: 3, numberInfos: [{ ticketId: big }] }] },
        'orderItemInfos.0.numberInfos.0.ticketId',
      ],
      [KENO, { ...itemBody('keno', { numbers: ['07'] }), requestType: big }, 'requestType'],
      ['/api/order/confirm', { orderId: big }, 'orderId'],
      [
        GROUP,
        {
          kind: 'cung-chon-so',
          product: 'mega645',
          totalShares: big,
          numberInfos: [{ numbers: SIX }],
        },
        'totalShares',
      ],
      ['/api/group/confirm_order', { groupId: big, shares: 1 }, 'groupId'],
      [
        SUBSCRIBE,
        { product: 'mega645', numberInfos: [{ numbers: SIX }], maxAmount: big },
        'maxAmount',
      ],
      ['/api/order/cancel/list', { orderIds: [big] }, 'orderIds.0'],
    ];
    for (const [url, body, field] of cases) {
      await expectRefused(web, url, body, VALIDATION(field));
    }
  });
});

describe('a client price that is not the server’s', () => {
  // Mega 6/45, one line, one draw: 10,000đ; the web unit is 10,000đ.
  const BAD_VALUES = [-1e15, 0, 0.5, raw('9007199254740993'), 20_000];
  const refusalOf = (value: unknown) =>
    value === 0 || value === 20_000 ? AMOUNT_CHANGED_MESSAGE : /^Yêu cầu không hợp lệ: nội dung "/;

  const withPrices = (prices: { order?: object; item?: object; info?: object }) => ({
    ...prices.order,
    orderItemInfos: [
      { product: 'mega645', ...prices.item, numberInfos: [{ numbers: SIX, ...prices.info }] },
    ],
  });

  it('refuses temporaryAmount, calculatedPrice and priceUnit of −1e15, 0, 0.5, 2^53+1 or another price', async () => {
    for (const value of BAD_VALUES) {
      for (const url of [ORDER, PAY, V2, EMBED]) {
        const caller = url === EMBED ? embedded : web;
        await expectRefused(
          caller,
          url,
          withPrices({ order: { temporaryAmount: value } }),
          refusalOf(value),
        );
        await expectRefused(
          caller,
          url,
          withPrices({ item: { calculatedPrice: value } }),
          refusalOf(value),
        );
        await expectRefused(
          caller,
          url,
          withPrices({ info: { calculatedPrice: value } }),
          refusalOf(value),
        );
        // A unit of 0 is no unit at all: the contract refuses it.
        const unitRefusal =
          value === 20_000 ? AMOUNT_CHANGED_MESSAGE : /^Yêu cầu không hợp lệ: nội dung "/;
        await expectRefused(caller, url, withPrices({ info: { priceUnit: value } }), unitRefusal);
      }
      const keno = { ...itemBody('keno', { numbers: ['07'] }), temporaryAmount: value };
      await expectRefused(web, KENO, keno, refusalOf(value));
      await expectRefused(web, KENO_PAY, keno, refusalOf(value));
      await expectRefused(
        web,
        GROUP,
        {
          kind: 'cung-chon-so',
          product: 'mega645',
          totalShares: 10,
          numberInfos: [{ numbers: SIX, calculatedPrice: value }],
        },
        refusalOf(value),
      );
      await expectRefused(
        web,
        SUBSCRIBE,
        { product: 'mega645', numberInfos: [{ numbers: SIX, calculatedPrice: value }] },
        refusalOf(value),
      );
      const paper = (fields: { order?: object; item?: object; info?: object }) => ({
        ...fields.order,
        orderItemInfos: [
          {
            category: 3,
            ...fields.item,
            numberInfos: [{ ticketId: paperTicket.ticketId, ...fields.info }],
          },
        ],
      });
      await expectRefused(
        web,
        PAPER,
        paper({ order: { temporaryAmount: value } }),
        refusalOf(value),
      );
      await expectRefused(
        web,
        PAPER,
        paper({ item: { calculatedPrice: value } }),
        refusalOf(value),
      );
      await expectRefused(
        web,
        PAPER,
        paper({ info: { calculatedPrice: value } }),
        refusalOf(value),
      );
    }
  });

  it('refuses the web unit for the embedded computer lottery, whose unit is 1,000đ', async () => {
    // Ten units: the embed's payment minimum is 10,000đ.
    const loto = (priceUnit: number) =>
      itemBody('loto2', { numbers: ['07'], priceUnit, tickQuantity: 10 });
    await expectRefused(embedded, EMBED, loto(10_000), AMOUNT_CHANGED_MESSAGE);
    await expectRefused(web, ORDER, loto(1_000), AMOUNT_CHANGED_MESSAGE);
    expect(await expectAccepted(embedded, EMBED, loto(1_000))).toMatchObject({ amount: 10_000 });
    expect(await expectAccepted(web, ORDER, loto(10_000))).toMatchObject({ amount: 100_000 });
  });

  it('takes prices that agree with the server’s (absent ones too)', async () => {
    const agreeing = withPrices({
      order: { temporaryAmount: 10_000, amount: 10_000 },
      item: { calculatedPrice: 10_000 },
      info: { calculatedPrice: 10_000, priceUnit: 10_000 },
    });
    const before = await stateOf(web);
    const paid = await expectAccepted(web, PAY, agreeing);
    expect(paid).toMatchObject({ balance: before.balance - 10_000, order: { amount: 10_000 } });
    // The reserve-and-pay total agrees but temporaryAmount does not: refused all the same.
    await expectRefused(
      web,
      PAY,
      withPrices({ order: { temporaryAmount: 20_000, amount: 10_000 } }),
      AMOUNT_CHANGED_MESSAGE,
    );
    const paper = await expectAccepted(web, PAPER, {
      temporaryAmount: 10_000,
      orderItemInfos: [
        {
          category: 3,
          calculatedPrice: 10_000,
          numberInfos: [
            { ticketId: paperTicket.ticketId, priceUnit: 10_000, calculatedPrice: 10_000 },
          ],
        },
      ],
    });
    expect(paper).toMatchObject({ amount: 10_000 });
  });
});

describe('random malformed tickets of every product through reserve-and-pay', () => {
  // Max 4D is no longer sold: every ticket of it is refused whatever its numbers.
  const products = ORDER_PRODUCTS.filter((product) => product !== 'max4d');

  it.each(products.map((product) => [product] as const))(
    '%s: refused with 4xx and code 14, nothing charged',
    async (product) => {
      const customer = await buyer(t, 1_000_000);
      const before = await stateOf(customer);
      await fc.assert(
        fc.asyncProperty(brokenNumberSet(product as ProductId), async ({ how, set }) => {
          const info = {
            ...set,
            ...(['xsmb', 'xsmt', 'xsmn'].includes(product)
              ? { ticketId: paperTicket.ticketId }
              : {}),
          };
          const res = await send(customer, PAY, itemBody(product, info));
          const what = `${how}: ${JSON.stringify(info)} → ${res.body}`;
          expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, what).toBeLessThan(500);
          expect(res.json().code, what).toBe(14);
          expect(res.json().message, what).toMatch(VIETNAMESE);
        }),
        { numRuns: 25 },
      );
      expect(await stateOf(customer)).toEqual(before);
    },
  );
});
