import type { Popup } from '@kbet/sdk';
import { useKbetClient } from './KbetProvider';
import type { ResourceRead } from './resourceRead';
import { type ResourceView, useResource } from './useResource';

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
  const client = useKbetClient();
  return useResource(sitePopupsRead.key, (signal) => sitePopupsRead.fetch(client, signal));
}
