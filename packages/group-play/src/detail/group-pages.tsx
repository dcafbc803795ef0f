import type { GroupDetail, GroupKind } from '@veso/contract';
import { LOAD_ERROR_TITLE, QueryView, RequireAuth, useAppSelector } from '@veso/shop-core';
import { Button, EmptyState, ErrorState } from '@veso/ui-kit';
import type { ReactNode } from 'react';
import { Link, useHref, useLinkClickHandler, useParams, useSearchParams } from 'react-router';
import { GROUP_POLL_MS, useGetGroupDetailQuery } from '../api/group-api';
import { GroupScreen } from '../shared/group-screen';
import { BuyResult, BuyShares } from '../join/buy-shares';
import { WalletShareResult } from '../join/wallet-share-result';
import { groupIdParam, hasSharePage, KINDS, sharePath } from '../kinds';
import { GROUP_PLAY_PATHS } from '../paths';
import { groupInfoOf, selectGroupFlow } from '../state/group-flow';
import type { GroupInfo } from '../state/group-flow';
import styles from '../styles';
import { GroupDetailView } from './group-detail';
import { PrintedTickets } from './printed-tickets';

/** A group still changes while shares sell: its page asks again until it is full. */
function useLiveGroup(groupId: number | null) {
  const query = useGetGroupDetailQuery(groupId ?? 0, {
    skip: groupId === null,
    pollingInterval: GROUP_POLL_MS,
    skipPollingIfUnfocused: true,
    refetchOnMountOrArgChange: true,
  });
  return query;
}

function isOnSale(group: GroupDetail): boolean {
  return group.status === 'open' || (group.status === 'draft' && group.mine?.isLeader !== false);
}

/** The flow's view of the group. A draft is shown to its leader only, so its viewer leads it. */
function groupInfoOfPage(group: GroupDetail): GroupInfo {
  const info = groupInfoOf(group);
  return { ...info, isLeader: info.isLeader || group.status === 'draft' };
}

function NotAGroup() {
  return (
    <EmptyState
      title="Không tìm thấy nhóm"
      action={<Link to={GROUP_PLAY_PATHS.groupBuying}>Xem các nhóm đang góp</Link>}
    />
  );
}

/** The server's message when it refused the call (not when offline). */
function refusalOf(query: { data?: unknown; error?: unknown; isFetching: boolean }): string | null {
  if (query.error === undefined || query.data !== undefined || query.isFetching) return null;
  const failure = query.error as { network?: boolean; serverMessage?: unknown };
  return failure.network !== true && typeof failure.serverMessage === 'string'
    ? failure.serverMessage
    : null;
}

function GroupQuery({
  groupId,
  children,
}: {
  groupId: number | null;
  children: (group: GroupDetail) => ReactNode;
}) {
  const query = useLiveGroup(groupId);
  if (groupId === null) return <NotAGroup />;
  const refusal = refusalOf(query);
  if (refusal !== null) {
    // The server's own words (e.g. 'Không tìm thấy nhóm mua chung'), not the code's.
    return (
      <ErrorState
        title={LOAD_ERROR_TITLE}
        message={refusal}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return (
    <QueryView query={query} loadingLabel="Đang tải thông tin nhóm">
      {(group) => <>{children(group)}</>}
    </QueryView>
  );
}

/** The wallet payment the gateway sent the customer back with (`?paymentId=`), if any. */
function useReturnedPayment(): string | null {
  const [params] = useSearchParams();
  return params.get('paymentId');
}

/** The share picker while the group sells, the result once the customer bought, else why not. */
function BuyOrResult({ group }: { group: GroupDetail }) {
  const flow = useAppSelector(selectGroupFlow);
  const paymentId = useReturnedPayment();
  if (paymentId) return <WalletShareResult paymentId={paymentId} info={groupInfoOfPage(group)} />;
  if (flow.result?.call === 'confirm' && flow.result.groupId === group.groupId) {
    return <BuyResult result={flow.result} />;
  }
  if (!isOnSale(group)) {
    return <p className={styles.notice}>Nhóm không còn nhận góp cổ phần.</p>;
  }
  return <BuyInline group={group} />;
}

function BuyInline({ group }: { group: GroupDetail }) {
  const info = groupInfoOfPage(group);
  return <BuyShares info={info} owned={group.mine?.shares ?? 0} />;
}

/** 'Góp cổ phần': a real link to the share page, drawn as the primary button. */
function ShareLink({ to }: { to: string }) {
  const href = useHref(to);
  const open = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button variant="primary" fullWidth href={href} onClick={open}>
      Góp cổ phần
    </Button>
  );
}

function BuyEntry({ group }: { group: GroupDetail }) {
  const flow = useAppSelector(selectGroupFlow);
  const paymentId = useReturnedPayment();
  if (paymentId) return <WalletShareResult paymentId={paymentId} info={groupInfoOfPage(group)} />;
  if (flow.result?.call === 'confirm' && flow.result.groupId === group.groupId) {
    return <BuyResult result={flow.result} />;
  }
  if (!isOnSale(group) || group.remainingShares === 0) return null;
  if (hasSharePage(group.kind)) return <ShareLink to={sharePath(group.kind, group.groupId)} />;
  return <BuyInline group={group} />;
}

/** /nhom-mua-chung/{kind}/thong-tin-nhom/{id}: a group anyone may look at and buy shares of. */
export function GroupPage({ kind }: { kind: GroupKind }) {
  const groupId = groupIdParam(useParams().id);
  return (
    <GroupScreen title={`Thông tin nhóm · ${KINDS[kind].label}`}>
      <GroupQuery groupId={groupId}>
        {(group) => <GroupDetailView group={group} buy={<BuyEntry group={group} />} />}
      </GroupQuery>
    </GroupScreen>
  );
}

/** /nhom-mua-chung/{kind}/gop-co-phan/{id}: choose shares, pay, see the result. */
export function SharePage({ kind }: { kind: GroupKind }) {
  const groupId = groupIdParam(useParams().id);
  return (
    <GroupScreen title={`Góp cổ phần · ${KINDS[kind].label}`}>
      <RequireAuth>
        <GroupQuery groupId={groupId}>
          {(group) => <GroupDetailView group={group} buy={<BuyOrResult group={group} />} />}
        </GroupQuery>
      </RequireAuth>
    </GroupScreen>
  );
}

/** /thong-tin-nhom/{kind}/{index}: the customer's own group, with its printed tickets and prize. */
export function OwnGroupPage() {
  const groupId = groupIdParam(useParams().index);
  return (
    <GroupScreen title="Thông tin nhóm của tôi">
      <RequireAuth>
        <GroupQuery groupId={groupId}>
          {(group) => (
            <GroupDetailView
              group={group}
              buy={<BuyEntry group={group} />}
              tickets={<PrintedTickets tickets={group.tickets} />}
            />
          )}
        </GroupQuery>
        <Link to={GROUP_PLAY_PATHS.groupHistory}>Lịch sử chơi nhóm</Link>
      </RequireAuth>
    </GroupScreen>
  );
}

export const ChooseTogetherGroupPage = () => <GroupPage kind="cung-chon-so" />;
export const PoolGroupPage = () => <GroupPage kind="gop-quy" />;
export const BaoTogetherGroupPage = () => <GroupPage kind="mua-chung-ve-bao" />;
export const BaoTicketGroupPage = () => <GroupPage kind="ve-bao-tc" />;
export const SingleTicketGroupPage = () => <GroupPage kind="ve-le-tc" />;
export const ChooseTogetherSharePage = () => <SharePage kind="cung-chon-so" />;
export const BaoTogetherSharePage = () => <SharePage kind="mua-chung-ve-bao" />;

/**
 * /nhom-mua-chung/mua-chung-ve-bao/chon-hinh-thuc-thanh-toan: the payment step of the bao
 * group the customer is creating or joining (the flow's groupInfo): their shares, the
 * payment choice and the result.
 */
export function BaoPaymentPage() {
  const flow = useAppSelector(selectGroupFlow);
  const groupId = flow.groupInfo?.groupId ?? null;
  return (
    <GroupScreen title="Chọn hình thức thanh toán">
      <RequireAuth>
        {groupId === null ? (
          <EmptyState
            title="Chưa chọn nhóm để góp"
            message="Hãy tạo nhóm mua chung vé bao hoặc chọn một nhóm đang góp."
            action={<Link to={KINDS['mua-chung-ve-bao'].list}>Nhóm mua chung vé bao</Link>}
          />
        ) : (
          <GroupQuery groupId={groupId}>
            {(group) => <GroupDetailView group={group} buy={<BuyOrResult group={group} />} />}
          </GroupQuery>
        )}
      </RequireAuth>
    </GroupScreen>
  );
}
