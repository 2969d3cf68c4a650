const MINUTE_MS = 60_000;

/**
 * When the next reality-check reminder is due (epoch ms): the first whole interval since the session began that
 * is still ahead of `now`, or null when reminders are off. Reminders keep to the session's rhythm (30, 60, 90
 * minutes in), so reloading the page neither repeats nor skips one.
 * @example nextRealityCheckAt(Date.parse('2025-03-01T12:00:00Z'), 30, Date.parse('2025-03-01T12:45:00Z')) // Date.parse('2025-03-01T13:00:00Z')
 */
export function nextRealityCheckAt(
  sessionStartedAt: number,
  intervalMinutes: number | null,
  now: number,
): number | null {
  if (intervalMinutes === null || !(intervalMinutes > 0)) return null;
  const interval = intervalMinutes * MINUTE_MS;
  const periods = Math.max(1, Math.floor((now - sessionStartedAt) / interval) + 1);
  return sessionStartedAt + periods * interval;
}
