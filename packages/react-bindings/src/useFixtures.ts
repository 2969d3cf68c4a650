import type { FixtureListParams, FixturePage } from '@kbet/sdk';
import { fixtureKey } from './fixtureKey';
import type { ResourceRead } from './resourceRead';
import { useLiveFixturePatch } from './useLiveFixturePatch';
import { useRead } from './useRead';
import type { ResourceView } from './useResource';

/** The read behind useFixtures(query), for a server render to start ahead. */
export const fixturesRead = (query: FixtureListParams): ResourceRead<FixturePage> => ({
  key: fixtureKey('fixtures:list', query),
  fetch: (client, signal) => client.sports.fixtures(query, { signal }),
});

/**
 * A page of the /europe listing (GET /sports-prematch/fixtures), kept current by the live push; null loads
 * nothing. Keys start with `fixtures:`, which a live resync invalidates.
 * @example const { data } = useFixtures({ gameType: 'KR', sportId: 6046, page: 1 });
 */
export function useFixtures(query: FixtureListParams | null): ResourceView<FixturePage> {
  const resource = useRead(query === null ? null : fixturesRead(query));
  useLiveFixturePatch(
    resource,
    (page) => page.items,
    (page, items) => ({ ...page, items: [...items] }),
  );
  return resource;
}
