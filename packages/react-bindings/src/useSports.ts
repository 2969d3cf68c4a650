import type { SportListItem } from '@kbet/sdk';
import type { ResourceRead } from './resourceRead';
import { useRead } from './useRead';
import type { ResourceView } from './useResource';

/** The read behind useSports (GET /sports-prematch/sports), for a server render to start ahead. */
export const sportsRead: ResourceRead<SportListItem[]> = {
  key: 'sports',
  fetch: (client, signal) => client.sports.sports({ signal }),
};

/**
 * The sports of the sidebar tree (GET /sports-prematch/sports).
 * @example const { data: sports = [] } = useSports();
 */
export function useSports(): ResourceView<SportListItem[]> {
  return useRead(sportsRead);
}
