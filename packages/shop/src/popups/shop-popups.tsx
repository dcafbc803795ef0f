import { useEffect, useState } from 'react';
import { lazyIsland } from '../data/data-island';

/** Spec §2: the domain-change notice opens 2 s after load. */
export const DOMAIN_NOTICE_DELAY_MS = 2000;

const DomainNotice = lazyIsland(() => import('./domain-notice').then((m) => m.DomainNotice));

/**
 * The popups of the root: the clock starts with the frame, the notice itself (it needs
 * the app config) is an island that loads with the data layer.
 */
export function ShopPopups() {
  const [due, setDue] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDue(true), DOMAIN_NOTICE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return <DomainNotice due={due} />;
}
