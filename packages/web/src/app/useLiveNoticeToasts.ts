import { useKbetEvent } from '@kbet/react';
import { liveNotice } from '@kbet/sdk/live';
import { toast } from '@/lib/notify';

/**
 * Toasts what the live stream announces (a won slip, an answered inquiry) the moment it arrives, on every
 * page, without polling.
 * @example useLiveNoticeToasts();
 */
export function useLiveNoticeToasts(): void {
  useKbetEvent('live:event', (event) => {
    const notice = liveNotice(event);
    if (notice) toast(notice.message, 'success');
  });
}
