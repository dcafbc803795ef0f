import {
  LOGIN_PATH,
  MethodOption,
  QueryView,
  selectIsEmbed,
  selectIsSignedIn,
  useAppDispatch,
  useAppSelector,
  useUserInfo,
} from '@veso/shop-core';
import type { GuardRedirectState } from '@veso/shop-core';
import { Button, Money } from '@veso/ui-kit';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ownGroupPath } from '../kinds';
import { GROUP_PLAY_PATHS } from '../paths';
import { FailureAlert } from '../shared/group-screen';
import { SharePicker } from '../share/share-picker';
import {
  buyShares,
  groupChosen,
  paySharesWithWallet,
  selectGroupFlow,
  shareSelected,
} from '../state/group-flow';
import type { GroupInfo, GroupResult } from '../state/group-flow';
import styles from '../styles';

/** Where the main balance is topped up. */
export const TOP_UP_PATH = '/nap-tien';
export const MAIN_BALANCE_LABEL = 'Tài khoản chính';
export const BUY_SUCCESS_TITLE = 'Góp cổ phần thành công';
export const WALLET_LABEL = 'Thanh toán qua ví';
export const WALLET_HINT = 'Thanh toán trực tiếp bằng ví điện tử đã liên kết.';
/** How a wallet payment becomes shares, and what happens when it comes too late. */
export const WALLET_RULE =
  'Ví chuyển tiền vào tài khoản chính và cổ phần được góp ngay từ đó; tiền góp được tạm giữ đến khi nhóm đủ cổ phần. Nếu khi ví xác nhận nhóm đã đủ hoặc đã kết thúc, số tiền ở lại tài khoản chính.';

type ShareMethod = 'main' | 'wallet';

/** Sends the browser to the wallet gateway's page (tests pass their own). */
function goToGateway(payUrl: string): void {
  window.location.assign(payUrl);
}

/** The most shares the caller may still buy of the group. */
export function sharesAvailable(info: GroupInfo, owned: number): number {
  return Math.max(0, Math.min(info.remainingShares, info.maxMemberShares - owned));
}

export type BuySharesProps = {
  info: GroupInfo;
  /** Shares the caller already holds. */
  owned?: number;
  /** Where a wallet payment goes (the gateway's page); the browser by default. */
  onGateway?: (payUrl: string) => void;
};

/**
 * Buying shares of a group (spec §3 group order flow: groupInfo, selectedShare, lastReq):
 * the share picker with its price, the payment choice (the main balance, with a top-up
 * link when it is short; in the e-wallet webview the linked wallet too, chosen first), the
 * rules, and once paid the result. The money is held until the group is full and returned
 * if it is not by the deadline.
 */
export function BuyShares({ info, owned = 0, onGateway }: BuySharesProps) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const location = useLocation();
  if (!signedIn) {
    const state: GuardRedirectState = { from: `${location.pathname}${location.search}` };
    return (
      <p className={styles.notice}>
        <Link to={LOGIN_PATH} state={state}>
          Đăng nhập
        </Link>{' '}
        để góp cổ phần.
      </p>
    );
  }
  return <SignedInBuyShares info={info} owned={owned} onGateway={onGateway} />;
}

function SignedInBuyShares({ info, owned = 0, onGateway = goToGateway }: BuySharesProps) {
  const dispatch = useAppDispatch();
  const embed = useAppSelector(selectIsEmbed);
  const [method, setMethod] = useState<ShareMethod>(embed ? 'wallet' : 'main');
  const flow = useAppSelector(selectGroupFlow);
  const user = useUserInfo();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const min = info.isLeader && owned === 0 ? Math.max(1, info.minLeaderShares) : 1;
  const max = sharesAvailable(info, owned);
  const sameGroup = flow.groupInfo?.groupId === info.groupId;
  const chosen = sameGroup ? flow.selectedShare : min;
  const shares = Math.min(Math.max(chosen, min), Math.max(min, max));
  const total = shares * info.sharePrice;

  if (sameGroup && flow.result && flow.result.call === 'confirm') {
    return <BuyResult result={flow.result} />;
  }
  if (max < min) {
    return (
      <p className={styles.notice}>
        {info.remainingShares === 0
          ? 'Nhóm đã đủ cổ phần.'
          : `Bạn đã giữ tối đa ${info.maxMemberShares} cổ phần của nhóm này.`}
      </p>
    );
  }

  function choose(next: number) {
    if (!sameGroup) dispatch(groupChosen(info));
    dispatch(shareSelected(next));
  }

  async function pay() {
    if (!sameGroup) dispatch(groupChosen(info));
    setBusy(true);
    setFailure(null);
    if (method === 'wallet') {
      const paying = await dispatch(paySharesWithWallet(info.groupId, shares));
      if (paying.ok) {
        onGateway(paying.data.payUrl);
        return;
      }
      setBusy(false);
      setFailure(paying.message);
      return;
    }
    const outcome = await dispatch(buyShares(info.groupId, shares));
    setBusy(false);
    if (!outcome.ok) setFailure(outcome.message);
  }

  const rules = [
    info.isLeader && owned === 0
      ? `Trưởng nhóm giữ ít nhất ${info.minLeaderShares} cổ phần.`
      : null,
    `Mỗi thành viên giữ tối đa ${info.maxMemberShares} cổ phần.`,
    `Còn ${info.remainingShares}/${info.totalShares} cổ phần.`,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.legend}>
        {info.isLeader && owned === 0 ? 'Cổ phần của trưởng nhóm' : 'Góp cổ phần'}
      </h2>
      <SharePicker
        value={shares}
        onChange={choose}
        sharePrice={info.sharePrice}
        min={min}
        max={max}
        hint={rules}
        disabled={busy}
      />
      <QueryView query={user} loadingLabel="Đang tải số dư">
        {(account) => {
          const wallet = method === 'wallet';
          const enough = wallet || account.balance >= total;
          return (
            <>
              {embed ? (
                <fieldset className={styles.plain}>
                  <legend className={styles.legend}>Hình thức thanh toán</legend>
                  <MethodOption
                    name="share-payment"
                    title={WALLET_LABEL}
                    hint={WALLET_HINT}
                    checked={wallet}
                    disabled={busy}
                    onChoose={() => setMethod('wallet')}
                  />
                  <MethodOption
                    name="share-payment"
                    title={MAIN_BALANCE_LABEL}
                    hint={
                      <>
                        Số dư: <Money amount={account.balance} />
                      </>
                    }
                    checked={!wallet}
                    disabled={busy}
                    onChoose={() => setMethod('main')}
                  />
                </fieldset>
              ) : null}
              {wallet ? (
                <p className={styles.muted}>{WALLET_RULE}</p>
              ) : (
                <>
                  <dl className={styles.facts} aria-label="Hình thức thanh toán">
                    <dt>Thanh toán bằng</dt>
                    <dd>{MAIN_BALANCE_LABEL}</dd>
                    <dt>Số dư</dt>
                    <dd>
                      <Money amount={account.balance} />
                    </dd>
                    <dt>Sau khi góp</dt>
                    <dd>{enough ? <Money amount={account.balance - total} /> : 'Không đủ'}</dd>
                  </dl>
                  <p className={styles.muted}>
                    Tiền góp được tạm giữ đến khi nhóm đủ cổ phần. Nếu đến hạn nhóm chưa đủ, bạn
                    được hoàn lại toàn bộ.
                  </p>
                </>
              )}
              {enough ? null : (
                <p role="status" className={styles.notice}>
                  Số dư tài khoản chính không đủ để góp. <Link to={TOP_UP_PATH}>Nạp tiền</Link>
                </p>
              )}
              <FailureAlert message={failure} />
              <Button
                variant="primary"
                fullWidth
                loading={busy}
                disabled={!enough}
                onClick={() => void pay()}
              >
                {wallet ? WALLET_LABEL : 'Thanh toán'} <Money amount={total} />
              </Button>
            </>
          );
        }}
      </QueryView>
    </section>
  );
}

/** The card of shares bought ('Góp cổ phần thành công'), a region named by its title. */
export function BoughtCard({ children }: { children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={`${styles.card} ${styles.success}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.legend}>
        {BUY_SUCCESS_TITLE}
      </h2>
      {children}
    </section>
  );
}

/** The result screen of a purchase: what was bought, what is held, the balance left. */
export function BuyResult({ result }: { result: GroupResult }) {
  const full = result.status !== 'open' && result.status !== 'draft';
  return (
    <BoughtCard>
      <dl className={styles.facts}>
        <dt>Nhóm</dt>
        <dd>{result.name}</dd>
        <dt>Cổ phần của bạn</dt>
        <dd>{result.shares}</dd>
        <dt>{full ? 'Đã thanh toán' : 'Đang tạm giữ'}</dt>
        <dd>
          <Money amount={result.amount} />
        </dd>
        <dt>Số dư còn lại</dt>
        <dd>
          <Money amount={result.balance} />
        </dd>
      </dl>
      <p role="status">
        {full
          ? 'Nhóm đã đủ cổ phần, vé của nhóm đã được đặt mua.'
          : `Nhóm đã hoàn thành ${result.percent}%. Vé được mua khi nhóm đủ cổ phần.`}
      </p>
      <div className={styles.row}>
        <Link to={ownGroupPath(result.kind, result.groupId)}>Xem nhóm của tôi</Link>
        <Link to={GROUP_PLAY_PATHS.groupBuying}>Nhóm mua chung</Link>
      </div>
    </BoughtCard>
  );
}
