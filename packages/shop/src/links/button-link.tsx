import { Button } from '@veso/ui-kit';
import type { ButtonSize, ButtonVariant } from '@veso/ui-kit';
import type { MouseEvent, ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

export type ButtonLinkProps = {
  /** Path inside the app; the router adds the basename. */
  to: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Navigation state given to the page opened (e.g. where sign-in should return). */
  state?: unknown;
};

/** A ui-kit button that is a real link navigated by the router (no full page load). */
export function ButtonLink({ to, children, onClick, state, ...buttonProps }: ButtonLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { state });
  return (
    <Button
      {...buttonProps}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    >
      {children}
    </Button>
  );
}
