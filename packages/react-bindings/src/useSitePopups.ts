import type { Popup } from '@kbet/sdk';
import type { ResourceRead } from './resourceRead';
import { useRead } from './useRead';
import type { ResourceView } from './useResource';

/** The read behind useSitePopups (GET /boardPopup), for a server render to start ahead. */
export const sitePopupsRead: ResourceRead<Popup[]> = {
  key: 'sitePopups',
  fetch: (client, signal) => client.board.popups({ signal }),
};

/**
 * The active site popups (GET /boardPopup); pick the ones to show with the SDK's visiblePopups.
 * @example const { data: popups = [] } = useSitePopups();
 */
export function useSitePopups(): ResourceView<Popup[]> {
  return useRead(sitePopupsRead);
}
