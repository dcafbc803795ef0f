import { randomUUID } from 'node:crypto';
import {
  type OrderProduct,
  type orderItemInfoSchema,
  type reserveOrderBodySchema,
} from '@veso/contract';
import {
  productOfSpecItem,
  specNumberSetOf,
  specPlayFormOf,
  type LotteryType,
  type SpecItemField,
} from '@veso/domain';
import type { z } from 'zod';
import { invalidRequest } from '../../http/errors';
import { OrderMessages } from './messages';

/**
 * An order request as a client sends it, read as the order path's input: the one mapping
 * from the spec §3 shape (items named by `lotteryType`, `category`, `group`, `drawArea`, a
 * request without `requestId`) to the shop's items (named by catalogue product), used by
 * every order path (`/order`, `/v2/order/reserve`, Lotto 5/35, Keno, the embed's
 * `xsdt/order/create`, the paper `xskt/order/create`, reserve-and-pay).
 */

/** The order request as parsed from the wire (either form). */
export type OrderRequest = z.output<typeof reserveOrderBodySchema>;
type WireItem = z.output<typeof orderItemInfoSchema>;

/** An order item named by its catalogue product. */
export type OrderItemInput = Omit<WireItem, 'product'> & { product: OrderProduct };

/** The order path's input: every item named by its product, the request keyed by an id. */
export type ReserveInput = Omit<OrderRequest, 'orderItemInfo' | 'orderItemInfos' | 'requestId'> & {
  requestId: string;
  orderItemInfos: OrderItemInput[];
};

const UNKNOWN_ITEM_MESSAGES: Readonly<Record<SpecItemField, string>> = {
  lotteryType: OrderMessages.unknownLotteryType,
  category: OrderMessages.unknownCategory,
  group: OrderMessages.unknownGroup,
  drawArea: OrderMessages.unknownDrawArea,
  product: OrderMessages.itemMismatch,
};

/** The fields of an item that name its product, in either form. */
export type ItemNaming = {
  product?: string | undefined;
  lotteryType?: number | null | undefined;
  category?: number | null | undefined;
  group?: number | null | undefined;
  drawArea?: string | number | null | undefined;
  numberInfos: readonly { numbers?: readonly unknown[]; ticketId?: number | string | undefined }[];
};

/**
 * The catalogue product an order item names: its `product` when it sends only that (the
 * shop's own form), else what its spec fields name through `@veso/domain`'s table
 * (`defaultLotteryType`: the lottery type of a path that sells one, for an item that
 * sends none), the `product` sent alongside having to agree. A group-play ticket type is
 * bought through group play, not here (`groupPlay`: the group path's call). Refused with code 14 and the field's message.
 */
export function orderItemProduct(
  item: ItemNaming,
  defaultLotteryType?: LotteryType,
  groupPlay = false,
): OrderProduct {
  const named = item.product;
  const spec = item.lotteryType != null || item.category != null;
  if (named !== undefined && !spec) return named as OrderProduct;
  const found = productOfSpecItem({
    lotteryType: item.lotteryType ?? defaultLotteryType,
    category: item.category,
    group: item.group,
    drawArea: item.drawArea,
    numberCounts: item.numberInfos.map((info) => info.numbers?.length ?? 0),
    ticketIds: item.numberInfos.map((info) => info.ticketId),
    product: named,
  });
  if ('unknown' in found) {
    const field = found.unknown;
    const rule = field === 'product' || field === 'drawArea' ? 'mismatch' : 'value';
    throw invalidRequest(UNKNOWN_ITEM_MESSAGES[field], field, rule);
  }
  if (found.groupPlay && !groupPlay) {
    throw invalidRequest(OrderMessages.groupBuy, 'category', 'value');
  }
  return found.product as OrderProduct;
}

/** A `requestId` for a request sent without one (never one a client's epoch id can be). */
export function serverRequestId(): string {
  return `srv-${randomUUID()}`;
}

/** The items of a request: `orderItemInfos`, else `orderItemInfo` (one item or a list). */
export function itemsOf<T>(request: {
  orderItemInfos?: T[] | undefined;
  orderItemInfo?: T | T[] | undefined;
}): T[] {
  if (request.orderItemInfos) return request.orderItemInfos;
  const one = request.orderItemInfo;
  if (one === undefined) return [];
  return Array.isArray(one) ? one : [one];
}

/**
 * An item with its product: an item in the spec's shape (no `product` sent) has no form
 * field and no special-number field, so each number set's `single` (the default) is read
 * from its numbers (`specNumberSetOf`: a bao of that many numbers where one line holds
 * fewer; Lotto 5/35's special number is the set's last entry, unless the shop's `special`
 * or `specials` extension is sent).
 */
function namedItem(item: WireItem, product: OrderProduct): OrderItemInput {
  if (item.product !== undefined) return { ...item, product };
  return {
    ...item,
    product,
    numberInfos: item.numberInfos.map((info) => {
      if (info.form !== 'single') return info;
      if (info.specials?.length) return { ...info, form: 'baoSpecial' as const };
      if (info.special != null) {
        return { ...info, form: specPlayFormOf(product, info.numbers.length) };
      }
      const set = specNumberSetOf(product, info.numbers);
      return {
        ...info,
        form: set.form,
        numbers: [...set.numbers],
        ...(set.special === undefined ? {} : { special: set.special }),
      };
    }),
  };
}

/**
 * An order item of either form named by its product and read as the order path reads it
 * ({@link orderItemProduct}, {@link namedItem}); `groupPlay`: the group path's reading, where
 * the group-play ticket types (21, 23) name the game a group buys.
 */
export function toOrderItem(
  item: WireItem,
  options: { lotteryType?: LotteryType; groupPlay?: boolean } = {},
): OrderItemInput {
  return namedItem(item, orderItemProduct(item, options.lotteryType, options.groupPlay));
}

/**
 * The order path's input of a request: every item named by its product
 * ({@link orderItemProduct}, {@link namedItem}), and a requestId (the server's own when none
 * was sent: the reserve then is not idempotent, and moves no money).
 */
export function toReserveInput(
  request: OrderRequest,
  options: { lotteryType?: LotteryType } = {},
): ReserveInput {
  const { orderItemInfo: _one, orderItemInfos: _many, requestId, ...rest } = request;
  return {
    ...rest,
    requestId: requestId ?? serverRequestId(),
    orderItemInfos: itemsOf(request).map((item) => toOrderItem(item, options)),
  };
}
