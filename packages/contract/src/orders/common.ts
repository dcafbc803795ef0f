import { KENO_SIDE_BETS, NUMBER_FORMS, ShipType } from '@veso/domain';
import { INT4_MAX, clientMoney, int4, z } from '../zod';
import { ORDERABLE_PRODUCTS, ORDER_PRODUCTS } from './paths';

/**
 * What every order path takes: the products, the cut-off policy, a number set and an
 * order item, the customer and the receiver (cart, checkout, Keno and subscriptions).
 */

export const orderableProductSchema = z.enum(ORDERABLE_PRODUCTS);
export type OrderableProduct = z.infer<typeof orderableProductSchema>;

export const orderProductSchema = z.enum(ORDER_PRODUCTS);
export type OrderProduct = z.infer<typeof orderProductSchema>;

/** What to do when a chosen draw's sales have closed: move to the next draw or refuse. */
export const cutoffPolicySchema = z.enum(['next', 'refuse']);
export type CutoffPolicy = z.infer<typeof cutoffPolicySchema>;

/**
 * The play form of one number set: one line, a bao, Lotto 5/35's bao of special numbers,
 * Keno bao (`level` set) and side bets (`bet`), the Max 3D family's "đảo số"
 * (`permutation`), "bao vị trí" (`wildcard`, `*` for any digit) and Ôm Max 3D+ (`range`:
 * the number in `numbers` paired with every number from `from` to `to`).
 */
export const numberFormSchema = z.enum(NUMBER_FORMS);
export type NumberForm = z.infer<typeof numberFormSchema>;

/**
 * A picked number: 1–3 digits (the Max 3D family), up to 5 for loto 5 số and a northern
 * paper ticket, 6 for a southern or central paper ticket, `*` allowed in the wildcard form;
 * the domain checks each product's range (a paper ticket's number must be its stock ticket's).
 */
const numberStringSchema = z.union([
  z
    .string()
    .trim()
    .regex(/^[\d*]{1,6}$/),
  z.number().int().nonnegative().max(999_999),
]);

/** Spec §3 ship type of an order: `normal` (0) is the only one. */
export const shipTypeSchema = z.literal(ShipType.normal);

/**
 * The order total the client saw (spec §3 `temporaryAmount`, the order flow's `tempAmount`):
 * when sent, it must be the server's total (ship fee included), else the order is refused
 * as a changed price (code 14, `AMOUNT_CHANGED_MESSAGE`).
 */
export const temporaryAmountSchema = clientMoney();

/** Keno side bets (catalogue ids). */
export const kenoSideBetSchema = z.enum(KENO_SIDE_BETS);

/**
 * The `ticketId` of a number info (a paper ticket's stock id): an int4, as a number or as
 * its digits.
 */
export const ticketIdSchema = z.union([
  int4(),
  z
    .string()
    .trim()
    .regex(/^\d{1,10}$/)
    .refine((digits) => Number(digits) <= INT4_MAX),
]);

/** The draw area (province) of an item: its code, as text or an int4. */
export const drawAreaSchema = z.union([z.string().max(100), int4()]);

/** Latitude and longitude of an address, in degrees. */
const latSchema = z.number().min(-90).max(90);
const lngSchema = z.number().min(-180).max(180);

/** Spec §3 number info; `special`/`specials` carry Lotto 5/35's special number(s). */
export const numberInfoSchema = z.object({
  numbers: z
    .array(numberStringSchema)
    .max(20)
    .describe(
      "The picked numbers. In an item named without `product` (the spec's shape) a Lotto 5/35 set ends with its special number (01–12): 6 entries are one line, 5 a bao 4, n + 1 a bao n; with `special`/`specials` sent, every entry is a main number.",
    ),
  form: numberFormSchema.default('single'),
  special: numberStringSchema.nullish(),
  specials: z.array(numberStringSchema).max(12).optional(),
  /** Keno bao: the level of every line (C(numbers, level) lines). */
  level: z.number().int().min(1).max(10).optional(),
  /** Keno side bet (form `kenoSideBet`; `numbers` may then be empty). */
  bet: kenoSideBetSchema.optional(),
  /** Ôm Max 3D+ range (form `range`). */
  from: numberStringSchema.optional(),
  to: numberStringSchema.optional(),
  chosenAuto: z.boolean().optional(),
  /** Stake units of each line (default 1). */
  tickQuantity: z.number().int().min(1).max(100).default(1),
  /**
   * The unit price in đồng the client priced the set at: when sent, it must be the server's
   * (10,000đ; 1,000đ for the wallet-embedded computer lottery), else the order is refused
   * as a changed price (code 14, `AMOUNT_CHANGED_MESSAGE`).
   */
  priceUnit: int4().positive().optional(),
  /** The set's price for all the item's draws as the client saw it; checked as `priceUnit`. */
  calculatedPrice: clientMoney().optional(),
  ticketId: ticketIdSchema.optional(),
  symbolCode: z.string().max(10).optional(),
});
export type NumberInfoInput = z.input<typeof numberInfoSchema>;

/**
 * Spec §3 order item info: one ticket (up to 6 number sets) for one or several draws. Its
 * product is named in either of two forms: the spec's (`lotteryType`, `category`, `group`,
 * for a paper ticket `drawArea`), read through `@veso/domain`'s `SPEC_ITEM_PRODUCTS` (no
 * `lotteryType`: `category` is the Vietlott ticket type id, Mega645=1 … Lotto535=12), or
 * the shop's own `product` id (an extension); when both are sent they must agree.
 */
export const orderItemInfoSchema = z.object({
  product: orderProductSchema
    .optional()
    .describe(
      "The shop's product id (an extension of the spec); optional when lotteryType/category/group name the product.",
    ),
  /** Draw codes from the period list; empty: the next open draw(s). */
  drawCodes: z.array(z.string().trim().min(1).max(20)).max(20).default([]),
  /** How many consecutive draws (multi-period buy); defaults to the drawCodes count or 1. */
  periods: z.number().int().min(1).max(20).optional(),
  numberInfos: z.array(numberInfoSchema).min(1).max(6),
  lotteryType: int4()
    .nullish()
    .describe(
      'Spec §3 lottery type: xsdt=1 (computer lottery, loto), xstt=2 (paper); absent for the Vietlott games.',
    ),
  category: int4()
    .nullish()
    .describe(
      'Spec §3 category: with lotteryType x636=1, loto235=2, northernLottery=3, southLottery=4, centralLottery=5, loto234=6; without it the Vietlott ticket type id (Mega645=1, Max4D=2, Power655=3, Max3D=4, Max3DPlus=5, Keno=6, Lotto535=12, OmMax3DPlus=15).',
    ),
  group: int4()
    .nullish()
    .describe(
      'Spec §3 group: bao6=6; loto2=2, loto3=3, loto5=5 (loto235); loto2_couple=2, loto3_couple=3, loto4_couple=4 (loto234).',
    ),
  drawArea: drawAreaSchema
    .nullish()
    .describe('The province of a paper ticket (names its region when category is absent).'),
  /** The item's price for all its draws as the client saw it; checked as `priceUnit`. */
  calculatedPrice: clientMoney().optional(),
});
export type OrderItemInfoInput = z.input<typeof orderItemInfoSchema>;

export const customerInfoSchema = z.object({
  address: z.string().max(300).nullish(),
  customerName: z.string().max(100).nullish(),
  lat: latSchema.nullish(),
  lng: lngSchema.nullish(),
  phoneNumber: z.string().max(25).nullish(),
});

export const receiverInfoSchema = z.object({
  address: z.string().max(300).nullish(),
  cmnd: z.string().max(20).nullish(),
  lat: latSchema.nullish(),
  lng: lngSchema.nullish(),
  name: z.string().max(100).nullish(),
  phone: z.string().max(25).nullish(),
  email: z.string().max(200).nullish(),
  /** Shipping (delivery 0): the province (delivery.ts `provinceIdSchema`) and its zone. */
  provinceId: z.string().max(10).nullish(),
  districtId: z.string().max(20).nullish(),
});
