import { telHref } from '@veso/domain';
import { useAppConfigState } from '@veso/shop-core';
import { PhoneIcon } from '@veso/ui-kit';
import styles from './app-drawer.module.css';

/**
 * Spec §9: the support phone number on screen, from the app config (the operator's
 * `VESO_SUPPORT_PHONE`); a tap dials it. Nothing while the config is not there (the
 * contact page in the menu still gives it).
 */
export function DrawerSupport() {
  const phone = useAppConfigState().data?.supportPhone;
  if (!phone) return null;
  return (
    <p className={styles.support}>
      <span className={styles.supportLabel}>Tổng đài hỗ trợ</span>
      <a href={telHref(phone)} className={styles.supportPhone}>
        <PhoneIcon size={20} />
        {phone}
      </a>
    </p>
  );
}
