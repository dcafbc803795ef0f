import { getProduct } from '@veso/domain';
import {
  invalidSet,
  KenoHoursBanner,
  RequireAuth,
  useKenoSales,
  usePageTitle,
} from '@veso/shop-core';
import { Button } from '@veso/ui-kit';
import { useId } from 'react';
import type { FormEvent } from 'react';
import {
  StopRulesFields,
  SubscriptionCreated,
  SubscriptionPrice,
  useCreateSubscription,
  useStopRules,
} from '../play/subscription';
import { KenoSelection, kenoSetError, kenoSetPrice, useKenoSelection } from './keno-selection';
import styles from '../styles';

export { DEFAULT_SUBSCRIPTION_DRAWS, SUBSCRIPTIONS_PATH } from '../play/subscription';

export type KenoSubscriptionPageProps = {
  random?: () => number;
};

/**
 * /nuoi-keno (spec §2): the /keno selection bought again for the next Keno draws, with
 * the stop rules — after a number of draws, at a total amount, on a win — through
 * `POST /customer/subscriptions/create`. The server's refusal shows as it says it.
 */
export function KenoSubscriptionPage({ random }: KenoSubscriptionPageProps) {
  const titleId = useId();
  const selection = useKenoSelection();
  const stopRules = useStopRules();
  const subscription = useCreateSubscription('keno');
  const { error, setError, created } = subscription;
  usePageTitle('Nuôi Keno');
  const sales = useKenoSales();

  const perDraw = selection.sets.reduce((sum, set) => sum + kenoSetPrice(set, 1), 0);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = invalidSet(selection.sets, kenoSetError);
    if (invalid) {
      selection.setActive(invalid.index);
      setError(invalid.message);
      return;
    }
    const rules = stopRules.check();
    if (!rules) return;
    await subscription.subscribe(selection.sets, rules);
  }

  if (created) {
    return (
      <section className={styles.page} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.title}>
          Nuôi Keno
        </h1>
        <SubscriptionCreated created={created} productName="Keno" />
      </section>
    );
  }

  return (
    <form className={styles.page} aria-labelledby={titleId} onSubmit={(e) => void submit(e)}>
      {sales.open ? null : (
        <div className={styles.stickyBanner}>
          <KenoHoursBanner sales={sales} />
        </div>
      )}
      <div>
        <h1 id={titleId} className={styles.title}>
          Nuôi Keno
        </h1>
        <p className={styles.muted}>
          Tự động mua lại các bộ số đã chọn cho các kỳ Keno tiếp theo, dừng theo điều kiện của quý
          khách.
        </p>
        <p className={styles.muted}>Lịch quay: {getProduct('keno').drawSchedule}</p>
      </div>
      <KenoSelection
        selection={selection}
        draws={1}
        onEdit={() => setError(null)}
        random={random}
      />
      <StopRulesFields stopRules={stopRules} onEdit={() => setError(null)} />
      <SubscriptionPrice perDraw={perDraw} draws={stopRules.draws} />
      {error !== null ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <Button type="submit" variant="primary" fullWidth disabled={subscription.isLoading}>
        {subscription.isLoading ? 'Đang tạo…' : 'Bắt đầu nuôi'}
      </Button>
    </form>
  );
}

/** /nuoi-keno behind the sign-in guard: a subscription buys from the customer's balance. */
export function GuardedKenoSubscriptionPage() {
  return (
    <RequireAuth>
      <KenoSubscriptionPage />
    </RequireAuth>
  );
}
