export {
  Code,
  CODE_MESSAGES,
  SILENT_CODES,
  httpStatusForCode,
  isKnownCode,
  isSilentCode,
  messageForCode,
  RefusalReason,
  REFUSAL_RULES,
  isRefusalRule,
  REQUEST_ID_REUSED_MESSAGE,
} from './codes';
export type { CodeName, RefusalReasonData, RefusalRule, ResponseCode } from './codes';
export { envelopeSchema, errorEnvelopeSchema, fail, ok, refusalReasonSchema } from './envelope';
export type { Envelope } from './envelope';
export { APP_VERSION, CONFIG_TIMEOUT_MS, OS_TYPE, PACKAGE_VERSION } from './constants';
export { appConfigSchema } from './config';
export type { AppConfig, FeatureFlags, GetConfigQuery } from './config';
export {
  healthFailureSchema,
  healthSchema,
  readinessFailureSchema,
  readinessSchema,
} from './health';
export type {
  Health,
  HealthCheckState,
  HealthChecks,
  HealthFailure,
  Readiness,
  ReadinessChecks,
  ReadinessFailure,
} from './health';
export { API_BASE, API_BASES, paths, SSR_STATE_ID } from './paths';
export type { ApiBaseName } from './paths';
export { PRINTING_AGENT_MODES } from './dev';
export type {
  DevClock,
  DevClockBody,
  DevMetrics,
  DevOtpMessage,
  DevOtpOutbox,
  DevPrintingAgent,
  DevPrizeCredit,
  DevPrizeCreditBody,
  PrintingAgentMode,
} from './dev';
export {
  checkAccountQuerySchema,
  genderSchema,
  prizeBalanceQuerySchema,
  profileFieldsSchema,
  registerBodySchema,
  accountNameShape,
  resetPasswordBodySchema,
  signinBodySchema,
  updateAccountInfoBodySchema,
  updateBodySchema,
} from './auth';
export {
  CAPTCHA_HEADER,
  PRIZE_BALANCE_NAME,
  SANDBOX_CAPTCHA_TOKEN,
  SERVICE_ID,
  SESSION_HEADER,
  SESSION_TTL_MS,
  authPaths,
} from './auth-paths';
export type {
  AccountId,
  CaptchaConfig,
  CheckAccount,
  DeviceInfo,
  Gender,
  Logout,
  PrizeBalance,
  RefreshSession,
  Register,
  Session,
  SigninBody,
  UpdateAccountInfoBody,
  UpdateBody,
  UserInfo,
} from './auth';
export { sendOtpBodySchema, verifyOtpBodySchema } from './otp';
export {
  OTP_COOLDOWN_MS,
  OTP_DAILY_LIMIT,
  OTP_LENGTH,
  OTP_MAX_WRONG,
  OTP_PURPOSES,
  OTP_TOKEN_TTL_MS,
  OTP_TTL_MS,
  isOtpPurpose,
  otpPaths,
} from './otp-paths';
export type { SendOtp, SendOtpBody, VerifyOtp, VerifyOtpBody, VerifyOtpQuery } from './otp';
export type { OtpPurpose } from './otp-paths';
export {
  activeDataBodySchema,
  checkMidBodySchema,
  checkPasswordBodySchema,
  embedDataSchema,
  embedRegisterBodySchema,
  embedSigninBodySchema,
  genCheckSumQuerySchema,
  getAccountInfoBodySchema,
  sandboxLaunchBodySchema,
  updateMidBodySchema,
  webCheckAccountQuerySchema,
  webUpdateAccountBodySchema,
} from './embed';
export {
  EMBED_LINK_WINDOW_MS,
  EMBED_SIGNATURE_TTL_MS,
  SANDBOX_EMBED_SOURCE,
  checkSumMessage,
  embedPaths,
} from './embed-paths';
export type {
  CheckMid,
  CheckPassword,
  CheckSig,
  EmbedData,
  EmbedParams,
  EmbedRegister,
  EmbedSignin,
  GenCheckSum,
  SandboxLaunch,
  SandboxLaunchBody,
  WalletLink,
  WebCheckAccount,
} from './embed';
export {
  bankListSchema,
  makeWithdrawBodySchema,
  rewardFeeListSchema,
  withdrawHistoryBodySchema,
} from './withdraw';
export { WITHDRAW_MAX_AMOUNT, WITHDRAW_MIN_AMOUNT, withdrawPaths } from './withdraw-paths';
export type {
  Bank,
  BankList,
  MakeWithdraw,
  MakeWithdrawBody,
  RewardFee,
  RewardFeeList,
  WithdrawFee,
  WithdrawHistory,
  Withdrawal,
} from './withdraw';
export {
  createPaymentBodySchema,
  paymentCallbackBodySchema,
  paymentIdParamsSchema,
  topupMethodSchema,
} from './payments';
export { SANDBOX_PAY_PATH, TOPUP_METHODS, paymentPaths } from './payment-paths';
export type {
  BankTransfer,
  CreatePaymentBody,
  Payment,
  PaymentMethod,
  PaymentStatus,
  TopupMethod,
} from './payments';
export { statementEntrySchema, statementQuerySchema, statementSchema } from './wallet';
export {
  LEDGER_KINDS,
  STATEMENT_KINDS,
  STATEMENT_KIND_LABELS,
  ledgerKindLabel,
  ledgerKindsOf,
  walletPaths,
  type LedgerKind,
  type StatementKind,
} from './wallet-paths';
export type { Statement, StatementEntry, StatementQuery } from './wallet';
export {
  DRAW_PERIODS_MAX_LIMIT,
  RESULT_PRODUCTS,
  STATISTIC_PRODUCTS,
  kenoStatsPaths,
  resultPaths,
} from './results/paths';
export { jackpotSchema, resultProductSchema } from './results/common';
export type { Jackpot, ResultProduct } from './results/common';
export { periodListQuerySchema } from './results/periods';
export type {
  DrawConfigEntry,
  DrawPeriod,
  KenoAvailableGroup,
  KenoAvailableList,
  KenoPeriod,
  PeriodList,
  PeriodListQuery,
  PeriodStatus,
} from './results/periods';
export { kenoSummarySchema } from './results/keno-summary';
export type { DrawResult, PrizeTier, ResultGroup, ResultNumbers } from './results/draw-result';
export type { KenoSummary } from './results/keno-summary';
export { xsktResultDrawQuerySchema } from './results/lists';
export type { GroupByDay, LatestResults, ResultPage } from './results/lists';
export type { NumberStat, Statistic, StatisticProduct, StatisticQuery } from './results/statistics';
export type {
  KenoLastResult,
  KenoLastResults,
  KenoStatsQuery,
  KenoSuggestions,
  KenoTop,
} from './results/keno-stats';
export {
  KENO_REVEAL_INTERVAL_MS,
  kenoLiveCountdownSchema,
  kenoLiveDrawSchema,
  kenoLiveNumberSchema,
  kenoLiveSummarySchema,
} from './results/keno-live';
export type {
  KenoLiveCountdown,
  KenoLiveDraw,
  KenoLiveNumber,
  KenoLiveSummary,
} from './results/keno-live';
export { devDrawsRunBodySchema, devDrawsRunSchema } from './results/dev';
export type { DevDrawsRun, DevDrawsRunBody } from './results/dev';
export {
  AMOUNT_CHANGED_MESSAGE,
  ORDERABLE_PRODUCTS,
  ORDER_PRODUCTS,
  orderPaths,
} from './orders/paths';
export { numberInfoSchema, orderItemInfoSchema, receiverInfoSchema } from './orders/common';
export type {
  CutoffPolicy,
  NumberForm,
  NumberInfoInput,
  OrderItemInfoInput,
  OrderProduct,
  OrderableProduct,
} from './orders/common';
export type { DrawRef, Order, OrderDetail, OrderItem, Ticket } from './orders/order';
export {
  confirmOrderBodySchema,
  reserveAndPaySchema,
  reserveOrderBodySchema,
} from './orders/checkout';
export type {
  ConfirmOrder,
  ConfirmOrderBody,
  PaymentInfo,
  ReserveOrderBody,
  ReserveAndPayBody,
  ReserveAndPay,
} from './orders/checkout';
export { reportTicketBodySchema } from './orders/tickets';
export type { ReportTicket, ReportTicketBody } from './orders/tickets';
export { historyQuerySchema } from './orders/history';
export type {
  HistoryQuery,
  OrderHistory,
  OrderSummary,
  PaperTicket,
  PaperTicketList,
} from './orders/history';
export type { Notification, NotificationList } from './orders/notifications';
export { selfExclusionBodySchema, setPlayLimitsBodySchema } from './orders/responsible-play';
export type {
  PlayLimits,
  SelfExclusionBody,
  SetPlayLimitsBody,
  SpendingLimits,
  SpendingReport,
} from './orders/responsible-play';
export { createSubscriptionBodySchema, subscriptionActionBodySchema } from './orders/subscriptions';
export type {
  CreateSubscriptionBody,
  Subscription,
  SubscriptionActionBody,
  SubscriptionList,
} from './orders/subscriptions';
export { kenoCancelBodySchema, kenoReserveBodySchema } from './orders/keno';
export type {
  KenoCancelList,
  KenoOperatorAccess,
  KenoOrderConfig,
  KenoTicketLevelList,
} from './orders/keno';
export { devCustomerBodySchema, devCustomerSchema, devRunOrderJobsSchema } from './orders/dev';
export type { DevCustomer, DevCustomerBody, DevRunOrderJobs } from './orders/dev';
export { createPayBodySchema, deliveryZoneSchema } from './delivery';
export {
  DELIVERY_ZONES,
  deliveryPaths,
  embedOrderPaths,
  gatewayPaths,
  isDeliveryZone,
} from './delivery-paths';
export type {
  CreatePayBody,
  District,
  DistrictList,
  OrderPayment,
  Province,
  ProvinceList,
  ShipFee,
  ShipFeeBody,
} from './delivery';
export type { DeliveryZone } from './delivery-paths';
export {
  XSDT_PAYMENT_LIMIT_MESSAGES,
  XSDT_PRODUCTS,
  priceCoverTicketQuerySchema,
  xsdtHistoryQuerySchema,
} from './xsdt';
export { xsdtPaths } from './xsdt-paths';
export type {
  PickSizePrice,
  PriceCoverTicket,
  XsdtProduct,
  XsdtProductInfo,
  XsdtUtilityList,
} from './xsdt';
export {
  XSKT_HOLD_TTL_MS,
  XSKT_MESSAGES,
  XSKT_SALES_CLOSE_MINUTES,
  XSKT_TICKET_PRICE,
  xsktPaths,
} from './xskt/paths';
export { XSKT_PRODUCTS } from './xskt-products';
export type { XsktProduct } from './xskt-products';
export {
  byNumberQuerySchema,
  groupByCategoryQuerySchema,
  hotCategoryQuerySchema,
  saleListQuerySchema,
  wholeSetQuerySchema,
} from './xskt/stock';
export type {
  ByNumberQuery,
  GroupByCategory,
  HotCategory,
  NumberSet,
  NumberSetList,
  ProvinceStock,
  SaleListQuery,
  StockImport,
  StockStatus,
  StockTicket,
  StockTicketList,
  WholeSetQuery,
} from './xskt/stock';
export { holdBodySchema, releaseBodySchema } from './xskt/holds';
export type { HoldBody, HoldList, Release, ReleaseBody, WholeSetRef } from './xskt/holds';
export { xsktHistoryQuerySchema, xsktOrderCreateBodySchema } from './xskt/orders';
export type {
  XsktOrder,
  XsktOrderItemInfo,
  XsktOrderList,
  XsktPaperTicket,
  XsktTicketBook,
} from './xskt/orders';
export { xsttUtilityListQuerySchema } from './xskt/products';
export type { ProductHot, XsttProduct, XsttUtilityList } from './xskt/products';
export { CONTENT_KEYS, CONTENT_SCHEMAS } from './content';
export {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_MESSAGE_MIN,
  SUPPORT_STATUSES,
  SUPPORT_STATUS_LABELS,
  SUPPORT_TOPICS,
  SUPPORT_TOPIC_LABELS,
  SupportMessages,
  WEBVIEW_CHANNEL,
  contentPaths,
  supportRequestProblem,
} from './content-paths';
export type {
  Banner,
  BannerList,
  ContentDocument,
  ContentKey,
  DocumentSection,
  HelpVideo,
  HelpVideoList,
  LinkKeno,
  PlayGuide,
  PlayGuideList,
  SendSupportRequestBody,
  SupportRequest,
  SupportRequestList,
  SupportRequestsQuery,
  SystemContent,
  WebviewSystem,
} from './content';
export type { SupportStatus, SupportTopic } from './content-paths';
export { groupDevPaths, groupPaths } from './group-play/paths';
export { GROUP_MESSAGES } from './group-play/messages';
export {
  GROUP_KINDS,
  GROUP_PRODUCTS,
  GROUP_STATUSES,
  groupAddTicketBodySchema,
  groupBigWinQuerySchema,
  groupConfirmBodySchema,
  groupHistoryQuerySchema,
  groupLeaveBodySchema,
  groupListQuerySchema,
  groupReserveBodySchema,
  groupSharePayBodySchema,
  groupStatusSchema,
} from './group-play/group';
export type {
  DevGroupFill,
  DevGroupRun,
  Group,
  GroupAddTicketBody,
  GroupConfig,
  GroupDetail,
  GroupItem,
  GroupKind,
  GroupList,
  GroupListType,
  GroupMember,
  GroupMemberState,
  GroupMinePart,
  GroupProduct,
  GroupPurchase,
  GroupReserveBody,
  GroupSharePayment,
  GroupStatus,
} from './group-play/group';
export { bindEndpoints, defineEndpoints, fillPath } from './endpoint';
export type {
  BodyOf,
  BoundEndpoint,
  CallInput,
  Endpoint,
  EndpointFacts,
  EndpointShapes,
  HttpMethod,
  ParamsOf,
  PathParams,
  QueryOf,
  ResponseInputOf,
  ResponseOf,
  SessionMode,
} from './endpoint';
