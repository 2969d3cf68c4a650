/** Messages and inquiries carry confirmStatus 0 unread / 1 read (§3); the wire may send it as text. */
export interface Readable {
  readonly confirmStatus?: number | string | null;
}

/**
 * Read means confirmStatus 1; anything else (0, missing, unknown) counts as unread, so nothing unread is lost.
 * @example isRead({ confirmStatus: '1' }) // true
 */
export const isRead = (item: Readable): boolean => Number(item.confirmStatus) === 1;
