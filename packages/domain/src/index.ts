export {
  BuyType,
  Category,
  Channel,
  Delivery,
  EXCHANGE_TYPE_LABELS,
  ExchangeType,
  Group,
  LotteryType,
  ShipType,
  TicketGroup,
  TicketTypeId,
  WITHDRAW_METHOD_LABELS,
  WITHDRAW_METHOD_SLUGS,
  WithdrawMethod,
  withdrawMethodBySlug,
} from './enums';
export {
  EMBEDDED_COMPUTER_PRICE_UNIT,
  PRICE_UNIT,
  PRODUCT_FAMILY_LABELS,
  PRODUCT_IDS,
  PRODUCTS,
  getProduct,
  isProductId,
  productByRoute,
} from './catalog';
export type { NumberPick, NumberRange, Product, ProductFamily, ProductId } from './catalog';
export {
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  VN_TIME_ZONE,
  formatDate,
  formatDateTime,
  formatMoney,
  isDrawDateTime,
  parseDrawDateTime,
  parseMoney,
  toInstant,
} from './format';
export type { DateInput } from './format';
export {
  PHONE_MAX_LENGTH,
  PHONE_MESSAGES,
  PHONE_MIN_LENGTH,
  isValidPhone,
  maskPhone,
  msisdnToLocal,
  normalizeMsisdn,
  validatePhone,
} from './phone';
export { fixedClock, manualClock, systemClock } from './clock';
export type { Clock, ManualClock } from './clock';
