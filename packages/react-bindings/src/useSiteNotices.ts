import type { Notice } from '@kbet/sdk';
import type { ResourceRead } from './resourceRead';
import { useRead } from './useRead';
import type { ResourceView } from './useResource';

/** The read behind useSiteNotices (GET boardNotice?noticeType=0), for a server render to start ahead. */
export const siteNoticesRead: ResourceRead<Notice[]> = {
  key: 'siteNotices',
  fetch: (client, signal) => client.board.popupNotices({ signal }),
};

/**
 * The site notices of the notice popup (GET boardNotice?noticeType=0).
 * @example const { data: notices = [] } = useSiteNotices();
 */
export function useSiteNotices(): ResourceView<Notice[]> {
  return useRead(siteNoticesRead);
}
