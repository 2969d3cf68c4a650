import type { SportListItem } from '@kbet/sdk';
import { useKbetClient } from './KbetProvider';
import { type ResourceView, useResource } from './useResource';

/**
 * The sports of the sidebar tree (GET /sports-prematch/sports).
 * @example const { data: sports = [] } = useSports();
 */
export function useSports(): ResourceView<SportListItem[]> {
  const client = useKbetClient();
  return useResource('sports', (signal) => client.sports.sports({ signal }));
}
