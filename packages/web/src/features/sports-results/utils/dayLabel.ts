const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];

/**
 * A calendar day (YYYY-MM-DD) as Korean pages title it, with its weekday.
 * @example dayLabel('2026-01-01') // '2026년 1월 1일 (목)'
 */
export function dayLabel(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  const weekday = WEEKDAYS[date.getUTCDay()] ?? '';
  return `${date.getUTCFullYear()}년 ${date.getUTCMonth() + 1}월 ${date.getUTCDate()}일 (${weekday})`;
}
