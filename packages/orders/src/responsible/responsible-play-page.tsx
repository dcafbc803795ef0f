import type { PlayLimits, SpendingReport } from '@veso/contract';
import {
  QueryView,
  RequireAuth,
  useGetPlayLimitsQuery,
  useGetSpendingReportQuery,
} from '@veso/shop-core';
import { DateTime, Money } from '@veso/ui-kit';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ORDERS_PATHS } from '../paths';
import { PageSection } from '../shared/page-section';
import { LimitList, LimitsForm, PERIODS } from './limits-form';
import type { Period } from './limits-form';
import { SelfExclusion } from './self-exclusion';
import styles from '../styles';
import local from './responsible.module.css';

export const RESPONSIBLE_TITLE = 'Chơi có trách nhiệm';

/** How many days the spending report covers. */
export const REPORT_DAYS = 30;

const SPENT_LABELS: Record<Period, string> = {
  daily: 'Hôm nay',
  weekly: 'Tuần này',
  monthly: 'Tháng này',
};

/** Today, this week and this month: what was spent against each limit in force. */
function SpentTable({ data }: { data: PlayLimits }) {
  return (
    <table className={local.table}>
      <caption className={styles.muted}>Chi tiêu so với hạn mức</caption>
      <thead>
        <tr>
          <th scope="col">Thời gian</th>
          <th scope="col">Đã chi</th>
          <th scope="col">Hạn mức</th>
          <th scope="col">Còn lại</th>
        </tr>
      </thead>
      <tbody>
        {PERIODS.map((period) => {
          const limit = data.limits[period];
          const spent = data.spent[period];
          return (
            <tr key={period}>
              <th scope="row">{SPENT_LABELS[period]}</th>
              <td>
                <Money amount={spent} />
              </td>
              <td>{limit === null ? 'Không giới hạn' : <Money amount={limit} />}</td>
              <td>{limit === null ? '—' : <Money amount={Math.max(0, limit - spent)} strong />}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The last days' spending, refunds, prizes and the balance of the two, per active day. */
function ReportView({ report }: { report: SpendingReport }) {
  const active = report.days.filter((day) => day.spent > 0 || day.prizes > 0).reverse();
  return (
    <>
      <p className={styles.muted}>
        Từ <DateTime value={report.from} dateOnly /> đến <DateTime value={report.to} dateOnly />
      </p>
      <dl className={styles.list} aria-label={`Tổng kết ${REPORT_DAYS} ngày`}>
        <div className={styles.spread}>
          <dt>Đã chi mua vé</dt>
          <dd>
            <Money amount={report.spent} strong />
          </dd>
        </div>
        <div className={styles.spread}>
          <dt>Đã hoàn tiền</dt>
          <dd>
            <Money amount={report.refunded} />
          </dd>
        </div>
        <div className={styles.spread}>
          <dt>Tiền thưởng</dt>
          <dd>
            <Money amount={report.prizes} />
          </dd>
        </div>
        <div className={styles.spread}>
          <dt>{report.net < 0 ? 'Lỗ' : 'Lãi'}</dt>
          <dd>
            <Money amount={Math.abs(report.net)} strong />
          </dd>
        </div>
      </dl>
      {active.length === 0 ? (
        <p className={styles.muted}>Không có chi tiêu trong {REPORT_DAYS} ngày qua.</p>
      ) : (
        <table className={local.table}>
          <caption className={styles.muted}>Theo ngày</caption>
          <thead>
            <tr>
              <th scope="col">Ngày</th>
              <th scope="col">Đã chi</th>
              <th scope="col">Tiền thưởng</th>
            </tr>
          </thead>
          <tbody>
            {active.map((day) => (
              <tr key={day.day}>
                <th scope="row">
                  <DateTime value={day.day} dateOnly />
                </th>
                <td>
                  <Money amount={day.spent} />
                </td>
                <td>
                  <Money amount={day.prizes} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

/** A titled part of the screen. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={local.section}>
      <h2 id={id} className={styles.itemTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * /choi-co-trach-nhiem: the spending limits (day, week, month) with any raise waiting for
 * its 24 hours, a form to change them, self-exclusion, and the spending report.
 */
export function ResponsiblePlayPage() {
  const limits = useGetPlayLimitsQuery();
  const report = useGetSpendingReportQuery({ days: REPORT_DAYS });
  return (
    <PageSection title={RESPONSIBLE_TITLE}>
      <p className={styles.muted}>
        Đặt hạn mức chi tiêu hoặc tự ngừng mua vé để kiểm soát việc chơi. Chỉ người từ 18 tuổi trở
        lên được mua vé.
      </p>
      <QueryView query={limits} loadingLabel="Đang tải hạn mức chi tiêu">
        {(data) => (
          <>
            <Part title="Hạn mức chi tiêu">
              <LimitList data={data} />
              <LimitsForm data={data} />
            </Part>
            <Part title="Báo cáo chi tiêu">
              <SpentTable data={data} />
              <QueryView query={report} loadingLabel="Đang tải báo cáo chi tiêu">
                {(days) => <ReportView report={days} />}
              </QueryView>
            </Part>
            <Part title="Tự ngừng mua vé">
              <SelfExclusion data={data} />
            </Part>
          </>
        )}
      </QueryView>
      <Link to={ORDERS_PATHS.subscriptions}>Vé nuôi</Link>
    </PageSection>
  );
}

export function GuardedResponsiblePlayPage() {
  return (
    <RequireAuth>
      <ResponsiblePlayPage />
    </RequireAuth>
  );
}
