import { RESULT_PRODUCTS, type ResultProduct } from '@veso/contract';
import { notify, type Orm } from '../../db/database';
import { markReadsChanged } from '../../http/read-cache';

/** The database channel on which a written draw result is announced (see `Database.listen`). */
export const RESULTS_CHANNEL = 'veso_results';

/** What a listener hears when a result is written: `{ product, drawCode }` as JSON. */
export type ResultEvent = { product: ResultProduct; drawCode: string };

/**
 * Announces a written result. Call it in the transaction that writes it: the notification
 * goes out on commit (and never for a rolled-back draw).
 */
export async function publishResult(tx: Pick<Orm, 'execute'>, event: ResultEvent): Promise<void> {
  // This process's cached reads go at once; every process's go on commit (a trigger).
  markReadsChanged();
  await notify(tx, RESULTS_CHANNEL, JSON.stringify(event));
}

/** The event of a notification payload, or null when it is not one. */
export function parseResultEvent(payload: string): ResultEvent | null {
  try {
    const value = JSON.parse(payload) as Partial<ResultEvent> | null;
    return value &&
      typeof value.drawCode === 'string' &&
      (RESULT_PRODUCTS as readonly string[]).includes(value.product ?? '')
      ? { product: value.product!, drawCode: value.drawCode }
      : null;
  } catch {
    return null;
  }
}
