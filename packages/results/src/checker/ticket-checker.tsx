import type { DrawResult } from '@veso/contract';
import { PROVINCE_SCHEDULE } from '@veso/domain';
import { Button, Money, TextField } from '@veso/ui-kit';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { resultsApi, useGetResultDrawsQuery, useGetXsktDrawsQuery } from '../api/results-api';
import { DateField, SelectField } from '../shared/controls';
import { displayDay } from '../shared/products';
import { OFFLINE_MESSAGE, failureOf } from '@veso/shop-core';
import styles from '../shared/results.module.css';
import {
  CHECK_PRODUCT_LABELS,
  CHECK_PRODUCTS,
  NUMBER_RULES,
  checkTicket,
  isPaper,
  max3dNumbersOf,
  paperDigits,
  parseMax3dNumbers,
  parseNumbers,
  resultProductOf,
} from './check-ticket';
import type { CheckOutcome, CheckProduct } from './check-ticket';
import type { PrizeWin } from '@veso/domain';

const PRODUCT_OPTIONS = CHECK_PRODUCTS.map((value) => ({
  value,
  label: CHECK_PRODUCT_LABELS[value],
}));

/** Keno draws every 8 minutes: a day has up to 119 draws, read in pages of 100. */
const KENO_PAGE_SIZE = 100;

/** Every province of a region's weekly schedule, sorted. */
function provincesOf(region: 'xsmt' | 'xsmn'): string[] {
  return [...new Set(PROVINCE_SCHEDULE[region].flat())].sort((a, b) => a.localeCompare(b, 'vi'));
}

type Report =
  | { kind: 'notAvailable'; message: string }
  | { kind: 'error'; message: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'checked'; draws: { result: DrawResult; outcome: CheckOutcome }[] };

export type TicketCheckerProps = {
  /** Product chosen first; default northern paper lottery. */
  initialProduct?: CheckProduct;
};

/**
 * "Dò vé": a ticket number (paper) or a line of numbers (Mega, Power, Lotto, 6x36), a product
 * or province and a day → every matching prize of that day's stored results, settled with the
 * domain's settlement rules. A day without a result says so; it never answers "no win".
 */
export function TicketChecker({ initialProduct = 'xsmb' }: TicketCheckerProps) {
  const titleId = useId();
  const [product, setProduct] = useState<CheckProduct>(initialProduct);
  /** The day the customer typed; null: the latest draw's day of the chosen product. */
  const [typedDate, setTypedDate] = useState<string | null>(null);
  const [number, setNumber] = useState('');
  const [series, setSeries] = useState('');
  const [province, setProvince] = useState('');
  const [numbersText, setNumbersText] = useState('');
  const [specialText, setSpecialText] = useState('');
  const [report, setReport] = useState<Report | null>(null);
  const [busy, setBusy] = useState(false);
  const [fetchPaper] = resultsApi.useLazyGetXsktDrawsQuery();
  const [fetchDraws] = resultsApi.useLazyGetResultDrawsQuery();

  const paper = isPaper(product);
  const regional = product === 'xsmt' || product === 'xsmn';
  const provinceOptions = regional ? provincesOf(product) : [];
  const chosenProvince = regional
    ? provinceOptions.includes(province)
      ? province
      : (provinceOptions[0] ?? '')
    : '';
  const latestPaper = useGetXsktDrawsQuery(
    regional
      ? { region: product, province: chosenProvince, page: 1, pageSize: 1 }
      : { region: 'xsmb', page: 1, pageSize: 1 },
    { skip: typedDate !== null || !paper },
  );
  const latestDraw = useGetResultDrawsQuery(
    { product: resultProductOf(product), page: 1, pageSize: 1 },
    { skip: typedDate !== null || paper },
  );
  const latest = (paper ? latestPaper : latestDraw).data?.items[0]?.drawDate ?? '';
  const date = typedDate ?? latest;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) {
      setReport({ kind: 'invalid', message: 'Vui lòng chọn ngày quay' });
      return;
    }
    const max3d = max3dNumbersOf(product) !== null;
    const digits = max3d ? parseMax3dNumbers(numbersText) : undefined;
    const numbers = paper || max3d ? undefined : parseNumbers(numbersText);
    if (numbers === null || digits === null) {
      setReport({
        kind: 'invalid',
        message: max3d
          ? 'Mỗi số gồm 3 chữ số, cách nhau bởi dấu cách'
          : 'Các số chỉ gồm chữ số, cách nhau bởi dấu cách',
      });
      return;
    }
    setBusy(true);
    const keno = product === 'keno';
    const pageSize = keno ? KENO_PAGE_SIZE : 10;
    const fetchPage = (page: number) =>
      paper
        ? fetchPaper({ region: product, date, page, pageSize })
        : fetchDraws({ product: resultProductOf(product), date, page, pageSize });
    const answer = await fetchPage(1);
    const more =
      keno && answer.data !== undefined && answer.data.total > KENO_PAGE_SIZE
        ? await fetchPage(2)
        : null;
    setBusy(false);
    const failed = [answer, more].find(
      (part) => part !== null && (part.error !== undefined || part.data === undefined),
    );
    if (failed || answer.data === undefined) {
      const failure = failureOf((failed ?? answer).error);
      setReport({ kind: 'error', message: failure.network ? OFFLINE_MESSAGE : failure.message });
      return;
    }
    const items = [...answer.data.items, ...(more?.data?.items ?? [])];
    if (items.length === 0) {
      setReport({
        kind: 'notAvailable',
        message: `Chưa có kết quả ${CHECK_PRODUCT_LABELS[product]} ngày ${displayDay(date)}. Vui lòng dò lại sau khi có kết quả.`,
      });
      return;
    }
    const special = specialText.trim() === '' ? undefined : Number(specialText);
    const draws = items.map((result) => ({
      result,
      outcome: checkTicket(product, result, {
        number,
        series,
        province: chosenProvince,
        numbers: numbers ?? undefined,
        digits: digits ?? undefined,
        special,
      }),
    }));
    const invalid = draws.find((draw) => draw.outcome.kind === 'invalid');
    if (invalid && invalid.outcome.kind === 'invalid') {
      setReport({ kind: 'invalid', message: invalid.outcome.message });
      return;
    }
    setReport({ kind: 'checked', draws });
  }

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        Dò vé
      </h2>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className={styles.page}
        style={{ padding: 0 }}
      >
        <div className={styles.filters}>
          <SelectField
            label="Loại vé"
            value={product}
            options={PRODUCT_OPTIONS}
            onChange={(value) => {
              setProduct(value);
              setReport(null);
            }}
          />
          {regional && (
            <SelectField
              label="Tỉnh"
              value={chosenProvince}
              options={provinceOptions.map((value) => ({ value, label: value }))}
              onChange={setProvince}
            />
          )}
          <DateField label="Ngày quay" value={date} onChange={setTypedDate} />
        </div>
        {paper ? (
          <>
            <TextField
              label={`Số vé (${paperDigits(product)} chữ số)`}
              inputMode="numeric"
              maxLength={paperDigits(product)}
              value={number}
              onChange={(event) => setNumber(event.target.value.replace(/\D/g, ''))}
            />
            {product === 'xsmb' && (
              <TextField
                label="Ký hiệu vé (không bắt buộc)"
                maxLength={6}
                value={series}
                onChange={(event) => setSeries(event.target.value)}
              />
            )}
          </>
        ) : (
          <>
            <TextField
              label={numbersLabel(product)}
              inputMode="numeric"
              value={numbersText}
              onChange={(event) => setNumbersText(event.target.value)}
            />
            {product === 'lotto535' && (
              <TextField
                label="Số đặc biệt (01–12)"
                inputMode="numeric"
                maxLength={2}
                value={specialText}
                onChange={(event) => setSpecialText(event.target.value.replace(/\D/g, ''))}
              />
            )}
          </>
        )}
        <Button type="submit" variant="primary" loading={busy}>
          Dò vé
        </Button>
      </form>
      <div aria-live="polite">{report !== null && <CheckReport report={report} />}</div>
    </section>
  );
}

/** The label of the numbers field of a non-paper product. */
function numbersLabel(product: Exclude<CheckProduct, 'xsmb' | 'xsmt' | 'xsmn'>): string {
  if (product === 'keno') return 'Các số đã chọn (1–10 số từ 01 đến 80, cách nhau bởi dấu cách)';
  if (product === 'max3d') return 'Số đã chọn (3 chữ số)';
  if (product === 'max3dplus' || product === 'max3dpro') {
    return '2 số đã chọn (mỗi số 3 chữ số, cách nhau bởi dấu cách)';
  }
  return `${NUMBER_RULES[product].count} số đã chọn (cách nhau bởi dấu cách)`;
}

/** Above this many draws of a day (Keno), only the winning ones are listed. */
const LIST_EVERY_DRAW_UP_TO = 10;

function CheckReport({ report }: { report: Report }) {
  if (report.kind === 'invalid' || report.kind === 'error')
    return <p role="alert">{report.message}</p>;
  if (report.kind === 'notAvailable') return <p role="status">{report.message}</p>;
  const many = report.draws.length > LIST_EVERY_DRAW_UP_TO;
  const shown = many
    ? report.draws.filter(
        (draw) => draw.outcome.kind === 'wins' || draw.outcome.kind === 'bySeries',
      )
    : report.draws;
  return (
    <>
      {many && (
        <p role="status">
          Đã dò {report.draws.length} kỳ quay trong ngày:{' '}
          {shown.length > 0
            ? `trúng thưởng ở ${shown.length} kỳ.`
            : 'vé không trúng giải ở kỳ nào.'}
        </p>
      )}
      <ul className={styles.links} aria-label="Kết quả dò vé">
        {shown.map(({ result, outcome }) => (
          <li key={`${result.product}-${result.drawCode}`}>
            <p>
              <strong>
                {result.name} kỳ #{result.drawCode} ({result.openDate.slice(0, 10)})
              </strong>
            </p>
            {outcome.kind === 'wins' && <WinList wins={outcome.wins} />}
            {outcome.kind === 'bySeries' && <SeriesOutcome outcome={outcome} />}
            {outcome.kind === 'noWin' && <p>Vé không trúng giải ở kỳ quay này.</p>}
            {outcome.kind === 'provinceMissing' && (
              <p>
                Chưa có kết quả của tỉnh này trong ngày.{' '}
                {outcome.provinces.length > 0 && `Các tỉnh quay: ${outcome.provinces.join(', ')}.`}
              </p>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

function WinList({ wins }: { wins: readonly PrizeWin[] }) {
  return (
    <ul>
      {wins.map((win, index) => (
        <li key={`${win.tier}-${index}`}>
          {win.name}:{' '}
          {win.amount === null ? 'chia theo quỹ Jackpot' : <Money amount={win.amount} strong />}
        </li>
      ))}
    </ul>
  );
}

/** A northern number checked without its series: every prize it wins, by series. */
function SeriesOutcome({ outcome }: { outcome: Extract<CheckOutcome, { kind: 'bySeries' }> }) {
  return (
    <>
      <p>Nếu vé có ký hiệu trúng giải Đặc biệt ({outcome.series.join(', ')}):</p>
      <WinList wins={outcome.withSeries} />
      <p>Nếu vé có ký hiệu khác:</p>
      {outcome.otherwise.length > 0 ? (
        <WinList wins={outcome.otherwise} />
      ) : (
        <p>Vé không trúng giải.</p>
      )}
      <p>Nhập ký hiệu vé để dò chính xác giải của vé.</p>
    </>
  );
}
