import type { FixturePage, InplayListParams } from '@kbet/sdk';
import { fixtureKey } from './fixtureKey';
import type { ResourceRead } from './resourceRead';
import { useLiveFixturePatch } from './useLiveFixturePatch';
import { useRead } from './useRead';
import type { ResourceView } from './useResource';

/** The read behind useInplayFixtures(query), for a server render to start ahead. */
export const inplayFixturesRead = (query: InplayListParams): ResourceRead<FixturePage> => ({
  key: fixtureKey('fixtures:inplay', query),
  fetch: (client, signal) => client.sports.inplay(query, { signal }),
});

/**
 * A page of the fixtures being played (GET /sports-prematch/inplay), with scores and odds kept current by the
 * live push. Refresh it on a timer while the push is down (the spec's 5-second polling).
 * @example const inplay = useInplayFixtures({ sportId: 6046 });
 */
export function useInplayFixtures(query: InplayListParams): ResourceView<FixturePage> {
  const resource = useRead(inplayFixturesRead(query));
  useLiveFixturePatch(
    resource,
    (page) => page.items,
    (page, items) => ({ ...page, items: [...items] }),
  );
  return resource;
}
