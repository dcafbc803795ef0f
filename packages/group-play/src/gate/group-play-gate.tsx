import {
  failureOf,
  HOME_PATH,
  LOAD_ERROR_TITLE,
  OFFLINE_MESSAGE,
  OFFLINE_TITLE,
  useAppConfigState,
} from '@veso/shop-core';
import { EmptyState, ErrorState, SkeletonGroup } from '@veso/ui-kit';
import { Link } from 'react-router';
import type { ReactNode } from 'react';

/** Shown instead of creating a group while the shop has group play off (spec §9 default). */
export const GROUP_PLAY_OFF_TITLE = 'Nhóm mua chung chưa mở';
export const GROUP_PLAY_OFF_MESSAGE =
  'Tính năng mua chung hiện chưa được mở. Quý khách vui lòng quay lại sau.';
/** Over the lists while the flag is off: groups already on sale still fill and settle. */
export const NO_NEW_GROUPS_MESSAGE =
  'Hiện chưa nhận tạo nhóm mới. Các nhóm đang góp vẫn nhận góp cổ phần.';

/** Whether the app config has group play on; undefined until the config answers. */
export function useGroupPlayOn(): boolean | undefined {
  return useAppConfigState().data?.features.groupPlay;
}

/**
 * Renders its screen (creating a group) only while the app config's `features.groupPlay`
 * is on (spec §9); until the config answers, its loading, offline and error states. The
 * server refuses new groups only when it is off, so the lists, group pages and history are
 * not behind it.
 */
export function GroupPlayGate({ children }: { children: ReactNode }) {
  const config = useAppConfigState();
  if (config.data === undefined) {
    if (config.error !== undefined && !config.isFetching) {
      const failure = failureOf(config.error);
      return (
        <ErrorState
          title={failure.network ? OFFLINE_TITLE : LOAD_ERROR_TITLE}
          message={failure.network ? OFFLINE_MESSAGE : failure.message}
          onRetry={() => void config.refetch()}
        />
      );
    }
    return <SkeletonGroup lines={4} label="Đang tải" />;
  }
  if (!config.data.features.groupPlay) {
    return (
      <EmptyState
        title={GROUP_PLAY_OFF_TITLE}
        message={GROUP_PLAY_OFF_MESSAGE}
        action={<Link to={HOME_PATH}>Về trang chủ</Link>}
      />
    );
  }
  return <>{children}</>;
}
