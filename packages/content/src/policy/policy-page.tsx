import { QueryView, usePageTitle } from '@veso/shop-core';
import { Link } from 'react-router';
import { useGetDetailQuery, useGetPolicyQuery } from '../api/content-api';
import styles from '../content.module.css';
import { DocumentView } from '../document/document-view';
import { CONTENT_PATHS } from '../paths';

/** Title of the policy page. */
export const POLICY_TITLE = 'Chính sách';

/**
 * `/chinh-sach` and `/policy`: the operator's policy (`/config/file/policy`) and, below it,
 * the detailed service rules (`/config/file/detail`), each with its own states.
 */
export function PolicyPage() {
  usePageTitle(POLICY_TITLE);
  const policy = useGetPolicyQuery();
  const detail = useGetDetailQuery();
  return (
    <div className={styles.page}>
      <QueryView query={policy} loadingLabel="Đang tải chính sách">
        {(document) => <DocumentView document={document} showTitle anchorPrefix="cs-" />}
      </QueryView>
      <QueryView query={detail} loadingLabel="Đang tải quy định chi tiết">
        {(document) => <DocumentView document={document} showTitle anchorPrefix="qd-" />}
      </QueryView>
      <p>
        <Link to={CONTENT_PATHS.terms} className={styles.link}>
          Xem điều khoản sử dụng
        </Link>
      </p>
    </div>
  );
}
