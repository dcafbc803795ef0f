import type { ReactNode, SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & {
  /** Edge length in CSS pixels. */
  size?: number;
  /** Accessible name; without it the icon is decorative and hidden from assistive tech. */
  title?: string;
};

function createIcon(displayName: string, paths: ReactNode) {
  function Icon({ size = 24, title, ...rest }: IconProps) {
    const a11y = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true };
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        {...a11y}
        {...rest}
      >
        {title ? <title>{title}</title> : null}
        {paths}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

export const CloseIcon = createIcon('CloseIcon', <path d="M6 6l12 12M18 6L6 18" />);
export const ChevronLeftIcon = createIcon('ChevronLeftIcon', <path d="M15 5l-7 7 7 7" />);
export const ChevronRightIcon = createIcon('ChevronRightIcon', <path d="M9 5l7 7-7 7" />);
export const CheckIcon = createIcon('CheckIcon', <path d="M5 12.5l4.5 4.5L19 7.5" />);
export const MenuIcon = createIcon('MenuIcon', <path d="M4 7h16M4 12h16M4 17h16" />);
export const RefreshIcon = createIcon(
  'RefreshIcon',
  <>
    <path d="M20 11a8 8 0 1 0-2.3 5.7" />
    <path d="M20 4v7h-7" />
  </>,
);
export const InfoIcon = createIcon(
  'InfoIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v6M12 7.5v.5" />
  </>,
);
export const SuccessIcon = createIcon(
  'SuccessIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l3 3 5-6" />
  </>,
);
export const ErrorIcon = createIcon(
  'ErrorIcon',
  <>
    <path d="M12 3l9.5 17h-19z" />
    <path d="M12 10v4.5M12 17.5v.5" />
  </>,
);
export const InboxIcon = createIcon(
  'InboxIcon',
  <>
    <path d="M3 13l3-8h12l3 8v6H3z" />
    <path d="M3 13h5l1.5 2.5h5L16 13h5" />
  </>,
);
export const CartIcon = createIcon(
  'CartIcon',
  <>
    <path d="M3 4h2.5l2.2 10.5h10.6L20.5 7H6.4" />
    <circle cx="9.5" cy="19" r="1.5" />
    <circle cx="17" cy="19" r="1.5" />
  </>,
);
export const PhoneIcon = createIcon(
  'PhoneIcon',
  <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />,
);
