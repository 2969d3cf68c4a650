import { formatKst, type KstFormat } from '@/lib/formatKst';

/**
 * A date and time shown in Korean time, machine-readable through <time>.
 * @example <DateTime value={notice.createTimestamp} format="short" />
 */
export function DateTime({
  value,
  format = 'datetime',
}: {
  readonly value: string | number | Date;
  readonly format?: KstFormat;
}) {
  const ms = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  if (Number.isNaN(ms)) return null;
  return (
    <time dateTime={new Date(ms).toISOString()} className="tabular">
      {formatKst(ms, format)}
    </time>
  );
}
