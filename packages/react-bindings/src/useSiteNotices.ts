import type { Notice } from '@kbet/sdk';
import { useKbetClient } from './KbetProvider';
import { type ResourceView, useResource } from './useResource';

/**
 * The site notices of the notice popup (GET boardNotice?noticeType=0).
 * @example const { data: notices = [] } = useSiteNotices();
 */
export function useSiteNotices(): ResourceView<Notice[]> {
  const client = useKbetClient();
  return useResource('siteNotices', (signal) => client.board.popupNotices({ signal }));
}
