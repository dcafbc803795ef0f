import { usePageTitle } from '@veso/shop-core';
import styles from '../content.module.css';
import { TERMS_SECTIONS, TERMS_UPDATED } from './terms-content';

/** Title of the terms and policy page. */
export const TERMS_TITLE = 'Điều khoản & chính sách';

/** `/dieu-khoan-chinh-sach`: the terms of use and the privacy policy. */
export function TermsPage() {
  usePageTitle(TERMS_TITLE);
  return (
    <div className={styles.page}>
      <p className={styles.lead}>
        Điều khoản sử dụng dịch vụ mua hộ vé xổ số VeSo và chính sách bảo mật thông tin khách hàng.
      </p>
      <nav aria-label="Mục lục">
        <ol className={styles.prose}>
          {TERMS_SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className={styles.link}>
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {TERMS_SECTIONS.map((section) => (
        <section key={section.id} className={styles.section} aria-labelledby={section.id}>
          <h2 id={section.id} className={styles.sectionTitle}>
            {section.title}
          </h2>
          <ol className={styles.prose}>
            {section.clauses.map((clause) => (
              <li key={clause}>{clause}</li>
            ))}
          </ol>
        </section>
      ))}
      <p className={styles.updated}>Cập nhật lần cuối: {TERMS_UPDATED}</p>
    </div>
  );
}
