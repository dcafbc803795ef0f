import type { Subscription, SubscriptionActionBody } from '@veso/contract';
import {
  QueryView,
  RequireAuth,
  useGetSubscriptionsQuery,
  useSubscriptionActionMutation,
} from '@veso/shop-core';
import { Button, DateTime, Money, YesNoDialog } from '@veso/ui-kit';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ORDERS_PATHS } from '../paths';
import { NumberInfoList } from '../shared/number-infos';
import { PageSection } from '../shared/page-section';
import { useRequestId } from './use-request-id';
import styles from '../styles';
import local from './subscriptions.module.css';

type Action = SubscriptionActionBody['action'];

export const SUBSCRIPTIONS_TITLE = 'Vé nuôi';

const DONE_TEXT: Record<Action, string> = {
  pause: 'Đã tạm dừng gói nuôi.',
  resume: 'Gói nuôi đã tiếp tục.',
  cancel: 'Đã huỷ gói nuôi.',
};

/** The history list holding a product's orders (subscription draws are ordinary orders). */
export function productHistoryPath(product: string): string {
  if (product === 'mega645' || product === 'power655') return ORDERS_PATHS.orderHistory;
  if (product === 'lotto535') return ORDERS_PATHS.history535;
  return ORDERS_PATHS.history;
}

/** The stop rules in words; none: it runs until cancelled. */
function StopRules({ subscription }: { subscription: Subscription }) {
  const { draws, maxAmount, stopOnWin } = subscription;
  return (
    <ul className={styles.list} aria-label="Điều kiện dừng">
      {draws !== null ? <li>Dừng sau {draws} kỳ</li> : null}
      {maxAmount !== null ? (
        <li>
          Dừng khi tổng tiền đạt <Money amount={maxAmount} />
        </li>
      ) : null}
      {stopOnWin ? <li>Dừng khi có vé trúng thưởng</li> : null}
      {draws === null && maxAmount === null && !stopOnWin ? <li>Nuôi đến khi bạn huỷ</li> : null}
    </ul>
  );
}

function SubscriptionItem({ subscription }: { subscription: Subscription }) {
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [pending, setPending] = useState<Action | null>(null);
  const requestId = useRequestId();
  const [act] = useSubscriptionActionMutation();
  const open = subscription.status === 'active' || subscription.status === 'paused';
  // An active subscription can be paused, a paused one resumed; an ended one neither.
  const toggle =
    subscription.status === 'active'
      ? ({ action: 'pause', label: 'Tạm dừng' } as const)
      : subscription.status === 'paused'
        ? ({ action: 'resume', label: 'Tiếp tục' } as const)
        : null;
  const remaining =
    subscription.draws === null ? null : Math.max(0, subscription.draws - subscription.drawsBought);

  async function run(action: Action) {
    setPending(action);
    setError(null);
    setDone(null);
    const result = await act({
      requestId: requestId.take(`${action}-${subscription.id}`),
      subscriptionId: subscription.id,
      action,
    });
    setPending(null);
    setConfirming(false);
    if ('error' in result) {
      setError(requestId.failed(result.error));
    } else {
      requestId.succeeded();
      setDone(DONE_TEXT[action]);
    }
  }

  return (
    <li>
      <article className={styles.item} aria-labelledby={headingId}>
        <div className={styles.spread}>
          <h2 id={headingId} className={styles.itemTitle}>
            {subscription.productName} · Gói nuôi #{subscription.id}
          </h2>
          <strong>{subscription.statusLabel}</strong>
        </div>
        {subscription.reason ? <p className={styles.muted}>{subscription.reason}</p> : null}
        <NumberInfoList product={subscription.product} numberInfos={subscription.numberInfos} />
        <dl className={local.facts}>
          <dt>Đã mua</dt>
          <dd>{subscription.drawsBought} kỳ</dd>
          <dt>Còn lại</dt>
          <dd>{remaining === null ? 'Không giới hạn' : `${remaining} kỳ`}</dd>
          <dt>Giá mỗi kỳ</dt>
          <dd>
            <Money amount={subscription.pricePerDraw} />
          </dd>
          <dt>Đã chi</dt>
          <dd>
            <Money amount={subscription.spent} strong />
          </dd>
          {subscription.lastDrawCode ? (
            <>
              <dt>Kỳ gần nhất</dt>
              <dd>#{subscription.lastDrawCode}</dd>
            </>
          ) : null}
          <dt>Bắt đầu</dt>
          <dd>
            <DateTime value={subscription.createdAt} />
          </dd>
        </dl>
        <StopRules subscription={subscription} />
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
        {done ? (
          <p role="status" className={styles.muted}>
            {done}
          </p>
        ) : null}
        <div className={styles.row}>
          {toggle ? (
            <Button
              size="sm"
              variant={toggle.action === 'resume' ? 'primary' : 'secondary'}
              loading={pending === toggle.action}
              onClick={() => void run(toggle.action)}
            >
              {toggle.label}
            </Button>
          ) : null}
          {open ? (
            <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
              Huỷ nuôi
            </Button>
          ) : null}
          <Link to={productHistoryPath(subscription.product)}>
            Đơn hàng {subscription.productName}
          </Link>
        </div>
      </article>
      <YesNoDialog
        open={confirming}
        title="Huỷ gói nuôi số?"
        message={`Gói nuôi ${subscription.productName} #${subscription.id} sẽ dừng hẳn và không mua thêm kỳ nào. Các vé đã mua vẫn được giữ nguyên.`}
        yesLabel="Huỷ gói nuôi"
        noLabel="Không"
        destructive
        loading={pending === 'cancel'}
        onYes={() => void run('cancel')}
        onNo={() => setConfirming(false)}
      />
    </li>
  );
}

/**
 * /nuoi-ve: the customer's subscriptions ("nuôi"), newest first, with what each has bought,
 * its stop rules and its status; active ones can be paused, paused ones resumed, and both
 * cancelled (after a confirmation).
 */
export function SubscriptionsPage() {
  const query = useGetSubscriptionsQuery();
  return (
    <PageSection title={SUBSCRIPTIONS_TITLE}>
      <QueryView
        query={query}
        loadingLabel="Đang tải vé nuôi"
        emptyTitle="Chưa có vé nuôi"
        emptyMessage="Khi mua vé, chọn nuôi số để mua cùng bộ số cho các kỳ tiếp theo."
        isEmpty={(data) => data.items.length === 0}
      >
        {(data) => (
          <ul className={styles.list} aria-label="Gói nuôi số">
            {data.items.map((subscription) => (
              <SubscriptionItem key={subscription.id} subscription={subscription} />
            ))}
          </ul>
        )}
      </QueryView>
      <Link to={ORDERS_PATHS.responsiblePlay}>Chơi có trách nhiệm</Link>
    </PageSection>
  );
}

export function GuardedSubscriptionsPage() {
  return (
    <RequireAuth>
      <SubscriptionsPage />
    </RequireAuth>
  );
}
