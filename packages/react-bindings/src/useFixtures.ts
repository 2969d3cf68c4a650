import type { FixtureListParams, FixturePage } from '@kbet/sdk';
import { fixtureKey } from './fixtureKey';
import { useKbetClient } from './KbetProvider';
import { useLiveFixturePatch } from './useLiveFixturePatch';
import { type ResourceView, useResource } from './useResource';

/**
 * A page of the /europe listing (GET /sports-prematch/fixtures), kept current by the live push; null loads
 * nothing. Keys start with `fixtures:`, which a live resync invalidates.
 * @example const { data } = useFixtures({ gameType: 'KR', sportId: 6046, page: 1 });
 */
export function useFixtures(query: FixtureListParams | null): ResourceView<FixturePage> {
  const client = useKbetClient();
  const resource = useResource(query === null ? null : fixtureKey('fixtures:list', query), (signal) =>
    client.sports.fixtures(query ?? {}, { signal }),
  );
  useLiveFixturePatch(
    resource,
    (page) => page.items,
    (page, items) => ({ ...page, items: [...items] }),
  );
  return resource;
}
