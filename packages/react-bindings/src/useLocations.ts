import type { Location } from '@kbet/sdk';
import { useKbetClient } from './KbetProvider';
import { type ResourceView, useResource } from './useResource';

/**
 * A sport's locations with their fixture counts (GET /sports-prematch/location); null loads nothing.
 * @example const { data: locations = [] } = useLocations(expanded ? 6046 : null);
 */
export function useLocations(sportId: number | null): ResourceView<Location[]> {
  const client = useKbetClient();
  return useResource(sportId === null ? null : `locations:${sportId}`, (signal) =>
    client.sports.locations({ sportId: sportId as number }, { signal }),
  );
}
