import { makeRequestId } from '@veso/api-client';
import { failureOf } from '@veso/shop-core';
import { useRef } from 'react';

/** The inline message of a call that got no answer. */
export const NETWORK_RETRY_MESSAGE = 'Không có kết nối mạng, vui lòng thử lại';

/** The server's own words for a refusal ('Gói nuôi số đã kết thúc…'), else the code's. */
export function refusalMessage(error: unknown): string {
  const failure = failureOf(error);
  if (failure.network) return NETWORK_RETRY_MESSAGE;
  const own =
    typeof error === 'object' && error !== null && 'serverMessage' in error
      ? error.serverMessage
      : undefined;
  return typeof own === 'string' && own !== '' ? own : failure.message;
}

/**
 * The requestId of an idempotent call. After a lost answer (no connection) the same
 * intent (`key`) is sent again with the same id, so the server applies it at most once;
 * after any answer, or for another intent, a new id is made.
 */
export function useRequestId() {
  const last = useRef<{ key: string; id: string } | null>(null);
  return {
    take(key: string): string {
      if (last.current?.key !== key) last.current = { key, id: makeRequestId() };
      return last.current.id;
    },
    /** Settles a failed call: the message to show; the id is kept only for a network retry. */
    failed(error: unknown): string {
      if (!failureOf(error).network) last.current = null;
      return refusalMessage(error);
    },
    succeeded(): void {
      last.current = null;
    },
  };
}
