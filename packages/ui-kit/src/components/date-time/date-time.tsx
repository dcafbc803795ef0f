import { formatDate, formatDateTime, toInstant } from '@veso/domain';
import type { DateInput } from '@veso/domain';

export type DateTimeProps = {
  /** A Date, epoch milliseconds, an ISO string, or the spec's 'DD/MM/YYYY HH:mm:ss'. */
  value: DateInput;
  /** Show the day only ('DD/MM/YYYY'). */
  dateOnly?: boolean;
  className?: string;
};

/**
 * An instant in Vietnam time: `<time dateTime="2026-11-21T11:00:00.000Z">21/11/2026
 * 18:00:00</time>`, machine-readable ISO in the attribute.
 */
export function DateTime({ value, dateOnly = false, className }: DateTimeProps) {
  const instant = toInstant(value);
  return (
    <time dateTime={instant.toISOString()} className={className}>
      {dateOnly ? formatDate(instant) : formatDateTime(instant)}
    </time>
  );
}
