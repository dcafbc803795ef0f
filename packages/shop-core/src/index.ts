export {
  APP_CHANNEL,
  CONFIG_QUERY,
  CONFIG_TIMEOUT_MS,
  HOME_PATH,
  HOME_TAB_PARAM,
  HOME_TAB_VALUE,
  LOGIN_PATH,
  REGISTER_PATH,
  SHOP_VERSION,
} from './constants';
export {
  clearSession,
  COOKIE_DAYS,
  COOKIE_NAMES,
  getAccountIdCookie,
  getEmbedParamsCookie,
  getNotifyFlag,
  getSessionCookie,
  getUserAreaCookie,
  NOTIFY_FLAGS,
  setAccountIdCookie,
  setEmbedParamsCookie,
  setNotifyFlag,
  setSessionCookie,
  setUserAreaCookie,
} from './cookies/cookies';
export type { EmbedParams, NotifyFlag } from './cookies/cookies';
export {
  appSlice,
  embedChanged,
  headerChanged,
  loadingChanged,
  pageTitleChanged,
  pageTitleCleared,
  selectAppVersion,
  selectEmbedType,
  selectIsEmbedApp,
  selectLoading,
  selectPageIcon,
  selectPageTitle,
} from './state/app-slice';
export type { AppState } from './state/app-slice';
export {
  embedDetected,
  selectAccountId,
  selectEmbedParams,
  selectIsEmbed,
  selectIsSignedIn,
  sessionSlice,
  signedIn,
  signedOut,
} from './state/session-slice';
export { initialSessionState, sessionFromBootstrap } from './state/session';
export type { SessionBootstrap, SessionState } from './state/session';
export { dismissToast, selectToasts, showToast, toastsSlice } from './state/toasts-slice';
export type { Toast, ToastInput } from './state/toasts-slice';
export {
  CART_FULL_MESSAGE,
  CART_MAX_ITEMS,
  cartCleared,
  cartItemAdded,
  cartItemRemoved,
  cartItemReplaced,
  cartNumberSetRemoved,
  cartSlice,
  selectCartCount,
  selectCartIsFull,
  selectCartItems,
} from './state/cart-slice';
export type { CartDrawInfo, CartItem, CartNumberInfo, CartState } from './state/cart-slice';
export {
  receiverCleared,
  receiverSlice,
  receiverUpdated,
  selectReceiver,
} from './state/receiver-slice';
export type { ReceiverState } from './state/receiver-slice';
export { rootReducer } from './state/root-reducer';
export type { AppDispatch, AppThunk, RootState } from './state/root-reducer';
export { addToCart, signOut } from './state/thunks';
export {
  apiAnswerReceived,
  callApi,
  loadAccount,
  sessionEndMiddleware,
  signIn,
  startSession,
} from './state/session-thunks';
export type { SignInInput } from './state/session-thunks';
export { sessionApi, usePrizeBalance, useUserInfo } from './api/session-api';
export { BALANCE_TAG } from '@veso/api-client';
export {
  createLocalStorage,
  createPersistConfig,
  createPersistedRootReducer,
  PERSIST_KEY,
  PERSIST_STORAGE_KEY,
  PERSISTED_SLICES,
} from './state/persist';
export { PERSIST_VERSION, persistMigrations } from './state/persist-migrations';
export type { PersistedRootState } from './state/persist';
export {
  appConfigApi,
  requestAppConfig,
  useAppConfig,
  useAppConfigState,
} from './api/app-config-api';
export { useAppDispatch, useAppSelector } from './hooks/store-hooks';
export { documentTitle, usePageTitle } from './hooks/use-page-title';
export { embedHomePath, RequireAuth, RequireGuest } from './guards/guards';
export { ServerRenderContext } from './ssr/server-render-context';
export { useRendersServerMarkup } from './ssr/use-server-markup';
export type { ServerRender } from './ssr/server-render-context';
export type { GuardRedirectState } from './guards/guards';
export { detectPrivateMode, PRIVATE_MODE_QUOTA_BYTES } from './private-mode/detect-private-mode';
export {
  answers,
  createEndpointFetch,
  createFakeFetch,
  createTestApiClient,
  errorResponse,
  offlineFetch,
  okResponse,
  TEST_API_ORIGIN,
  testApiBaseUrls,
} from './test/fake-api';
export type { EndpointAnswerer, EndpointFake, FakeApiHandler, FakeFetch } from './test/fake-api';
export { makeTestAppConfig } from './test/app-config-fixture';
export { makeTestPrizeBalance, makeTestSession, makeTestUserInfo } from './test/account-fixture';
export { makeTestPaperItem, makeTestStockTicket } from './test/paper-fixtures';
export { withStoryStore } from './test/story-decorator';
export type { StoryStoreOptions } from './test/story-decorator';
export { renderWithProviders, setupTestStore } from './test/render-with-providers';
export type { RenderWithProvidersOptions, TestStore } from './test/render-with-providers';
export {
  cartItemsTotal,
  isVietlottCartItem,
  makeVietlottCartItem,
  numberInfoPrice,
  numberSetError,
  numberSetLines,
  numberSetOfInfo,
  numberDigits,
  numberSetPrice,
  padNumber,
  toOrderItemInfo,
  VIETLOTT_CART_PRODUCTS,
  vietlottItemPrice,
} from './orders/vietlott-cart';
export type {
  CartProduct,
  ChosenDraw,
  NumberSet,
  VietlottCartItem,
  VietlottDrawInfo,
  VietlottNumberInfo,
} from './orders/vietlott-cart';
export {
  cartTicketCount,
  HOLD_EXPIRED_TEXT,
  holdCountdownText,
  holdExpired,
  holdPaperTickets,
  isPaperCartItem,
  makePaperCartItem,
  PAPER_HOLD_OFFLINE_MESSAGE,
  paperHeldUntil,
  paperItemName,
  paperItemPrice,
  paperOrderItemInfos,
  paperTicketLabel,
  paperTicketText,
  removePaperItem,
  renewPaperHold,
} from './orders/paper-cart';
export type { PaperCartItem, PaperCartTicket, PaperHoldOutcome } from './orders/paper-cart';
export { BALANCE_WATCH_MS, useBalanceWatch } from './orders/balance-watch';
export { NEWEST_NOTIFICATION_ARGS, useUnreadNotifications } from './orders/unread-notifications';
export { unreadBadgeText, unreadLabel } from './orders/unread-label';
export { anyPrizeOddsText, anyPrizeProbability } from './orders/prize-odds';
export { numberInfoFormText, numberInfoText } from './orders/cart-text';
export {
  NOTIFICATIONS_TAG,
  ORDERS_TAG,
  ordersApi,
  useGetDrawPeriodsQuery,
  useGetKenoOperatorAccessQuery,
  useGetLottoHistoryQuery,
  useGetNotificationQuery,
  useGetNotificationsQuery,
  useGetOrderHistoryQuery,
  useGetOrderQuery,
  useGetPaperTicketsQuery,
  useGetProductOrdersQuery,
  useGetVietlottHistoryQuery,
  useReportTicketMutation,
  PLAY_LIMITS_TAG,
  SUBSCRIPTIONS_TAG,
  useGetPlayLimitsQuery,
  useGetSpendingReportQuery,
  useGetSubscriptionsQuery,
  useSelfExcludeMutation,
  useSetPlayLimitsMutation,
  useSubscriptionActionMutation,
} from './orders/orders-api';
export type { LottoHistoryArgs, OrderHistoryArgs, ProductHistoryArgs } from './orders/orders-api';
export {
  failureOf,
  LOAD_ERROR_TITLE,
  OFFLINE_MESSAGE,
  OFFLINE_TITLE,
  QueryView,
} from './ui/query-view';
export type { QueryLike, QueryViewProps } from './ui/query-view';
export { countdownText, RenderNowContext, useNow } from './ui/use-now';
export {
  observeServerDate,
  observeServerNow,
  resetServerClock,
  serverClockOffset,
  serverNow,
  withServerClock,
} from './ui/server-clock';
export { pageCount, Pager } from './ui/pager';
export { MethodOption } from './ui/method-option';
export { TICKET_IMAGE_API_BASE, TicketImage } from './ui/ticket-image';
export type { TicketImageProps } from './ui/ticket-image';
export type { PagerProps } from './ui/pager';
export {
  makeTestNotification,
  makeTestNumberInfo,
  makeTestOrder,
  makeTestOrderSummary,
  makeTestPeriod,
  makeTestPeriodList,
  makeTestTicket,
} from './test/orders-fixtures';
export { liveDrawsHandler, makeTestLiveDraws } from './test/live-fixtures';
export {
  ADDED_MESSAGE,
  anyChosen,
  CART_PATH,
  drawsOfItem,
  invalidSet,
  MAX_SETS,
  NO_DRAW_MESSAGE,
  NOTHING_CHOSEN_MESSAGE,
  SET_LETTERS,
  setHasChoice,
  TicketActions,
  UPDATED_MESSAGE,
  useEditedItem,
  useSubmitTicket,
  useTicketForm,
} from './play/ticket-actions';
export type {
  GameLocationState,
  OneSetDraft,
  SubmitOutcome,
  TicketActionsProps,
  TicketDraft,
} from './play/ticket-actions';
export { openPeriods, PeriodPicker, toChosenDraw, useDrawChoice } from './play/period-picker';
export type { PeriodPickerProps } from './play/period-picker';
export { GameHeader, TicketFooter } from './play/game-frame';
export type { GameHeaderProps, TicketFooterProps } from './play/game-frame';
export { NumberSetList, pickDistinct, SetList, toggleNumber, useNumberSets } from './play/set-list';
export type { NumberSetListProps, NumberSets, SetListProps } from './play/set-list';
export {
  FAVOURITE_SAVED_MESSAGE,
  FAVOURITES_MAX,
  FavouriteSets,
  loadFavourites,
  sameSet,
  saveFavourites,
  useFavourites,
} from './play/favourites';
export type { FavouriteSetsProps } from './play/favourites';
export {
  LIVE_DRAWS_POLL_MS,
  liveDrawsApi,
  useKenoLiveRefresh,
  useLiveDraw,
} from './live/live-draws-api';
export type { LiveDraw, LiveDrawState } from './live/live-draws-api';
export { Countdown, LiveDrawBar, LiveDrawSummary, LiveDrawView } from './live/live-draw';
export { LiveDrawCardSkeleton } from './live/live-draw-skeleton';
export type { LiveDrawViewProps } from './live/live-draw';
export {
  firstDrawFrom,
  KenoHoursBanner,
  KenoReopening,
  kenoClosedReason,
  kenoPeriodsToAsk,
  useGetKenoOrderConfigQuery,
  useKenoSales,
} from './live/keno-hours';
export type { KenoSalesState, SalesHours } from './live/keno-hours';
export { OFFLINE_API_CACHE, forgetOfflineData } from './offline/offline-cache';
