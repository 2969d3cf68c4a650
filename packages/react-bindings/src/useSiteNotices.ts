import type { Notice } from '@kbet/sdk';
import { useKbetClient } from './KbetProvider';
import type { ResourceRead } from './resourceRead';
import { type ResourceView, useResource } from './useResource';

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
  const client = useKbetClient();
  return useResource(siteNoticesRead.key, (signal) => siteNoticesRead.fetch(client, signal));
}
