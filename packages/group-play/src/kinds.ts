import type { GroupKind } from '@veso/contract';
import { generatePath } from 'react-router';
import { GROUP_PLAY_PATHS } from './paths';

/** What each kind of group is called and where its screens are (spec §2). */
export type KindInfo = {
  kind: GroupKind;
  label: string;
  description: string;
  /** The kind's list of open groups. */
  list: string;
  /** The create flow's first step (thong-tin-khach-hang), for the kinds a customer creates. */
  create: string | null;
};

export const KINDS: Record<GroupKind, KindInfo> = {
  'cung-chon-so': {
    kind: 'cung-chon-so',
    label: 'Cùng chọn số',
    description:
      'Cả nhóm góp tiền mua chung vé Mega 6/45, Power 6/55 hoặc Keno với bộ số trưởng nhóm chọn.',
    list: GROUP_PLAY_PATHS.chooseTogether,
    create: GROUP_PLAY_PATHS.chooseTogetherCustomer,
  },
  'gop-quy': {
    kind: 'gop-quy',
    label: 'Góp quỹ',
    description: 'Góp tiền vào quỹ để trưởng nhóm mua vé cho cả nhóm, chia thưởng theo cổ phần.',
    list: GROUP_PLAY_PATHS.pool,
    create: null,
  },
  'mua-chung-ve-bao': {
    kind: 'mua-chung-ve-bao',
    label: 'Mua chung vé bao',
    description: 'Chia nhau một vé bao nhiều số, tăng cơ hội trúng với số tiền nhỏ.',
    list: GROUP_PLAY_PATHS.baoTogether,
    create: GROUP_PLAY_PATHS.baoTogetherCustomer,
  },
  've-bao-tc': {
    kind: 've-bao-tc',
    label: 'Vé bao',
    description: 'Vé bao do nhà bán lập sẵn, mua theo cổ phần.',
    list: GROUP_PLAY_PATHS.baoTickets,
    create: null,
  },
  've-le-tc': {
    kind: 've-le-tc',
    label: 'Vé lẻ',
    description: 'Nhiều vé lẻ mua chung, chia đều cơ hội và tiền thưởng.',
    list: GROUP_PLAY_PATHS.singleTickets,
    create: null,
  },
};

export const KIND_ORDER: readonly GroupKind[] = [
  'cung-chon-so',
  'gop-quy',
  'mua-chung-ve-bao',
  've-bao-tc',
  've-le-tc',
];

const DETAIL: Record<GroupKind, string> = {
  'cung-chon-so': GROUP_PLAY_PATHS.chooseTogetherGroup,
  'gop-quy': GROUP_PLAY_PATHS.poolGroup,
  'mua-chung-ve-bao': GROUP_PLAY_PATHS.baoTogetherGroup,
  've-bao-tc': GROUP_PLAY_PATHS.baoTicketGroup,
  've-le-tc': GROUP_PLAY_PATHS.singleTicketGroup,
};

/** The kinds with a share-buying page of their own (gop-co-phan); the others buy on the group's page. */
const SHARE: Partial<Record<GroupKind, string>> = {
  'cung-chon-so': GROUP_PLAY_PATHS.chooseTogetherShare,
  'mua-chung-ve-bao': GROUP_PLAY_PATHS.baoTogetherShare,
};

/** The customer's own group (/thong-tin-nhom/{kind}/{index}); a shared bao ticket is a bao ticket. */
const OWN: Record<GroupKind, string> = {
  'cung-chon-so': GROUP_PLAY_PATHS.groupInfoChooseTogether,
  'gop-quy': GROUP_PLAY_PATHS.groupInfoPool,
  'mua-chung-ve-bao': GROUP_PLAY_PATHS.groupInfoBao,
  've-bao-tc': GROUP_PLAY_PATHS.groupInfoBao,
  've-le-tc': GROUP_PLAY_PATHS.groupInfoSingle,
};

/** The public page of a group. */
export function groupPath(kind: GroupKind, groupId: number): string {
  return generatePath(DETAIL[kind], { id: String(groupId) });
}

/** Where shares of a group are bought: its gop-co-phan page, else its own page. */
export function sharePath(kind: GroupKind, groupId: number): string {
  const pattern = SHARE[kind];
  return pattern ? generatePath(pattern, { id: String(groupId) }) : groupPath(kind, groupId);
}

/** Whether the kind buys shares on a page of its own. */
export function hasSharePage(kind: GroupKind): boolean {
  return SHARE[kind] !== undefined;
}

/** The customer's own view of a group they hold shares of (group history detail). */
export function ownGroupPath(kind: GroupKind, groupId: number): string {
  return generatePath(OWN[kind], { index: String(groupId) });
}

/** A route's `:id` / `:index` as a group id, or null when it is not one. */
export function groupIdParam(value: string | undefined): number | null {
  if (!value || !/^\d{1,12}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
