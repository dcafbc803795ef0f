import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon } from '../../icons/icons';
import { IconButton } from '../button/button';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './toast-viewport.module.css';

/** Display time of a toast unless told otherwise (spec §9). */
export const TOAST_DEFAULT_MS = 5000;
/** Display time of the main alert group (spec §9). */
export const TOAST_MAIN_GROUP_MS = 7000;
/** At most this many toasts show at once (spec §9). */
export const TOAST_MAX = 5;

export type ToastTone = 'info' | 'success' | 'error';

export type ToastMessage = {
  id: string;
  message: string;
  tone?: ToastTone;
  /** Auto-dismiss delay; default {@link TOAST_DEFAULT_MS}. 0 or Infinity keeps it until closed. */
  durationMs?: number;
};

export type ToastViewportProps = {
  /** Newest first, as the shop's toast list keeps them; only the first {@link TOAST_MAX} show. */
  toasts: readonly ToastMessage[];
  /** Called when a toast times out or its close button is pressed. */
  onDismiss: (id: string) => void;
  /** Name of the region. */
  label?: string;
  closeLabel?: string;
};

const TONE_TEXT: Record<ToastTone, string> = {
  info: 'Thông tin: ',
  success: 'Thành công: ',
  error: 'Lỗi: ',
};

const TONE_ICON = { info: InfoIcon, success: SuccessIcon, error: ErrorIcon } as const;

type ToastItemProps = { toast: ToastMessage; onDismiss: (id: string) => void; closeLabel: string };

function ToastItem({ toast, onDismiss, closeLabel }: ToastItemProps) {
  const tone = toast.tone ?? 'info';
  const duration = toast.durationMs ?? TOAST_DEFAULT_MS;
  const sticky = duration <= 0 || !Number.isFinite(duration);
  // Pointer over or focus inside pauses the countdown so the message can be read or closed.
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(duration);
  const dismiss = useEffectEvent(() => onDismiss(toast.id));
  const paused = hovered || focused;

  useEffect(() => {
    if (sticky || paused) return undefined;
    const started = Date.now();
    const timer = setTimeout(dismiss, Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [sticky, paused]);

  const Icon = TONE_ICON[tone];
  return (
    <li
      className={`${styles.toast} ${styles[tone]}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <Icon size={20} className={styles.icon} />
      <p className={styles.message}>
        <VisuallyHidden>{TONE_TEXT[tone]}</VisuallyHidden>
        {toast.message}
      </p>
      <IconButton label={closeLabel} onClick={() => onDismiss(toast.id)}>
        <CloseIcon size={20} />
      </IconButton>
    </li>
  );
}

/**
 * The toast stack: a polite live region at the top of the frame. Each toast closes
 * itself after its `durationMs` (paused while pointed at or focused) or from its close
 * button; both call `onDismiss(id)` and the owner removes it from `toasts`.
 */
export function ToastViewport({
  toasts,
  onDismiss,
  label = 'Thông báo',
  closeLabel = 'Đóng thông báo',
}: ToastViewportProps) {
  // The region is always in the page so screen readers notice what is added to it.
  return (
    <div className={styles.viewport} role="status" aria-live="polite" aria-label={label}>
      <ul className={styles.list}>
        {toasts.slice(0, TOAST_MAX).map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} closeLabel={closeLabel} />
        ))}
      </ul>
    </div>
  );
}
