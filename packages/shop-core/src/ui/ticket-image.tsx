import { API_BASES } from '@veso/contract';
import { printingEndpoints } from '@veso/contract/endpoints/printing';
import { getSessionCookie } from '../cookies/cookies';
import { Button } from '@veso/ui-kit';
import { useEffect, useState } from 'react';
import styles from './screen.module.css';

/**
 * The API base the ticket image path hangs off (`Ticket.imagePath`, the path of
 * `printingEndpoints.ticketImage` filled in, has none). The image is SVG, not the JSON
 * envelope (the endpoint's `produces`), so it is fetched as a blob, not through the client.
 */
export const TICKET_IMAGE_API_BASE = API_BASES[printingEndpoints.ticketImage.base];

export type TicketImageProps = {
  /** `Ticket.imagePath`, e.g. '/order/ticket_image/501'. */
  path: string;
  alt: string;
  /** The fetch and base to load it with (the shop's by default). */
  fetchImpl?: typeof fetch;
  apiBase?: string;
};

type State =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'shown'; url: string }
  | { kind: 'error'; offline: boolean };

/**
 * The printed ticket's image. It is only served to its buyer with the session header, so
 * it is fetched (not linked) on demand and shown from an object URL.
 */
export function TicketImage({
  path,
  alt,
  fetchImpl,
  apiBase = TICKET_IMAGE_API_BASE,
}: TicketImageProps) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const shownUrl = state.kind === 'shown' ? state.url : null;
  useEffect(
    () => () => {
      if (shownUrl) URL.revokeObjectURL(shownUrl);
    },
    [shownUrl],
  );

  async function load() {
    setState({ kind: 'loading' });
    const token = getSessionCookie();
    try {
      const response = await (fetchImpl ?? globalThis.fetch)(`${apiBase}${path}`, {
        headers: token ? { 'x-access-token': token } : {},
      });
      if (!response.ok) {
        setState({ kind: 'error', offline: false });
        return;
      }
      const blob = await response.blob();
      setState({ kind: 'shown', url: URL.createObjectURL(blob) });
    } catch {
      setState({ kind: 'error', offline: true });
    }
  }

  if (state.kind === 'shown') {
    return <img src={state.url} alt={alt} className={styles.ticketImage} />;
  }
  return (
    <div className={styles.row}>
      <Button
        size="sm"
        variant="secondary"
        loading={state.kind === 'loading'}
        onClick={() => void load()}
      >
        {state.kind === 'error' ? 'Tải lại ảnh vé' : 'Xem ảnh vé'}
      </Button>
      {state.kind === 'error' ? (
        <span role="alert" className={styles.error}>
          {state.offline ? 'Không có kết nối mạng, vui lòng thử lại' : 'Không tải được ảnh vé'}
        </span>
      ) : null}
    </div>
  );
}
