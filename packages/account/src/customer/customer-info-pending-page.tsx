import type { UserInfo } from '@veso/contract';
import { QueryView, RequireAuth, usePageTitle, useUserInfo } from '@veso/shop-core';
import { EmptyState } from '@veso/ui-kit';
import { Link } from 'react-router';
import { ACCOUNT_PATHS } from '../paths';
import { missingInfo } from './missing-info';
import styles from './customer-info.module.css';

/** Title of the "still to be filled in" page. */
export const PENDING_INFO_TITLE = 'Thông tin còn thiếu';

function PendingInfo({ info }: { info: UserInfo }) {
  const missing = missingInfo(info);
  if (missing.length === 0) {
    return (
      <EmptyState
        title="Thông tin đã đầy đủ"
        message="Quý khách đã nhập đủ thông tin để mua vé, nhận vé và lĩnh thưởng."
        action={
          <Link to={ACCOUNT_PATHS.customerInfo} className={styles.link}>
            Xem thông tin khách hàng
          </Link>
        }
      />
    );
  }
  return (
    <div className={styles.page}>
      <p>Quý khách vui lòng nhập các thông tin sau để sử dụng đầy đủ dịch vụ:</p>
      <ul className={styles.list}>
        {missing.map((field) => (
          <li key={field.field} className={styles.item}>
            <span className={styles.label}>{field.label}</span>
            <span className={styles.why}>{field.why}</span>
          </li>
        ))}
      </ul>
      <Link to={ACCOUNT_PATHS.updateProfile} className={styles.button}>
        Nhập thông tin
      </Link>
    </div>
  );
}

/** `/thong-tin-khach-hang/van_cho_nhap_thong_tin`: the profile fields still waiting to be filled in. */
export function CustomerInfoPendingPage() {
  usePageTitle(PENDING_INFO_TITLE);
  const query = useUserInfo();
  return (
    <QueryView query={query} loadingLabel="Đang tải thông tin khách hàng">
      {(info) => <PendingInfo info={info} />}
    </QueryView>
  );
}

/** As routed: signed-in only. */
export function AuthCustomerInfoPendingPage() {
  return (
    <RequireAuth>
      <CustomerInfoPendingPage />
    </RequireAuth>
  );
}
