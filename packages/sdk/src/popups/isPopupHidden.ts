/**
 * Whether a stored hide expiry (epoch ms, as a number or the string a key-value storage returns) still hides
 * its popup at `now`; a missing or unreadable value hides nothing (spec §4: reshown once the expiry passes).
 * @example isPopupHidden('300000', 299_999) // true
 */
export function isPopupHidden(storedUntil: string | number | null | undefined, now: number): boolean {
  if (storedUntil === null || storedUntil === undefined || storedUntil === '') return false;
  const until = Number(storedUntil);
  return Number.isFinite(until) && now < until;
}
