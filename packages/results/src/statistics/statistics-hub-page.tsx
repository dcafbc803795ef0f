import { usePageTitle } from '@veso/shop-core';
import { Link } from 'react-router';
import { RESULTS_PATHS } from '../paths';
import styles from '../shared/results.module.css';

const SECTIONS: { title: string; links: { to: string; label: string; hint: string }[] }[] = [
  {
    title: 'Thống kê theo bộ số',
    links: [
      {
        to: RESULTS_PATHS.numberStatistics,
        label: 'Thống kê bộ số',
        hint: 'Tần suất, số chưa về, gan dài nhất',
      },
      { to: RESULTS_PATHS.vipStatistics, label: 'Thống kê VIP', hint: 'Số nóng, số lạnh, lô gan' },
      {
        to: RESULTS_PATHS.oddEvenStatistics,
        label: 'Thống kê chẵn lẻ',
        hint: 'Số chẵn và số lẻ theo từng kỳ',
      },
      {
        to: RESULTS_PATHS.bigSmallStatistics,
        label: 'Thống kê lớn nhỏ',
        hint: 'Số lớn và số nhỏ theo từng kỳ',
      },
      {
        to: RESULTS_PATHS.headTailStatistics,
        label: 'Thống kê đầu đuôi',
        hint: 'Chữ số đầu và đuôi',
      },
      {
        to: RESULTS_PATHS.compareGroups,
        label: 'So sánh nhóm số',
        hint: 'So sánh tần suất hai nhóm số',
      },
    ],
  },
  {
    title: 'Thống kê theo sản phẩm',
    links: [
      { to: RESULTS_PATHS.kenoStatistics, label: 'Thống kê Keno', hint: 'Tần suất 80 số Keno' },
      {
        to: RESULTS_PATHS.loto235Statistics,
        label: 'Thống kê lô tô 2, 3, 5 số',
        hint: 'Đặc biệt và 27 giải miền Bắc: tần suất, lô gan, cặp số, đầu đuôi',
      },
      {
        to: `${RESULTS_PATHS.numberStatistics}?product=lotto535`,
        label: 'Thống kê Lotto 5/35',
        hint: 'Tần suất 35 số',
      },
      {
        to: `${RESULTS_PATHS.vipStatistics}?product=lotto535`,
        label: 'Số nóng, số lạnh Lotto 5/35',
        hint: 'Số nóng, số lạnh, số gan',
      },
      {
        to: RESULTS_PATHS.loto234Statistics,
        label: 'Thống kê lô tô 2-3-4 cặp',
        hint: 'Lô tô miền Bắc 00–99',
      },
    ],
  },
  {
    title: 'Phân tích Keno',
    links: [
      { to: RESULTS_PATHS.kenoClln, label: 'Chẵn lẻ – lớn nhỏ Keno', hint: 'Theo từng kỳ' },
      { to: RESULTS_PATHS.kenoSearch, label: 'Tra cứu số Keno', hint: 'Số của bạn về ở kỳ nào' },
      { to: RESULTS_PATHS.kenoSuggestions, label: 'Gợi ý bộ số Keno', hint: 'Theo bậc chơi' },
      {
        to: RESULTS_PATHS.kenoSuggestionsV2,
        label: 'Gợi ý bộ số Keno (chi tiết)',
        hint: 'Kèm tần suất từng số',
      },
      { to: RESULTS_PATHS.kenoTopLevel1, label: 'Top số Keno', hint: 'Số về nhiều nhất' },
      {
        to: RESULTS_PATHS.kenoTopLevel2,
        label: 'Top cặp số Keno',
        hint: 'Cặp số về cùng nhau nhiều nhất',
      },
      {
        to: RESULTS_PATHS.kenoTopLevel3,
        label: 'Top bộ ba Keno',
        hint: 'Bộ ba về cùng nhau nhiều nhất',
      },
    ],
  },
];

/** /thong-ke: the statistics hub, one link per statistics screen. */
export function StatisticsHubPage() {
  usePageTitle('Thống kê');
  return (
    <section className={styles.page} aria-labelledby="hub-title">
      <h1 id="hub-title">Thống kê</h1>
      <p className={styles.muted}>
        Thống kê tính từ kết quả quay thưởng thực tế, chọn được số kỳ 30/60/90/180.
      </p>
      {SECTIONS.map((section) => (
        <nav key={section.title} aria-label={section.title}>
          <h2 className={styles.cardTitle}>{section.title}</h2>
          <ul className={styles.links}>
            {section.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>
                  <strong>{link.label}</strong>
                  <br />
                  <span className={styles.muted}>{link.hint}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </section>
  );
}
