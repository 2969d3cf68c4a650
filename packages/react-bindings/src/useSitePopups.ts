import type { Popup } from '@kbet/sdk';
import { useKbetClient } from './KbetProvider';
import { type ResourceView, useResource } from './useResource';

/**
 * The active site popups (GET /boardPopup); pick the ones to show with the SDK's visiblePopups.
 * @example const { data: popups = [] } = useSitePopups();
 */
export function useSitePopups(): ResourceView<Popup[]> {
  const client = useKbetClient();
  return useResource('sitePopups', (signal) => client.board.popups({ signal }));
}
