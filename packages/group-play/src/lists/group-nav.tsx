import { NavLink } from 'react-router';
import { KIND_ORDER, KINDS } from '../kinds';
import { GROUP_PLAY_PATHS } from '../paths';
import styles from '../styles';

const LISTS = [
  { to: GROUP_PLAY_PATHS.groupBuying, label: 'Nhóm mới' },
  ...KIND_ORDER.map((kind) => ({ to: KINDS[kind].list, label: KINDS[kind].label })),
  { to: GROUP_PLAY_PATHS.almostCompleteGroups, label: 'Sắp hoàn thành' },
  { to: GROUP_PLAY_PATHS.completedGroups, label: 'Đã hoàn thành' },
  { to: GROUP_PLAY_PATHS.topWinners, label: 'Top trúng thưởng' },
  { to: GROUP_PLAY_PATHS.groupHistory, label: 'Nhóm của tôi' },
];

/** The group play lists, one tap away from each other (a scrollable row of tabs). */
export function GroupNav() {
  return (
    <nav aria-label="Danh mục nhóm mua chung">
      <ul className={styles.tabs}>
        {LISTS.map((list) => (
          <li key={list.to}>
            <NavLink to={list.to} end className={styles.tab}>
              {list.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
