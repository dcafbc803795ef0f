import { useAppConfigState } from '@veso/shop-core';
import { Button, Dialog } from '@veso/ui-kit';
import { useId, useState } from 'react';
import { useHref, useLocation } from 'react-router';
import { useShopContext } from '../app/shop-context';
import styles from './popups.module.css';
import { PromoPopup } from './promo-popup';

/** Spec §2: title of the domain-change notice. */
export const DOMAIN_NOTICE_TITLE = 'THÔNG BÁO ĐỔI TÊN MIỀN';

export type DomainNoticeDialogProps = {
  open: boolean;
  newHost: string;
  /** Where the button goes: the same page on the new host. */
  newUrl: string;
  onClose: () => void;
};

/** The notice itself: the new address and a button to it. */
export function DomainNoticeDialog({ open, newHost, newUrl, onClose }: DomainNoticeDialogProps) {
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={DOMAIN_NOTICE_TITLE}
      describedBy={textId}
      actions={
        <Button href={newUrl} fullWidth>
          Truy cập trang mới
        </Button>
      }
    >
      <p id={textId} className={styles.text}>
        VeSo đã chuyển sang tên miền mới <span className={styles.host}>{newHost}</span>. Quý khách
        vui lòng truy cập địa chỉ mới để tiếp tục mua vé và theo dõi tài khoản.
      </p>
    </Dialog>
  );
}

type Stage = 'waiting' | 'notice' | 'promo' | 'done';

export type DomainNoticeProps = {
  /** True once the page has been open 2 s (`ShopPopups` keeps the clock). */
  due: boolean;
};

/**
 * On the old production host (from the app config), opens the domain-change notice when
 * it is due; closing it opens the promo popup when one is configured.
 */
export function DomainNotice({ due }: DomainNoticeProps) {
  const { host } = useShopContext();
  const { data: config } = useAppConfigState();
  const location = useLocation();
  // The same page on the new host, basename included.
  const pagePath = useHref({ pathname: location.pathname, search: location.search });
  const [stage, setStage] = useState<Stage>('waiting');

  if (!config) return null;
  const { oldHost, newHost } = config.domainNotice;
  const onOldHost = oldHost !== '' && host === oldHost;
  const current: Stage = stage === 'waiting' && due && onOldHost ? 'notice' : stage;
  const promo = config.promoPopup;

  return (
    <>
      <DomainNoticeDialog
        open={current === 'notice'}
        newHost={newHost}
        newUrl={`https://${newHost}${pagePath}`}
        onClose={() => setStage(promo ? 'promo' : 'done')}
      />
      {promo ? (
        <PromoPopup open={current === 'promo'} promo={promo} onClose={() => setStage('done')} />
      ) : null}
    </>
  );
}
