import { RESULT_PRODUCTS, XSDT_PRODUCTS } from '@veso/contract';
import type { DrawResult, ResultProduct, Ticket } from '@veso/contract';
import { getProduct, isProductId } from '@veso/domain';
import { QueryView } from '@veso/shop-core';
import { GeneratedTag } from '@veso/ui-kit';
import { useGetSettledResultQuery } from '../api/xsdt-history-api';
import styles from '../styles';

/** The draw a computer-lottery or loto ticket is settled on (6x36, or the northern draw), else null. */
export function settledDrawOf(product: string): ResultProduct | null {
  if (!(XSDT_PRODUCTS as readonly string[]).includes(product) || !isProductId(product)) return null;
  const calendar = getProduct(product).calendar;
  return (RESULT_PRODUCTS as readonly string[]).includes(calendar)
    ? (calendar as ResultProduct)
    : null;
}

function ResultNumbers({ result }: { result: DrawResult['result'] }) {
  if (result.kind === 'balls') {
    return (
      <p className={styles.balls}>
        {result.numbers.map((n) => String(n).padStart(2, '0')).join(' ')}
      </p>
    );
  }
  if (result.kind === 'groups') {
    return (
      <dl>
        {result.groups.map((group) => (
          <div key={group.name} className={styles.spread}>
            <dt>{group.name}</dt>
            <dd className={styles.balls}>{group.numbers.join(' ')}</dd>
          </div>
        ))}
      </dl>
    );
  }
  return null;
}

/**
 * The result a settled 6x36 or loto ticket was checked against, so the buyer can see why
 * it won or not (product requirements: trust in the ticket).
 */
export function SettledResult({
  ticket,
}: {
  ticket: Pick<Ticket, 'product' | 'drawCode' | 'settledAt'>;
}) {
  const draw = settledDrawOf(ticket.product);
  const query = useGetSettledResultQuery(
    { product: draw ?? 'xsmb', drawCode: ticket.drawCode },
    { skip: draw === null || !ticket.settledAt },
  );
  if (draw === null || !ticket.settledAt) return null;
  return (
    <section aria-label={`Kết quả kỳ #${ticket.drawCode}`}>
      <h3 className={styles.legend}>Kết quả kỳ #{ticket.drawCode}</h3>
      <QueryView query={query} loadingLabel="Đang tải kết quả">
        {(data) => (
          <>
            <p className={styles.muted}>
              {data.name} · {data.drawDate} <GeneratedTag generated={data.generated} />
            </p>
            <ResultNumbers result={data.result} />
          </>
        )}
      </QueryView>
    </section>
  );
}
