import type { League } from '@kbet/sdk';
import { useKbetClient } from './KbetProvider';
import { type ResourceView, useResource } from './useResource';

/**
 * A location's leagues with their fixture counts (GET /sports-prematch/league); null loads nothing.
 * @example const { data: leagues = [] } = useLeagues(open ? { sportId: 6046, locationId: 248 } : null);
 */
export function useLeagues(
  query: { readonly sportId: number; readonly locationId: number } | null,
): ResourceView<League[]> {
  const client = useKbetClient();
  return useResource(query === null ? null : `leagues:${query.sportId}:${query.locationId}`, (signal) =>
    client.sports.leagues(query as { sportId: number; locationId: number }, { signal }),
  );
}
