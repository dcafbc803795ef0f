import { EmptyState, ErrorState, SkeletonGroup } from '@veso/ui-kit';
import type { ReactNode } from 'react';

/** The message of a screen whose call got no answer. */
export const OFFLINE_TITLE = 'Không có kết nối mạng';
export const OFFLINE_MESSAGE = 'Không có kết nối mạng, vui lòng thử lại';
export const LOAD_ERROR_TITLE = 'Không tải được dữ liệu';

type Failure = { message?: unknown; network?: unknown; code?: unknown };

export type QueryLike<T> = {
  data?: T;
  error?: unknown;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

/** The failure of a call: network (offline) or the server's mapped message. */
export function failureOf(error: unknown): {
  network: boolean;
  message: string;
  code: number | null;
} {
  const failure = (typeof error === 'object' && error !== null ? error : {}) as Failure;
  return {
    network: failure.network === true,
    message: typeof failure.message === 'string' ? failure.message : 'Có lỗi xảy ra',
    code: typeof failure.code === 'number' ? failure.code : null,
  };
}

export type QueryViewProps<T> = {
  query: QueryLike<T>;
  /** True when the answer has nothing to show. */
  isEmpty?: (data: T) => boolean;
  emptyTitle?: string;
  emptyMessage?: ReactNode;
  /** Loading announcement; default 'Đang tải'. */
  loadingLabel?: string;
  children: (data: T) => ReactNode;
};

/** Loading, offline, error (with retry) and empty states around a query's data. */
export function QueryView<T>({
  query,
  isEmpty,
  emptyTitle = 'Chưa có dữ liệu',
  emptyMessage,
  loadingLabel,
  children,
}: QueryViewProps<T>) {
  if (query.isLoading) return <SkeletonGroup lines={4} label={loadingLabel} />;
  if (query.error !== undefined && (query.data === undefined || !query.isFetching)) {
    const failure = failureOf(query.error);
    return (
      <ErrorState
        title={failure.network ? OFFLINE_TITLE : LOAD_ERROR_TITLE}
        message={failure.network ? OFFLINE_MESSAGE : failure.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.data === undefined) return <SkeletonGroup lines={4} label={loadingLabel} />;
  if (isEmpty?.(query.data)) return <EmptyState title={emptyTitle} message={emptyMessage} />;
  return <>{children(query.data)}</>;
}
