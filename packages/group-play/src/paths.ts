/**
 * The spec §2 routes the group play feature owns: group buying, its nested screens, group details and group history. Patterns use react-router syntax (`:id`, optional `?`).
 * The screens come in later issues; until then these paths are the feature's contract
 * with the shop's route table and the shells' menus.
 */
export const GROUP_PLAY_PATHS = {
  groupBuying: '/nhom-mua-chung',
  chooseTogether: '/nhom-mua-chung/cung-chon-so',
  chooseTogetherCustomer: '/nhom-mua-chung/cung-chon-so/thong-tin-khach-hang',
  chooseTogetherShare: '/nhom-mua-chung/cung-chon-so/gop-co-phan/:id',
  chooseTogetherGroup: '/nhom-mua-chung/cung-chon-so/thong-tin-nhom/:id',
  pool: '/nhom-mua-chung/gop-quy',
  poolGroup: '/nhom-mua-chung/gop-quy/thong-tin-nhom/:id',
  baoTogether: '/nhom-mua-chung/mua-chung-ve-bao',
  baoTogetherPayment: '/nhom-mua-chung/mua-chung-ve-bao/chon-hinh-thuc-thanh-toan',
  baoTogetherCompleted: '/nhom-mua-chung/mua-chung-ve-bao/nhom-da-hoan-thanh',
  baoTogetherCustomer: '/nhom-mua-chung/mua-chung-ve-bao/thong-tin-khach-hang',
  baoTogetherShare: '/nhom-mua-chung/mua-chung-ve-bao/gop-co-phan/:id',
  baoTogetherGroup: '/nhom-mua-chung/mua-chung-ve-bao/thong-tin-nhom/:id',
  completedGroups: '/nhom-mua-chung/nhom-da-hoan-thanh',
  almostCompleteGroups: '/nhom-mua-chung/nhom-sap-hoan-thanh',
  topWinners: '/nhom-mua-chung/top-trung-thuong',
  baoTickets: '/nhom-mua-chung/ve-bao-tc',
  baoTicketGroup: '/nhom-mua-chung/ve-bao-tc/thong-tin-nhom/:id',
  singleTickets: '/nhom-mua-chung/ve-le-tc',
  singleTicketGroup: '/nhom-mua-chung/ve-le-tc/thong-tin-nhom/:id',
  groupInfoChooseTogether: '/thong-tin-nhom/cung-chon-so/:index',
  groupInfoPool: '/thong-tin-nhom/gop-quy/:index',
  groupInfoBao: '/thong-tin-nhom/ve-bao-tc/:index',
  groupInfoSingle: '/thong-tin-nhom/ve-le-tc/:index',
  groupHistory: '/lich-su-choi-nhom',
} as const;

/** A route pattern of this feature. */
export type GroupPlayPath = (typeof GROUP_PLAY_PATHS)[keyof typeof GROUP_PLAY_PATHS];
