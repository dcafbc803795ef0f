// The global stylesheet (tokens, reset, focus ring, reduced motion) loads once with the kit.
import './theme/global.css';

export { ThemeRoot } from './theme/theme-root';
export type { ThemeRootProps } from './theme/theme-root';
export { MAX_WIDTH_PX, tokens } from './theme/tokens';
export type { Tokens } from './theme/tokens';

export {
  CartIcon,
  CheckIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  ErrorIcon,
  InboxIcon,
  InfoIcon,
  MenuIcon,
  PhoneIcon,
  RefreshIcon,
  SuccessIcon,
} from './icons/icons';
export type { IconProps } from './icons/icons';

export { VisuallyHidden } from './components/visually-hidden/visually-hidden';
export type { VisuallyHiddenProps } from './components/visually-hidden/visually-hidden';

export { Logo, LogoMark, Spinner } from './components/logo/logo';
export type { LogoMarkProps, LogoProps, SpinnerProps } from './components/logo/logo';

export { Button, IconButton } from './components/button/button';
export type {
  ButtonAsButtonProps,
  ButtonAsLinkProps,
  ButtonProps,
  ButtonSize,
  ButtonVariant,
  IconButtonProps,
} from './components/button/button';

export { PhoneField, TextField } from './components/text-field/text-field';
export type { PhoneFieldProps, TextFieldProps } from './components/text-field/text-field';

export { Dialog, YesNoDialog } from './components/dialog/dialog';
export type { DialogProps, YesNoDialogProps } from './components/dialog/dialog';

export {
  TOAST_DEFAULT_MS,
  TOAST_MAIN_GROUP_MS,
  TOAST_MAX,
  ToastViewport,
} from './components/toast/toast-viewport';
export type {
  ToastMessage,
  ToastTone,
  ToastViewportProps,
} from './components/toast/toast-viewport';

export { LoadingDialog, LoadingOverlay } from './components/loading/loading';
export type { LoadingDialogProps, LoadingOverlayProps } from './components/loading/loading';

export { PagingBar } from './components/paging-bar/paging-bar';
export type { PagingBarProps } from './components/paging-bar/paging-bar';

export { Drawer } from './components/drawer/drawer';
export type { DrawerProps } from './components/drawer/drawer';

export { TicketCard } from './components/ticket-card/ticket-card';
export type {
  TicketCardProps,
  TicketNumberSet,
  TicketStatusTone,
} from './components/ticket-card/ticket-card';

export { NumberGrid, pickCountText } from './components/number-grid/number-grid';
export type { NumberGridProps } from './components/number-grid/number-grid';

export { Money } from './components/money/money';
export { BuyBar } from './components/buy-bar/buy-bar';
export type { BuyBarAction, BuyBarProps } from './components/buy-bar/buy-bar';
export { GENERATED_RESULT_LABEL, GeneratedTag } from './components/generated-tag/generated-tag';
export type { GeneratedTagProps } from './components/generated-tag/generated-tag';
export type { MoneyProps } from './components/money/money';
export { DateTime } from './components/date-time/date-time';
export type { DateTimeProps } from './components/date-time/date-time';

export { Skeleton, SkeletonGroup } from './components/skeleton/skeleton';
export type { SkeletonGroupProps, SkeletonProps } from './components/skeleton/skeleton';

export { EmptyState, ErrorState } from './components/states/states';
export type { EmptyStateProps, ErrorStateProps } from './components/states/states';

export { formatMoneyShort, JackpotAmount } from './components/jackpot/jackpot-amount';
export type { JackpotAmountProps } from './components/jackpot/jackpot-amount';
export { GAME_MARKS, GameMark, gameToneStyle } from './components/game-mark/game-mark';
export type { GameMarkProps } from './components/game-mark/game-mark';
