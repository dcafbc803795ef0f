import { makeRequestId } from '@veso/api-client';
import { failureOf, useReportTicketMutation } from '@veso/shop-core';
import { Button, TextField } from '@veso/ui-kit';
import { useState } from 'react';
import type { FormEvent } from 'react';
import styles from '../styles';

export const REPORT_SENT_MESSAGE = 'Đã gửi báo lỗi vé. Bộ phận hỗ trợ sẽ liên hệ với bạn.';
export const REPORT_REASON_MESSAGE = 'Vui lòng nhập lý do báo lỗi vé';

/**
 * 'Báo vé lỗi' (spec §7 `POST xsdt/order/report`): the customer tells support a printed
 * ticket is wrong. One requestId per report, kept for a retry after a lost answer.
 */
export function ReportTicket({ ticketId, reported }: { ticketId: number; reported: boolean }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [requestId, setRequestId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [report, { isLoading, isSuccess }] = useReportTicketMutation();

  if (reported || isSuccess) {
    return (
      <p role="status" className={styles.muted}>
        {REPORT_SENT_MESSAGE}
      </p>
    );
  }
  if (!open) {
    return (
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)}>
        Báo vé lỗi
      </Button>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (reason.trim() === '') {
      setError(REPORT_REASON_MESSAGE);
      return;
    }
    const id = requestId ?? makeRequestId();
    setRequestId(id);
    setError(null);
    const result = await report({ requestId: id, ticketId, reason: reason.trim() });
    if ('error' in result) {
      const failure = failureOf(result.error);
      if (!failure.network) setRequestId(null);
      setError(failure.network ? 'Không có kết nối mạng, vui lòng thử lại' : failure.message);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className={styles.card}>
      <TextField
        label="Lý do báo lỗi vé"
        maxLength={500}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={error ?? undefined}
      />
      <div className={styles.row}>
        <Button type="submit" size="sm" variant="primary" loading={isLoading}>
          Gửi báo lỗi
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
          Huỷ
        </Button>
      </div>
    </form>
  );
}
