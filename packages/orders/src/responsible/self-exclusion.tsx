import type { PlayLimits, SelfExclusionBody } from '@veso/contract';
import { formatDateTime } from '@veso/domain';
import { useSelfExcludeMutation } from '@veso/shop-core';
import { Button, DateTime, YesNoDialog } from '@veso/ui-kit';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useRequestId } from '../subscriptions/use-request-id';
import styles from '../styles';
import local from './responsible.module.css';

type ExclusionPeriod = SelfExclusionBody['period'];

const HOUR_MS = 60 * 60 * 1000;

/** The self-exclusion choices and how long each lasts (permanent: for good). */
export const EXCLUSION_CHOICES: { period: ExclusionPeriod; label: string; ms: number | null }[] = [
  { period: '24h', label: '24 giờ', ms: 24 * HOUR_MS },
  { period: '7d', label: '7 ngày', ms: 7 * 24 * HOUR_MS },
  { period: '30d', label: '30 ngày', ms: 30 * 24 * HOUR_MS },
  { period: 'permanent', label: 'Vĩnh viễn', ms: null },
];

export const ExclusionMessages = {
  choose: 'Vui lòng chọn thời gian tự ngừng mua vé',
  confirmUntil: (until: number) =>
    `Bạn sẽ không thể mua vé và mọi gói nuôi số đang chạy sẽ được tạm dừng đến ${formatDateTime(until)}. Không thể huỷ hoặc rút ngắn thời gian này.`,
  confirmForever:
    'Bạn sẽ không thể mua vé vĩnh viễn và mọi gói nuôi số đang chạy sẽ được tạm dừng. Không thể huỷ lựa chọn này.',
  activeUntil: 'Bạn đang tự ngừng mua vé đến',
  activeForever:
    'Bạn đã tự ngừng mua vé vĩnh viễn. Không thể mua vé và các gói nuôi số đã tạm dừng.',
  lengthenOnly: 'Bạn chỉ có thể kéo dài thời gian tự ngừng mua vé, không thể rút ngắn.',
  done: 'Đã ghi nhận. Bạn không thể mua vé trong thời gian đã chọn.',
} as const;

/** When an exclusion chosen at `now` ends: the later of the new end and the current one. */
function endOf(
  choice: { ms: number | null },
  now: number,
  currentUntil: string | null,
): number | null {
  if (choice.ms === null) return null;
  const wanted = now + choice.ms;
  const current = currentUntil ? new Date(currentUntil).getTime() : 0;
  return Math.max(wanted, current);
}

/**
 * Self-exclusion (24 hours, 7 days, 30 days, permanent): the customer picks a period and
 * confirms in a dialog that says purchases are blocked and subscriptions paused until when.
 */
export function SelfExclusion({ data }: { data: PlayLimits }) {
  const [period, setPeriod] = useState<ExclusionPeriod | null>(null);
  const [confirm, setConfirm] = useState<{ period: ExclusionPeriod; until: number | null } | null>(
    null,
  );
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const requestId = useRequestId();
  const [exclude, { isLoading }] = useSelfExcludeMutation();
  const exclusion = data.exclusion;

  if (exclusion?.permanent) {
    return (
      <p role="status" className={styles.card}>
        {ExclusionMessages.activeForever}
      </p>
    );
  }

  function ask(event: FormEvent) {
    event.preventDefault();
    setDone(false);
    const choice = EXCLUSION_CHOICES.find((c) => c.period === period);
    if (!choice) {
      setError(ExclusionMessages.choose);
      return;
    }
    setError(null);
    setConfirm({
      period: choice.period,
      until: endOf(choice, Date.now(), exclusion?.until ?? null),
    });
  }

  async function send(chosen: ExclusionPeriod) {
    const result = await exclude({ requestId: requestId.take(chosen), period: chosen });
    setConfirm(null);
    if ('error' in result) {
      setError(requestId.failed(result.error));
      return;
    }
    requestId.succeeded();
    setPeriod(null);
    setDone(true);
  }

  return (
    <>
      <form onSubmit={ask} noValidate className={styles.card}>
        {exclusion?.until ? (
          <p role="status">
            {ExclusionMessages.activeUntil} <DateTime value={exclusion.until} />.{' '}
            {ExclusionMessages.lengthenOnly}
          </p>
        ) : null}
        {done ? <p role="status">{ExclusionMessages.done}</p> : null}
        <fieldset className={local.choices}>
          <legend className={styles.legend}>Thời gian tự ngừng mua vé</legend>
          {EXCLUSION_CHOICES.map((choice) => (
            <label key={choice.period} className={local.choice}>
              <input
                type="radio"
                name="exclusion-period"
                value={choice.period}
                checked={period === choice.period}
                onChange={() => setPeriod(choice.period)}
              />
              {choice.label}
            </label>
          ))}
        </fieldset>
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
        <Button type="submit" variant="danger">
          Tự ngừng mua vé
        </Button>
      </form>
      <YesNoDialog
        open={confirm !== null}
        title="Xác nhận tự ngừng mua vé"
        message={
          confirm
            ? confirm.until === null
              ? ExclusionMessages.confirmForever
              : ExclusionMessages.confirmUntil(confirm.until)
            : undefined
        }
        yesLabel="Xác nhận"
        noLabel="Quay lại"
        destructive
        loading={isLoading}
        onYes={() => {
          if (confirm) void send(confirm.period);
        }}
        onNo={() => setConfirm(null)}
      />
    </>
  );
}
