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
  TicketStatus,
  TicketTypeId,
  WITHDRAW_METHOD_LABELS,
  WITHDRAW_METHOD_SLUGS,
  WithdrawMethod,
  withdrawMethodBySlug,
} from './enums';
export { SPENT_FOR_LIMITS } from './spending';
export {
  DRAW_CALENDAR_IDS,
  EMBEDDED_COMPUTER_PRICE_UNIT,
  KENO_LEVELS,
  KENO_SIDE_BET_LABELS,
  KENO_SIDE_BETS,
  PAPER_TICKET_PRICE,
  PLAY_FORM_LABELS,
  PRICE_UNIT,
  PRODUCT_FAMILY_LABELS,
  PRODUCT_IDS,
  PRODUCTS,
  SALE_STATUS_LABELS,
  getProduct,
  isProductId,
  productByRoute,
} from './catalog';
export {
  GROUP_PRODUCT_IDS,
  ORDERABLE_VIETLOTT_IDS,
  PAPER_PRODUCT_IDS,
  RESULT_CALENDAR_IDS,
  STATISTIC_CALENDAR_IDS,
  XSDT_PRODUCT_IDS,
} from './catalog-lists';
export type {
  OrderableVietlottId,
  PaperProductId,
  ResultCalendarId,
  StatisticCalendarId,
  XsdtProductId,
} from './catalog-lists';
export type {
  DiscontinuedProductId,
  DrawCalendarId,
  KenoLevel,
  KenoSideBet,
  NumberPick,
  NumberRange,
  PlayForm,
  PlayFormKind,
  Product,
  ProductFamily,
  ProductId,
  ProductIdOf,
  ResultShape,
  ResultTier,
  SaleStatus,
  StakeRule,
} from './catalog';
export {
  SPEC_ITEM_PRODUCTS,
  categoryOfDrawArea,
  productOfSpecItem,
  specNumberSetOf,
  specPlayFormOf,
} from './spec-items';
export type {
  SpecItemField,
  SpecItemKey,
  SpecItemProduct,
  SpecItemRow,
  SpecNumberSet,
  SpecNumberCount,
} from './spec-items';
export {
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  VN_TIME_ZONE,
  formatDate,
  formatDateTime,
  formatVnIso,
  isDrawDateTime,
  parseDrawDateTime,
  toInstant,
} from './format';
export { formatCount, formatMoney, parseMoney } from './money';
export {
  SPENDING_LIMIT_AMOUNT,
  SUBSCRIPTION_LIMITS,
  TOPUP_AMOUNT,
  WITHDRAW_AMOUNT,
} from './wallet-bounds';
export type { AmountBounds } from './wallet-bounds';
export type { DateInput } from './format';
export {
  PHONE_MAX_LENGTH,
  PHONE_FORMAT_HINT,
  PHONE_MESSAGES,
  PHONE_MIN_LENGTH,
  cleanPhone,
  isValidPhone,
  maskPhone,
  msisdnToLocal,
  normalizeMsisdn,
  telHref,
  validatePhone,
} from './phone';
export { fixedClock, manualClock, systemClock } from './clock';
export type { Clock, ManualClock } from './clock';
export {
  cancellationOn,
  drawCalendarOf,
  drawForOrder,
  drawsForOrder,
  drawsOn,
  isSalesOpen,
  nextSalesHoursChange,
  nextDraws,
  provincesOn,
  salesStatus,
} from './calendar/calendar';
export type { Cancellation, Draw, DrawSource, SalesStatus } from './calendar/calendar';
export { DRAW_CALENDARS, KENO_CLOSED_CODE, PROVINCE_SCHEDULE } from './calendar/calendar-data';
export type {
  CancelledDays,
  DrawCalendar,
  DrawTimes,
  RegionalCalendarId,
} from './calendar/calendar-data';
export {
  addDays,
  isDay,
  minutesOf,
  timeOf,
  vnDayOf,
  vnDayStart,
  vnInstant,
  vnMinuteOfDay,
  weekdayOf,
} from './calendar/days';
export { TET_DATES, TET_YEARS, tetCancelledDays } from './calendar/tet';
export type { TetRule } from './calendar/tet';
export {
  binomial,
  combinations,
  digitPermutationCount,
  digitPermutations,
  expandWildcards,
} from './pricing/combinatorics';
export { PICK_MESSAGES, generateLines, lineCount, validateSelection } from './pricing/lines';
export type { Line, PlaySelection } from './pricing/lines';
export { NUMBER_FORMS, selectionOf } from './pricing/number-sets';
export type { NumberForm, NumberSetFields } from './pricing/number-sets';
export {
  TICKET_MESSAGES,
  TICKET_RULES,
  checkNumberSet,
  validateNumberSet,
  wildcardFormsOf,
} from './pricing/ticket-rules';
export type {
  NumberSetCheck,
  RawNumber,
  RawNumberSet,
  TicketFamily,
  TicketRules,
} from './pricing/ticket-rules';
export {
  PAYMENT_LIMITS,
  SERVICE_FEE_PERCENT,
  cartItemPrice,
  cartTotal,
  feeCategoryPercent,
  paymentLimitOf,
  percentOf,
  serviceFeePercent,
  unitPriceFor,
  validatePaymentAmount,
} from './pricing/pricing';
export type { CartItemPriceInput, PaymentLimit, ServiceFeeKey } from './pricing/pricing';
export {
  CART_FULL_MESSAGE,
  CART_MAX_ITEMS,
  addToCart,
  canAddToCart,
  removeNumberSet,
} from './pricing/cart';
export type { CartAddResult, WithNumberSets } from './pricing/cart';
export {
  MINIMUM_AGE,
  PAGER_MAX_PAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  VALIDATION_MESSAGES,
  ageOn,
  hasSpecialCharacters,
  isAdult,
  hasVietnameseCharacters,
  isValidEmail,
  isValidIp,
  normalizePage,
  pagerPages,
  validateBirthday,
  validateForgotPasswordPhone,
  validateMinLength,
  validateNewPassword,
  validatePassword,
} from './validation';
export {
  ORDER_STATE_LABELS,
  ORDER_STATUS_LABELS,
  ORDER_STATUS_OTHER_LABEL,
  PRIZE_EXCHANGE_STATUS_LABELS,
  WINNING_LABEL,
  effectivePrizeExchangeStatus,
  groupCardLabel,
  orderStateLabel,
  orderStatusLabel,
  prizeExchangeStatusLabel,
  requestIdAt,
  shortRequestIdAt,
} from './labels';
export type { OrderPaymentState } from './labels';
export { PRIZE_TABLES } from './prizes/tables';
export { topPrizeOf, type TopPrize } from './prizes/top-prize';
export type {
  JackpotRule,
  KenoSideBetBand,
  KenoSideBetRule,
  KenoTable,
  Lotto535Table,
  LotoPrize,
  LotoTables,
  MatchGameTable,
  MatchTier,
  Max3dTable,
  Max3dTier,
  NamedPrize,
  PaperPrizeGroup,
  Power655Table,
  PrizeCap,
  PrizeTables,
  RegionalTable,
  TaxRule,
  XsmbTable,
} from './prizes/types';
export {
  assertStoredResult,
  storedResultProblem,
  parseLotto535Result,
  parseMax3dResult,
  parseMega645Result,
  parsePower655Result,
  parseRegionalResult,
  parseXsmbResult,
} from './settlement/results';
export {
  settleDientoan636,
  settleLotto535,
  settleMega645,
  settlePower655,
} from './settlement/match-games';
export type { Lotto535Line, SixNumberLine } from './settlement/match-games';
export {
  settleMax3d,
  settleMax3dPlus,
  settleMax3dPro,
  settleOmMax3dPlus,
} from './settlement/max3d';
export type {
  Max3dLine,
  Max3dPairLine,
  OmMax3dPlusLine,
  OmMax3dPlusPairWins,
} from './settlement/max3d';
export { settleKeno, settleKenoSideBet } from './settlement/keno';
export type { KenoLine } from './settlement/keno';
export { settleLoto2, settleLoto3, settleLoto5, settlePairedLoto } from './settlement/loto';
export type { LotoLine, PairedLotoLine } from './settlement/loto';
export { settleRegionalTicket, settleXsmbTicket } from './settlement/paper';
export type { RegionalTicket, XsmbTicket } from './settlement/paper';
export {
  lotto535SplitDue,
  resolveCappedPrize,
  resolvePowerJackpots,
  sharePool,
  splitLotto535Jackpot,
} from './settlement/pools';
export type {
  CappedWinner,
  Lotto535Split,
  PowerJackpotInput,
  PowerJackpotOutcome,
} from './settlement/pools';
export { prizeTax, taxTicket } from './settlement/tax';
export { GAME_RULES, gameRulesOf } from './settlement/games';
export type {
  GameRules,
  PaperTicketSet,
  PooledWin,
  Pots,
  SettledProductId,
} from './settlement/games';
export {
  CLAIM_IN_PERSON_ABOVE,
  PAPER_CLAIM_DAYS,
  VIETLOTT_CLAIM_DAYS,
  claimDaysOf,
  claimDeadline,
  claimsInPerson,
} from './settlement/claims';
export type { TaxedPrize } from './settlement/tax';
export type {
  Dientoan636Result,
  KenoResult,
  Lotto535Result,
  Max3dResult,
  Mega645Result,
  Power655Result,
  PrizePool,
  PrizeWin,
  RegionalResult,
  XsmbResult,
} from './settlement/types';
export {
  Code,
  CODE_MESSAGES,
  SILENT_CODES,
  isKnownCode,
  isSilentCode,
  messageForCode,
} from './codes';
export type { CodeName, ResponseCode } from './codes';
export {
  GROUP_PLAY_RULES,
  GROUP_TICKET_TYPES,
  completionPercent,
  groupDeadline,
  groupFeeCategory,
  groupTicketType,
  maxMemberShares,
  minLeaderShares,
  sharePriceOf,
  splitGroupPrize,
} from './group-play/group-play';
export type { GroupPrizePart, GroupProductId } from './group-play/group-play';
