/**
 * Time left as mm:ss, rounded up to the second and never below 00:00.
 * @example formatCountdown(61_200) // '01:02'
 */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}
