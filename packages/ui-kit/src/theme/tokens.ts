/**
 * The design tokens of `tokens.css` as `var(--veso-…)` references, for the rare inline
 * style or SVG attribute that cannot use a CSS Module. Names mirror the CSS custom
 * properties: `tokens.color.primary` is `var(--veso-color-primary)`.
 */
export const tokens = {
  color: {
    primary: 'var(--veso-color-primary)',
    primaryHover: 'var(--veso-color-primary-hover)',
    primaryActive: 'var(--veso-color-primary-active)',
    primarySoft: 'var(--veso-color-primary-soft)',
    onPrimary: 'var(--veso-color-on-primary)',
    accent: 'var(--veso-color-accent)',
    accentSoft: 'var(--veso-color-accent-soft)',
    onAccent: 'var(--veso-color-on-accent)',
    bg: 'var(--veso-color-bg)',
    surface: 'var(--veso-color-surface)',
    surfaceMuted: 'var(--veso-color-surface-muted)',
    text: 'var(--veso-color-text)',
    textMuted: 'var(--veso-color-text-muted)',
    border: 'var(--veso-color-border)',
    borderStrong: 'var(--veso-color-border-strong)',
    backdrop: 'var(--veso-color-backdrop)',
    success: 'var(--veso-color-success)',
    successSoft: 'var(--veso-color-success-soft)',
    danger: 'var(--veso-color-danger)',
    dangerSoft: 'var(--veso-color-danger-soft)',
    info: 'var(--veso-color-info)',
    infoSoft: 'var(--veso-color-info-soft)',
    warning: 'var(--veso-color-warning)',
    warningSoft: 'var(--veso-color-warning-soft)',
    focus: 'var(--veso-color-focus)',
  },
  /** One tone per draw calendar: its card, its page header and its picked balls. */
  game: {
    mega645: 'var(--veso-game-mega645)',
    power655: 'var(--veso-game-power655)',
    lotto535: 'var(--veso-game-lotto535)',
    keno: 'var(--veso-game-keno)',
    max3d: 'var(--veso-game-max3d)',
    max3dpro: 'var(--veso-game-max3dpro)',
    max4d: 'var(--veso-game-max4d)',
    dientoan636: 'var(--veso-game-dientoan636)',
    xsmb: 'var(--veso-game-xsmb)',
    xsmt: 'var(--veso-game-xsmt)',
    xsmn: 'var(--veso-game-xsmn)',
  },
  space: {
    1: 'var(--veso-space-1)',
    2: 'var(--veso-space-2)',
    3: 'var(--veso-space-3)',
    4: 'var(--veso-space-4)',
    5: 'var(--veso-space-5)',
    6: 'var(--veso-space-6)',
    8: 'var(--veso-space-8)',
  },
  radius: {
    sm: 'var(--veso-radius-sm)',
    md: 'var(--veso-radius-md)',
    lg: 'var(--veso-radius-lg)',
    full: 'var(--veso-radius-full)',
  },
  fontFamily: 'var(--veso-font-family)',
  fontSize: {
    xs: 'var(--veso-font-size-xs)',
    sm: 'var(--veso-font-size-sm)',
    md: 'var(--veso-font-size-md)',
    lg: 'var(--veso-font-size-lg)',
    xl: 'var(--veso-font-size-xl)',
    /** Every page's title (h1). */
    title: 'var(--veso-title-size)',
  },
  fontWeight: {
    regular: 'var(--veso-font-weight-regular)',
    bold: 'var(--veso-font-weight-bold)',
  },
  lineHeight: 'var(--veso-line-height)',
  maxWidth: 'var(--veso-max-width)',
  touchTarget: 'var(--veso-touch-target)',
  headerHeight: 'var(--veso-header-height)',
  shadow: {
    sm: 'var(--veso-shadow-sm)',
    lg: 'var(--veso-shadow-lg)',
  },
  duration: 'var(--veso-duration)',
  zIndex: {
    header: 'var(--veso-z-header)',
    drawer: 'var(--veso-z-drawer)',
    dialog: 'var(--veso-z-dialog)',
    overlay: 'var(--veso-z-overlay)',
    toast: 'var(--veso-z-toast)',
  },
} as const;

/** The shape of {@link tokens}. */
export type Tokens = typeof tokens;

/** The frame width of the shop in CSS pixels (`--veso-max-width`). */
export const MAX_WIDTH_PX = 450;
