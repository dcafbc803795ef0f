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
export {
  appConfigSchema,
  buyMinConfigSchema,
  featureFlagsSchema,
  getConfigQuerySchema,
  orderTimeConfigSchema,
  pausedProductSchema,
} from './config';
export type { AppConfig, FeatureFlags, GetConfigQuery } from './config';
export {
  healthCheckStateSchema,
  healthChecksSchema,
  healthFailureSchema,
  healthSchema,
  readinessChecksSchema,
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
export {
  devClockBodySchema,
  devClockSchema,
  devMetricsSchema,
  devOtpMessageSchema,
  devOtpOutboxQuerySchema,
  devOtpOutboxSchema,
  devPrintingAgentBodySchema,
  devPrintingAgentSchema,
  devPrizeCreditBodySchema,
  devPrizeCreditSchema,
  PRINTING_AGENT_MODES,
} from './dev';
export type {
  DevClock,
  DevClockBody,
  DevMetrics,
  DevOtpMessage,
  DevOtpOutbox,
  DevOtpOutboxQuery,
  DevPrintingAgent,
  DevPrintingAgentBody,
  DevPrizeCredit,
  DevPrizeCreditBody,
  PrintingAgentMode,
} from './dev';
export {
  accountIdSchema,
  birthdaySchema,
  captchaConfigSchema,
  checkAccountQuerySchema,
  checkAccountSchema,
  deviceIdSchema,
  deviceInfoSchema,
  genderSchema,
  logoutSchema,
  passwordMd5Schema,
  phoneInputSchema,
  prizeBalanceQuerySchema,
  prizeBalanceSchema,
  profileFieldsSchema,
  refreshSessionQuerySchema,
  refreshSessionSchema,
  registerBodySchema,
  registerSchema,
  requestIdBodySchema,
  refreshSessionBodySchema,
  accountNameShape,
  requestIdSchema,
  resetPasswordBodySchema,
  sessionSchema,
  signinBodySchema,
  updateAccountInfoBodySchema,
  updateBodySchema,
  userInfoSchema,
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
  CheckAccountQuery,
  DeviceInfo,
  Gender,
  Logout,
  PrizeBalance,
  PrizeBalanceQuery,
  RefreshSession,
  RefreshSessionQuery,
  Register,
  RegisterBody,
  RequestIdBody,
  ResetPasswordBody,
  Session,
  SigninBody,
  UpdateAccountInfoBody,
  UpdateBody,
  UserInfo,
} from './auth';
export {
  otpPurposeSchema,
  sendOtpBodySchema,
  sendOtpSchema,
  verifyOtpBodySchema,
  verifyOtpQuerySchema,
  verifyOtpSchema,
} from './otp';
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
  checkMidSchema,
  checkPasswordBodySchema,
  checkPasswordSchema,
  checkSigSchema,
  embedDataSchema,
  embedParamsSchema,
  embedRegisterBodySchema,
  embedRegisterSchema,
  embedSigninBodySchema,
  embedSigninSchema,
  genCheckSumQuerySchema,
  genCheckSumSchema,
  getAccountInfoBodySchema,
  sandboxLaunchBodySchema,
  sandboxLaunchSchema,
  updateMidBodySchema,
  walletLinkSchema,
  webCheckAccountQuerySchema,
  webCheckAccountSchema,
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
  ActiveDataBody,
  CheckMid,
  CheckMidBody,
  CheckPassword,
  CheckPasswordBody,
  CheckSig,
  EmbedData,
  EmbedParams,
  EmbedRegister,
  EmbedRegisterBody,
  EmbedSignin,
  EmbedSigninBody,
  GenCheckSum,
  GenCheckSumQuery,
  GetAccountInfoBody,
  SandboxLaunch,
  SandboxLaunchBody,
  UpdateMidBody,
  WalletLink,
  WebCheckAccount,
  WebCheckAccountQuery,
  WebUpdateAccountBody,
} from './embed';
export {
  bankAccountNameSchema,
  bankAccountNumberSchema,
  bankListSchema,
  bankSchema,
  makeWithdrawBodySchema,
  makeWithdrawSchema,
  rewardFeeListSchema,
  rewardFeeSchema,
  withdrawFeeQuerySchema,
  withdrawFeeSchema,
  withdrawHistoryBodySchema,
  withdrawHistorySchema,
  withdrawMethodSchema,
  withdrawStatusSchema,
  withdrawalSchema,
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
  WithdrawHistoryBody,
  Withdrawal,
} from './withdraw';
export {
  bankTransferQuerySchema,
  bankTransferSchema,
  createPaymentBodySchema,
  methodPaymentQuerySchema,
  paymentCallbackBodySchema,
  paymentCallbackSchema,
  paymentIdParamsSchema,
  paymentMethodListSchema,
  paymentMethodSchema,
  paymentSchema,
  paymentStatusSchema,
  topupMethodSchema,
} from './payments';
export { SANDBOX_PAY_PATH, TOPUP_METHODS, paymentPaths } from './payment-paths';
export type {
  BankTransfer,
  CreatePaymentBody,
  Payment,
  PaymentCallbackBody,
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
export {
  drawConfigEntrySchema,
  drawPeriodSchema,
  drawPeriodsQuerySchema,
  kenoAvailableGroupSchema,
  kenoAvailableListSchema,
  kenoAvailableQuerySchema,
  kenoPeriodSchema,
  periodListQuerySchema,
  periodListSchema,
  periodStatusSchema,
} from './results/periods';
export type {
  DrawConfigEntry,
  DrawPeriod,
  DrawPeriodsQuery,
  KenoAvailableGroup,
  KenoAvailableList,
  KenoAvailableQuery,
  KenoPeriod,
  PeriodList,
  PeriodListQuery,
  PeriodStatus,
} from './results/periods';
export {
  drawResultSchema,
  prizeTierSchema,
  resultGroupSchema,
  resultNumbersSchema,
} from './results/draw-result';
export { kenoSummarySchema } from './results/keno-summary';
export type { DrawResult, PrizeTier, ResultGroup, ResultNumbers } from './results/draw-result';
export type { KenoSummary } from './results/keno-summary';
export {
  customerResultDrawQuerySchema,
  dayQuerySchema,
  groupByDayQuerySchema,
  groupByDaySchema,
  includeGeneratedQuerySchema,
  latestResultsSchema,
  resultListQuerySchema,
  resultPageQuerySchema,
  resultPageSchema,
  resultPeriodQuerySchema,
  xsktResultDrawQuerySchema,
} from './results/lists';
export type {
  CustomerResultDrawQuery,
  GroupByDay,
  GroupByDayQuery,
  LatestResults,
  ResultListQuery,
  ResultPage,
  ResultPeriodQuery,
  XsktResultDrawQuery,
} from './results/lists';
export {
  digitCountSchema,
  drawBalanceSchema,
  numberStatSchema,
  statisticProductSchema,
  statisticQuerySchema,
  statisticSchema,
} from './results/statistics';
export type { NumberStat, Statistic, StatisticProduct, StatisticQuery } from './results/statistics';
export {
  kenoLastResultSchema,
  kenoLastResultsQuerySchema,
  kenoLastResultsSchema,
  kenoStatsQuerySchema,
  kenoSuggestionsQuerySchema,
  kenoSuggestionsSchema,
  kenoTopQuerySchema,
  kenoTopSchema,
} from './results/keno-stats';
export type {
  KenoLastResult,
  KenoLastResults,
  KenoStatsQuery,
  KenoSuggestions,
  KenoSuggestionsQuery,
  KenoTop,
  KenoTopQuery,
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
export {
  customerInfoSchema,
  cutoffPolicySchema,
  kenoSideBetSchema,
  numberFormSchema,
  numberInfoSchema,
  orderItemInfoSchema,
  orderProductSchema,
  orderableProductSchema,
  receiverInfoSchema,
} from './orders/common';
export type {
  CutoffPolicy,
  NumberForm,
  NumberInfoInput,
  OrderItemInfoInput,
  OrderProduct,
  OrderableProduct,
} from './orders/common';
export {
  drawRefSchema,
  orderDetailSchema,
  orderItemSchema,
  orderSchema,
  orderStateSchema,
  pricedNumberInfoSchema,
  prizeWinSchema,
  ticketSchema,
  ticketStatusSchema,
} from './orders/order';
export type { DrawRef, Order, OrderDetail, OrderItem, Ticket } from './orders/order';
export {
  agreedAmountSchema,
  confirmOrderBodySchema,
  confirmOrderSchema,
  reserveAndPayBodySchema,
  reserveAndPaySchema,
  orderIdQuerySchema,
  paymentInfoSchema,
  reserveOrderBodySchema,
  reserveQuerySchema,
} from './orders/checkout';
export type {
  ConfirmOrder,
  ConfirmOrderBody,
  PaymentInfo,
  ReserveOrderBody,
  ReserveAndPayBody,
  ReserveAndPay,
} from './orders/checkout';
export {
  reportTicketBodySchema,
  reportTicketSchema,
  ticketImageParamsSchema,
} from './orders/tickets';
export type { ReportTicket, ReportTicketBody } from './orders/tickets';
export {
  historyQuerySchema,
  lottoHistoryQuerySchema,
  orderHistorySchema,
  orderSummarySchema,
  paperTicketListSchema,
  paperTicketSchema,
  productHistoryQuerySchema,
} from './orders/history';
export type {
  HistoryQuery,
  LottoHistoryQuery,
  OrderHistory,
  OrderSummary,
  PaperTicket,
  PaperTicketList,
} from './orders/history';
export {
  notificationDetailQuerySchema,
  notificationListSchema,
  notificationSchema,
  notificationsQuerySchema,
} from './orders/notifications';
export type { Notification, NotificationList } from './orders/notifications';
export {
  playLimitsSchema,
  selfExclusionBodySchema,
  selfExclusionPeriodSchema,
  setPlayLimitsBodySchema,
  spendingLimitsSchema,
  spendingReportQuerySchema,
  spendingReportSchema,
} from './orders/responsible-play';
export type {
  PlayLimits,
  SelfExclusionBody,
  SetPlayLimitsBody,
  SpendingLimits,
  SpendingReport,
} from './orders/responsible-play';
export {
  createSubscriptionBodySchema,
  subscriptionActionBodySchema,
  subscriptionListSchema,
  subscriptionSchema,
  subscriptionStatusSchema,
} from './orders/subscriptions';
export type {
  CreateSubscriptionBody,
  Subscription,
  SubscriptionActionBody,
  SubscriptionList,
} from './orders/subscriptions';
export {
  kenoCancelBodySchema,
  kenoCancelListSchema,
  kenoLevelPrizeSchema,
  kenoOperatorAccessSchema,
  kenoOrderConfigSchema,
  kenoReceiverInfoSchema,
  kenoReserveAndPayBodySchema,
  kenoReserveBodySchema,
  kenoTicketLevelListSchema,
} from './orders/keno';
export type {
  KenoCancelBody,
  KenoCancelList,
  KenoOperatorAccess,
  KenoOrderConfig,
  KenoReserveAndPayBody,
  KenoReserveBody,
  KenoTicketLevelList,
} from './orders/keno';
export { devCustomerBodySchema, devCustomerSchema, devRunOrderJobsSchema } from './orders/dev';
export type { DevCustomer, DevCustomerBody, DevRunOrderJobs } from './orders/dev';
export {
  createPayBodySchema,
  deliveryZoneSchema,
  districtListSchema,
  districtQuerySchema,
  districtSchema,
  orderPaymentSchema,
  payStatusQuerySchema,
  provinceIdSchema,
  provinceListSchema,
  provinceSchema,
  shipFeeBodySchema,
  shipFeeSchema,
} from './delivery';
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
  DistrictQuery,
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
  drawCategoryQuerySchema,
  paymentLimitSchema,
  pickSizePriceSchema,
  priceCoverTicketQuerySchema,
  priceCoverTicketSchema,
  xsdtHistoryQuerySchema,
  xsdtNextDrawSchema,
  xsdtPlayFormSchema,
  xsdtProductInfoSchema,
  xsdtProductSchema,
  xsdtUtilityListQuerySchema,
  xsdtUtilityListSchema,
} from './xsdt';
export { xsdtPaths } from './xsdt-paths';
export type {
  DrawCategoryQuery,
  PickSizePrice,
  PriceCoverTicket,
  PriceCoverTicketQuery,
  XsdtHistoryQuery,
  XsdtProduct,
  XsdtProductInfo,
  XsdtUtilityList,
  XsdtUtilityListQuery,
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
  categoryStockSchema,
  devLoadStockBodySchema,
  groupByCategoryQuerySchema,
  groupByCategorySchema,
  hotCategoryQuerySchema,
  hotCategorySchema,
  hotNumberSchema,
  numberSetListSchema,
  numberSetSchema,
  provinceStockSchema,
  saleListQuerySchema,
  stockImportSchema,
  stockStatusSchema,
  stockTicketListSchema,
  stockTicketSchema,
  wholeSetQuerySchema,
  xsktCategorySchema,
  xsktDateSchema,
  xsktProductSchema,
} from './xskt/stock';
export type {
  ByNumberQuery,
  DevLoadStockBody,
  GroupByCategory,
  GroupByCategoryQuery,
  HotCategory,
  HotCategoryQuery,
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
export {
  holdBodySchema,
  holdListSchema,
  holdSchema,
  releaseBodySchema,
  releaseSchema,
  wholeSetRefSchema,
} from './xskt/holds';
export type { HoldBody, HoldList, Release, ReleaseBody, WholeSetRef } from './xskt/holds';
export {
  xsktHistoryQuerySchema,
  xsktNumberInfoSchema,
  xsktOrderCreateBodySchema,
  xsktOrderItemInfoSchema,
  xsktOrderListSchema,
  xsktOrderSchema,
  xsktOrderSummarySchema,
  xsktPaperTicketSchema,
  xsktTicketBookSchema,
} from './xskt/orders';
export type {
  XsktHistoryQuery,
  XsktOrder,
  XsktOrderCreateBody,
  XsktOrderItemInfo,
  XsktOrderList,
  XsktPaperTicket,
  XsktTicketBook,
} from './xskt/orders';
export {
  hotProductSchema,
  productHotQuerySchema,
  productHotSchema,
  xsktDaySchema,
  xsttProductSchema,
  xsttUtilityListQuerySchema,
  xsttUtilityListSchema,
} from './xskt/products';
export type {
  ProductHot,
  XsttProduct,
  XsttUtilityList,
  XsttUtilityListQuery,
} from './xskt/products';
export {
  CONTENT_KEYS,
  CONTENT_SCHEMAS,
  bannerListSchema,
  bannerSchema,
  contentDocumentSchema,
  documentSectionSchema,
  helpVideoListSchema,
  helpVideoSchema,
  linkKenoSchema,
  playGuideListSchema,
  playGuideSchema,
  sendSupportRequestBodySchema,
  supportRequestListSchema,
  supportRequestSchema,
  supportRequestsQuerySchema,
  systemContentSchema,
  webviewBannerQuerySchema,
  webviewSystemSchema,
} from './content';
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
  WebviewBannerQuery,
  WebviewSystem,
} from './content';
export type { SupportStatus, SupportTopic } from './content-paths';
export { groupDevPaths, groupPaths } from './group-play/paths';
export { GROUP_MESSAGES } from './group-play/messages';
export {
  GROUP_KINDS,
  GROUP_PRODUCTS,
  GROUP_STATUSES,
  devGroupFillBodySchema,
  devGroupFlagBodySchema,
  devGroupFillSchema,
  devGroupRunSchema,
  groupAddTicketBodySchema,
  groupBigWinQuerySchema,
  groupConfigSchema,
  groupConfirmBodySchema,
  groupDetailSchema,
  groupHistoryQuerySchema,
  groupIdQuerySchema,
  groupItemSchema,
  groupKindSchema,
  groupLeaveBodySchema,
  groupListQuerySchema,
  groupListSchema,
  groupListTypeSchema,
  groupMemberSchema,
  groupMemberStateSchema,
  groupMinePartSchema,
  groupProductInfoSchema,
  groupProductSchema,
  groupPurchaseSchema,
  groupReserveBodySchema,
  groupSchema,
  groupSharePayBodySchema,
  groupSharePayQuerySchema,
  groupSharePaymentSchema,
  groupStatusSchema,
} from './group-play/group';
export type {
  DevGroupFill,
  DevGroupFillBody,
  DevGroupFlagBody,
  DevGroupRun,
  Group,
  GroupAddTicketBody,
  GroupBigWinQuery,
  GroupConfig,
  GroupConfirmBody,
  GroupDetail,
  GroupHistoryQuery,
  GroupIdQuery,
  GroupItem,
  GroupKind,
  GroupLeaveBody,
  GroupList,
  GroupListQuery,
  GroupListType,
  GroupMember,
  GroupMemberState,
  GroupMinePart,
  GroupProduct,
  GroupPurchase,
  GroupReserveBody,
  GroupSharePayBody,
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
