import type { UserInfo } from '@veso/contract';
import { formatDate, msisdnToLocal } from '@veso/domain';
import { QueryView, RequireAuth, usePageTitle, useUserInfo } from '@veso/shop-core';
import { Link } from 'react-router';
import { areaLabel } from '../login/areas';
import { ACCOUNT_PATHS } from '../paths';
import { missingInfo } from './missing-info';
import styles from './customer-info.module.css';

/** Title of the customer information page. */
export const CUSTOMER_INFO_TITLE = 'Thông tin khách hàng';
/** A field the customer has not given. */
export const NOT_GIVEN = 'Chưa cập nhật';

const GENDER_LABELS = { male: 'Nam', female: 'Nữ', other: 'Khác' } as const;

function Row({ label, value }: { label: string; value: string | null }) {
  return (
    <>
      <dt>{label}</dt>
      <dd className={value === null ? styles.missing : undefined}>{value ?? NOT_GIVEN}</dd>
    </>
  );
}

function orNull(value: string | null): string | null {
  return value === null || value.trim() === '' ? null : value;
}

function CustomerInfo({ info }: { info: UserInfo }) {
  const missing = missingInfo(info);
  return (
    <div className={styles.page}>
      {missing.length > 0 ? (
        <p role="note" className={styles.notice}>
          Quý khách còn {missing.length} thông tin chưa nhập (
          {missing.map((m) => m.label).join(', ')}
          ).{' '}
          <Link to={ACCOUNT_PATHS.customerInfoPending} className={styles.link}>
            Xem thông tin còn thiếu
          </Link>
        </p>
      ) : null}
      {!info.canBuy && info.birthday !== null ? (
        <p role="note" className={styles.notice}>
          Tài khoản chưa đủ 18 tuổi nên chưa thể mua vé.
        </p>
      ) : null}
      <dl className={styles.facts}>
        <Row label="Số điện thoại" value={msisdnToLocal(info.account_id)} />
        <Row label="Họ và tên" value={orNull(info.fullname)} />
        <Row label="Ngày sinh" value={info.birthday ? formatDate(info.birthday) : null} />
        <Row label="Giới tính" value={info.gender ? GENDER_LABELS[info.gender] : null} />
        <Row label="Số CMND/CCCD" value={orNull(info.cmnd)} />
        <Row label="Địa chỉ" value={orNull(info.address)} />
        <Row label="Email" value={orNull(info.email)} />
        <Row label="Khu vực" value={areaLabel(info.area)} />
      </dl>
      <Link to={ACCOUNT_PATHS.updateProfile} className={styles.button}>
        Cập nhật thông tin
      </Link>
    </div>
  );
}

/** `/thong-tin-khach-hang`: what the shop knows of the customer (spec §3 userInfo), read only. */
export function CustomerInfoPage() {
  usePageTitle(CUSTOMER_INFO_TITLE);
  const query = useUserInfo();
  return (
    <QueryView query={query} loadingLabel="Đang tải thông tin khách hàng">
      {(info) => <CustomerInfo info={info} />}
    </QueryView>
  );
}

/** As routed: signed-in only. */
export function AuthCustomerInfoPage() {
  return (
    <RequireAuth>
      <CustomerInfoPage />
    </RequireAuth>
  );
}
