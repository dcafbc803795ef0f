import { QueryView, usePageTitle } from '@veso/shop-core';
import { useGetTermsOfUseQuery } from '../api/content-api';
import { DocumentView } from '../document/document-view';
import styles from '../content.module.css';

/** Title of the terms and policy page. */
export const TERMS_TITLE = 'Điều khoản & chính sách';

/** `/dieu-khoan-chinh-sach`: the terms of use as the operator publishes them (`/customer/get_terms_of_use`). */
export function TermsPage() {
  usePageTitle(TERMS_TITLE);
  const terms = useGetTermsOfUseQuery();
  return (
    <div className={styles.page}>
      <QueryView query={terms} loadingLabel="Đang tải điều khoản sử dụng">
        {(document) => <DocumentView document={document} />}
      </QueryView>
    </div>
  );
}
