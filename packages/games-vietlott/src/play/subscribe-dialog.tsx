import type { OrderableProduct } from '@veso/contract';
import { getProduct } from '@veso/domain';
import {
  invalidSet,
  LOGIN_PATH,
  numberSetPrice,
  selectIsSignedIn,
  useAppSelector,
} from '@veso/shop-core';
import type { GuardRedirectState, NumberSet } from '@veso/shop-core';
import { Button, Dialog } from '@veso/ui-kit';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  StopRulesFields,
  SubscriptionCreated,
  SubscriptionPrice,
  useCreateSubscription,
  useStopRules,
} from './subscription';
import styles from '../styles';

export type SubscribeActionProps = {
  product: OrderableProduct;
  /** The ticket's sets A–F. */
  sets: readonly NumberSet[];
  /** The message of an unfinished set, null when it can be bought. */
  check: (set: NumberSet) => string | null;
  /** An unfinished set: the page shows it and its message. */
  onInvalidSet: (index: number, message: string) => void;
};

/**
 * 'Nuôi bộ số' on a game page: the ticket's sets bought again for the next draws with the
 * /nuoi-keno stop rules, in a dialog. Signed out, it sends to sign-in (and back here).
 */
export function SubscribeAction({ product, sets, check, onInvalidSet }: SubscribeActionProps) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);

  function start() {
    if (!signedIn) {
      const state: GuardRedirectState = { from: `${location.pathname}${location.search}` };
      void navigate(LOGIN_PATH, { state });
      return;
    }
    const invalid = invalidSet(sets, check);
    if (invalid) {
      onInvalidSet(invalid.index, invalid.message);
      return;
    }
    setOpen(true);
  }

  return (
    <>
      <Button variant="ghost" fullWidth onClick={start}>
        Nuôi bộ số
      </Button>
      {open ? (
        <SubscribeDialog product={product} sets={sets} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

type SubscribeDialogProps = {
  product: OrderableProduct;
  sets: readonly NumberSet[];
  onClose: () => void;
};

function SubscribeDialog({ product, sets, onClose }: SubscribeDialogProps) {
  const name = getProduct(product)?.name ?? '';
  const stopRules = useStopRules();
  const subscription = useCreateSubscription(product);
  const { error, setError, created } = subscription;
  const perDraw = sets.reduce((sum, set) => sum + numberSetPrice(product, set, 1), 0);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const rules = stopRules.check();
    if (!rules) return;
    await subscription.subscribe(sets, rules);
  }

  return (
    <Dialog open onClose={onClose} title={`Nuôi bộ số ${name}`}>
      {created ? (
        <div className={styles.stack}>
          <SubscriptionCreated created={created} productName={name} />
          <Button variant="secondary" fullWidth onClick={onClose}>
            Xong
          </Button>
        </div>
      ) : (
        <form className={styles.stack} onSubmit={(e) => void submit(e)}>
          <p className={styles.muted}>
            Tự động mua lại {sets.length} bộ số của vé này cho các kỳ tiếp theo, dừng theo điều kiện
            của quý khách.
          </p>
          <StopRulesFields stopRules={stopRules} onEdit={() => setError(null)} />
          <SubscriptionPrice perDraw={perDraw} draws={stopRules.draws} />
          {error !== null ? (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button variant="secondary" fullWidth onClick={onClose}>
              Huỷ
            </Button>
            <Button type="submit" variant="primary" fullWidth loading={subscription.isLoading}>
              Bắt đầu nuôi
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
