import { detectPrivateMode } from '@veso/shop-core';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import styles from './private-mode-gate.module.css';

/** Spec §2: the only text shown in a private/incognito browser. */
export const PRIVATE_MODE_MESSAGE =
  'Quý khách vui lòng không sử dụng trình duyệt ở chế độ ẩn danh để đảm bảo quyền lợi của chính mình.';

/** The screen of a private browser: the sentence and nothing else. */
export function PrivateModeNotice() {
  return (
    <main className={styles.gate}>
      <p className={styles.message}>{PRIVATE_MODE_MESSAGE}</p>
    </main>
  );
}

export type PrivateModeGateProps = {
  children: ReactNode;
  /** Resolves true in a private browser; `detectPrivateMode` by default. */
  detect?: () => Promise<boolean>;
};

/**
 * Shows the app, or only the private-mode sentence once the storage quota says the
 * browser is private. The app renders meanwhile: the check must not delay first paint.
 */
export function PrivateModeGate({ children, detect = detectPrivateMode }: PrivateModeGateProps) {
  const [isPrivate, setIsPrivate] = useState(false);
  useEffect(() => {
    let current = true;
    void detect().then((result) => {
      if (current) setIsPrivate(result);
    });
    return () => {
      current = false;
    };
  }, [detect]);
  return isPrivate ? <PrivateModeNotice /> : children;
}
