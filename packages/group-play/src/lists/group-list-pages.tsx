import type { GroupKind, GroupListType } from '@veso/contract';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { GROUP_POLL_MS, useGetBigWinListQuery, useGetGroupListQuery } from '../api/group-api';
import { KINDS } from '../kinds';
import { NO_NEW_GROUPS_MESSAGE, useGroupPlayOn } from '../gate/group-play-gate';
import { GroupScreen } from '../shared/group-screen';
import styles from '../styles';
import { GroupListView } from './group-list';

/** Page size of the group lists. */
export const GROUP_PAGE_SIZE = 10;

/** Lists refetch while open, so a group's progress moves as others buy shares. */
const LIVE = { pollingInterval: GROUP_POLL_MS, skipPollingIfUnfocused: true } as const;

function Page({
  title,
  intro,
  actions,
  children,
}: {
  title: string;
  intro?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const on = useGroupPlayOn();
  return (
    <GroupScreen title={title} nav>
      {intro ? <p className={styles.muted}>{intro}</p> : null}
      {on === false ? (
        <p role="status" className={styles.notice}>
          {NO_NEW_GROUPS_MESSAGE}
        </p>
      ) : on ? (
        actions
      ) : null}
      {children}
    </GroupScreen>
  );
}

function CreateLinks({ kinds }: { kinds: readonly GroupKind[] }) {
  const creatable = kinds.filter((kind) => KINDS[kind].create !== null);
  if (creatable.length === 0) return null;
  return (
    <div className={styles.row}>
      {creatable.map((kind) => (
        <Link key={kind} className={styles.tab} to={KINDS[kind].create ?? KINDS[kind].list}>
          Tạo nhóm {KINDS[kind].label.toLowerCase()}
        </Link>
      ))}
    </div>
  );
}

function GroupsOfType({
  type,
  kind,
  label,
  emptyTitle,
  emptyMessage,
}: {
  type: GroupListType;
  kind?: GroupKind;
  label: string;
  emptyTitle: string;
  emptyMessage?: string;
}) {
  const [page, setPage] = useState(1);
  const query = useGetGroupListQuery(
    { type, kind, page_index: page, page_size: GROUP_PAGE_SIZE },
    type === 'completed' ? {} : LIVE,
  );
  return (
    <GroupListView
      query={query}
      label={label}
      emptyTitle={emptyTitle}
      emptyMessage={emptyMessage}
      page={page}
      onPageChange={setPage}
    />
  );
}

/** /nhom-mua-chung: what group play is, the kinds, creating a group and the newest open groups. */
export function GroupBuyingPage() {
  return (
    <Page
      title="Nhóm mua chung"
      intro="Cùng nhau góp tiền mua vé, chia thưởng theo cổ phần. Tiền góp được tạm giữ đến khi nhóm đủ cổ phần; nhóm không đủ trước hạn được hoàn tiền đầy đủ."
      actions={<CreateLinks kinds={['cung-chon-so', 'mua-chung-ve-bao']} />}
    >
      <GroupsOfType
        type="new"
        label="Nhóm mới"
        emptyTitle="Chưa có nhóm nào đang góp"
        emptyMessage="Hãy tạo nhóm đầu tiên và mời bạn bè cùng tham gia."
      />
    </Page>
  );
}

/** One kind's open groups (/nhom-mua-chung/cung-chon-so, gop-quy, mua-chung-ve-bao, ve-bao-tc, ve-le-tc). */
export function KindGroupsPage({ kind }: { kind: GroupKind }) {
  const info = KINDS[kind];
  return (
    <Page title={info.label} intro={info.description} actions={<CreateLinks kinds={[kind]} />}>
      <GroupsOfType
        type="new"
        kind={kind}
        label={`Nhóm ${info.label.toLowerCase()} đang góp`}
        emptyTitle="Chưa có nhóm nào đang góp"
      />
    </Page>
  );
}

/** /nhom-mua-chung/nhom-sap-hoan-thanh: open groups closest to full first. */
export function AlmostCompletePage() {
  return (
    <Page
      title="Nhóm sắp hoàn thành"
      intro="Những nhóm chỉ còn ít cổ phần, góp ngay để nhóm được mua vé."
    >
      <GroupsOfType
        type="almostComplete"
        label="Nhóm sắp hoàn thành"
        emptyTitle="Chưa có nhóm sắp hoàn thành"
      />
    </Page>
  );
}

/** /nhom-mua-chung/nhom-da-hoan-thanh and its bao twin: full groups, their tickets bought. */
export function CompletedPage({ kind }: { kind?: GroupKind }) {
  const title = kind
    ? `Nhóm ${KINDS[kind].label.toLowerCase()} đã hoàn thành`
    : 'Nhóm đã hoàn thành';
  return (
    <Page title={title}>
      <GroupsOfType
        type="completed"
        kind={kind}
        label={title}
        emptyTitle="Chưa có nhóm đã hoàn thành"
      />
    </Page>
  );
}

/** /nhom-mua-chung/top-trung-thuong: the groups that won, biggest prize first. */
export function TopWinnersPage() {
  const [page, setPage] = useState(1);
  return (
    <Page title="Top trúng thưởng" intro="Các nhóm trúng thưởng lớn nhất.">
      <TopWinners page={page} onPageChange={setPage} />
    </Page>
  );
}

function TopWinners({
  page,
  onPageChange,
}: {
  page: number;
  onPageChange: (page: number) => void;
}) {
  const query = useGetBigWinListQuery({ page_index: page, page_size: GROUP_PAGE_SIZE });
  return (
    <GroupListView
      query={query}
      label="Nhóm trúng thưởng"
      emptyTitle="Chưa có nhóm trúng thưởng"
      page={page}
      onPageChange={onPageChange}
    />
  );
}

/** The routed kind pages. */
export const ChooseTogetherPage = () => <KindGroupsPage kind="cung-chon-so" />;
export const PoolPage = () => <KindGroupsPage kind="gop-quy" />;
export const BaoTogetherPage = () => <KindGroupsPage kind="mua-chung-ve-bao" />;
export const BaoTicketsPage = () => <KindGroupsPage kind="ve-bao-tc" />;
export const SingleTicketsPage = () => <KindGroupsPage kind="ve-le-tc" />;
export const BaoCompletedPage = () => <CompletedPage kind="mua-chung-ve-bao" />;
export const AllCompletedPage = () => <CompletedPage />;
