import { useEffect, useEffectEvent, useRef } from 'react';
import type { RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

/** The tabbable elements inside `root`, in DOM order. */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[inert]') && !el.closest('[aria-hidden="true"]'),
  );
}

export type UseModalOptions = {
  open: boolean;
  /** Called on Escape; omit to make Escape do nothing (a blocking loader). */
  onEscape?: () => void;
  /** Element to focus on open; defaults to the modal container itself. */
  initialFocus?: RefObject<HTMLElement | null> | undefined;
};

/**
 * Modal behaviour shared by Dialog, Drawer and LoadingDialog: moves focus in on open,
 * keeps Tab inside, closes on Escape, locks page scroll, and gives focus back to the
 * element that opened it. Keys are listened to on the container, not the document, so a
 * modal opened from inside another (both portalled to body) only handles its own keys.
 */
export function useModal<T extends HTMLElement>({ open, onEscape, initialFocus }: UseModalOptions) {
  const ref = useRef<T>(null);

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    const container = ref.current;
    if (event.defaultPrevented || !container) return;
    if (event.key === 'Escape') {
      if (onEscape) {
        event.preventDefault();
        onEscape();
      }
      return;
    }
    if (event.key !== 'Tab') return;
    event.preventDefault();
    const items = focusableIn(container);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      container.focus();
      return;
    }
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.shiftKey) {
      (index <= 0 ? last : items[index - 1])?.focus();
    } else {
      (index === -1 || index === items.length - 1 ? first : items[index + 1])?.focus();
    }
  });

  useEffect(() => {
    const container = ref.current;
    if (!open || !container) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initialFocus?.current ?? container).focus();
    container.addEventListener('keydown', onKeyDown);
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      container.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open, initialFocus]);

  return ref;
}
