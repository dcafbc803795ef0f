import type { StatementEntry, StatementQuery } from '@veso/contract';
import {
  API_BASES,
  SESSION_HEADER,
  STATEMENT_KINDS,
  STATEMENT_KIND_LABELS,
  ledgerKindLabel,
  type StatementKind,
} from '@veso/contract';
import { walletEndpoints } from '@veso/contract/endpoints/wallet';
import {
  getSessionCookie,
  OFFLINE_MESSAGE,
  QueryView,
  RequireAuth,
  usePageTitle,
} from '@veso/shop-core';
import { Button, DateTime, PagingBar } from '@veso/ui-kit';
import { formatMoney } from '@veso/domain';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { statementParams, useGetStatementQuery } from '../api/wallet-api';
import styles from '../shared/wallet.module.css';

type Kind = StatementKind;

type Filters = { from: string; to: string; kind: '' | Kind; balance: '' | 'main' | 'prize' };

/** The filtered statement as CSV, fetched with the session (the call needs its header). */
export async function downloadStatementCsv(
  filters: Filters,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  const query = new URLSearchParams(
    Object.entries(statementParams({ ...toQuery(filters), format: 'csv' })).map(([k, v]) => [
      k,
      String(v),
    ]),
  );
  const token = getSessionCookie();
  const { base, path } = walletEndpoints.statement;
  const response = await fetchImpl(`${API_BASES[base]}${path}?${query.toString()}`, {
    headers: token ? { [SESSION_HEADER]: token } : {},
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'sao-ke.csv';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

function toQuery(filters: Filters): StatementQuery {
  return {
    from: filters.from || undefined,
    to: filters.to || undefined,
    kind: filters.kind || undefined,
    balance: filters.balance || undefined,
  };
}

function EntryRow({ entry }: { entry: StatementEntry }) {
  return (
    <tr>
      <td>
        <DateTime value={entry.at} />
      </td>
      <td>
        {ledgerKindLabel(entry.kind)}
        <br />
        <span className={styles.muted}>
          {entry.balance === 'main' ? 'TK chính' : 'TK trả thưởng'}
        </span>
      </td>
      <td className={entry.amount >= 0 ? styles.amountIn : styles.amountOut}>
        {entry.amount >= 0 ? '+' : '−'}
        {formatMoney(Math.abs(entry.amount))}
      </td>
    </tr>
  );
}

export type StatementPageProps = {
  /** Fetch used by the CSV download (the page's own call, outside the api-client). */
  csvFetch?: typeof fetch;
};

/** /sao-ke: every ledger movement of the signed-in customer, filtered, paged, as CSV. */
export function StatementPage({ csvFetch }: StatementPageProps) {
  usePageTitle('Sao kê tài khoản');
  const id = useId();
  const [draft, setDraft] = useState<Filters>({ from: '', to: '', kind: '', balance: '' });
  const [filters, setFilters] = useState<Filters>(draft);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [rangeError, setRangeError] = useState<string | null>(null);
  const [csv, setCsv] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  const query = useGetStatementQuery({ ...toQuery(filters), page, pageSize });

  function apply(event: FormEvent) {
    event.preventDefault();
    if (draft.from && draft.to && draft.from > draft.to) {
      setRangeError('Ngày bắt đầu phải trước hoặc bằng ngày kết thúc');
      return;
    }
    setRangeError(null);
    setFilters(draft);
    setPage(1);
  }

  async function download() {
    setCsv({ busy: true, error: null });
    try {
      await downloadStatementCsv(filters, csvFetch);
      setCsv({ busy: false, error: null });
    } catch (error) {
      setCsv({
        busy: false,
        error:
          error instanceof TypeError ? OFFLINE_MESSAGE : 'Không tải được sao kê, vui lòng thử lại',
      });
    }
  }

  return (
    <section className={styles.page} aria-labelledby="statement-title">
      <h1 id="statement-title" className={styles.title}>
        Sao kê tài khoản
      </h1>
      <form className={styles.section} onSubmit={apply} noValidate aria-label="Lọc sao kê">
        <div className={styles.filters}>
          <div className={styles.label}>
            <label htmlFor={`${id}-from`}>Từ ngày</label>
            <input
              id={`${id}-from`}
              className={styles.select}
              type="date"
              value={draft.from}
              onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            />
          </div>
          <div className={styles.label}>
            <label htmlFor={`${id}-to`}>Đến ngày</label>
            <input
              id={`${id}-to`}
              className={styles.select}
              type="date"
              value={draft.to}
              onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            />
          </div>
          <div className={styles.label}>
            <label htmlFor={`${id}-kind`}>Loại giao dịch</label>
            <select
              id={`${id}-kind`}
              className={styles.select}
              value={draft.kind}
              onChange={(e) => setDraft({ ...draft, kind: e.target.value as Filters['kind'] })}
            >
              <option value="">Tất cả</option>
              {STATEMENT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {STATEMENT_KIND_LABELS[kind]}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.label}>
            <label htmlFor={`${id}-balance`}>Tài khoản</label>
            <select
              id={`${id}-balance`}
              className={styles.select}
              value={draft.balance}
              onChange={(e) =>
                setDraft({ ...draft, balance: e.target.value as Filters['balance'] })
              }
            >
              <option value="">Tất cả</option>
              <option value="main">Tài khoản chính</option>
              <option value="prize">Tài khoản trả thưởng</option>
            </select>
          </div>
        </div>
        {rangeError && (
          <p className={styles.error} role="alert">
            {rangeError}
          </p>
        )}
        <div className={styles.row}>
          <Button type="submit">Lọc</Button>
          <Button
            type="button"
            variant="secondary"
            onClick={() => void download()}
            loading={csv.busy}
          >
            Tải sao kê (CSV)
          </Button>
        </div>
        {csv.error && (
          <p className={styles.error} role="alert">
            {csv.error}
          </p>
        )}
      </form>
      <QueryView
        query={query}
        loadingLabel="Đang tải sao kê"
        isEmpty={(data) => data.total === 0}
        emptyTitle="Chưa có giao dịch"
        emptyMessage="Không có giao dịch nào trong khoảng đã chọn."
      >
        {(data) => (
          <>
            <div style={{ overflowX: 'auto' }}>
              <table className={styles.table} aria-labelledby={`${id}-caption`}>
                <caption
                  id={`${id}-caption`}
                  className={styles.muted}
                  style={{ textAlign: 'left' }}
                >
                  {data.total} giao dịch
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Thời gian</th>
                    <th scope="col">Giao dịch</th>
                    <th scope="col">Số tiền</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((entry) => (
                    <EntryRow key={entry.id} entry={entry} />
                  ))}
                </tbody>
              </table>
            </div>
            <PagingBar
              page={data.page}
              pageCount={Math.max(1, Math.ceil(data.total / data.pageSize))}
              pageSize={pageSize}
              pageSizeOptions={[10, 20, 50]}
              onPageChange={setPage}
              onPageSizeChange={(size) => {
                setPageSize(size);
                setPage(1);
              }}
              label="Phân trang sao kê"
            />
          </>
        )}
      </QueryView>
    </section>
  );
}

export function StatementRoute() {
  return (
    <RequireAuth>
      <StatementPage />
    </RequireAuth>
  );
}
