import type { FixtureListParams, FixturePage } from '@kbet/sdk';
import { fixtureKey } from './fixtureKey';
import { useKbetClient } from './KbetProvider';
import type { ResourceRead } from './resourceRead';
import { useLiveFixturePatch } from './useLiveFixturePatch';
import { type ResourceView, useResource } from './useResource';

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
  const client = useKbetClient();
  const read = fixturesRead(query ?? {});
  const resource = useResource(query === null ? null : read.key, (signal) => read.fetch(client, signal));
  useLiveFixturePatch(
    resource,
    (page) => page.items,
    (page, items) => ({ ...page, items: [...items] }),
  );
  return resource;
}
