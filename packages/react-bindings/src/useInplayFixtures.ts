import type { FixturePage, InplayListParams } from '@kbet/sdk';
import { fixtureKey } from './fixtureKey';
import { useKbetClient } from './KbetProvider';
import { useLiveFixturePatch } from './useLiveFixturePatch';
import { type ResourceView, useResource } from './useResource';

/**
 * A page of the fixtures being played (GET /sports-prematch/inplay), with scores and odds kept current by the
 * live push. Refresh it on a timer while the push is down (the spec's 5-second polling).
 * @example const inplay = useInplayFixtures({ sportId: 6046 });
 */
export function useInplayFixtures(query: InplayListParams): ResourceView<FixturePage> {
  const client = useKbetClient();
  const resource = useResource(fixtureKey('fixtures:inplay', query), (signal) =>
    client.sports.inplay(query, { signal }),
  );
  useLiveFixturePatch(
    resource,
    (page) => page.items,
    (page, items) => ({ ...page, items: [...items] }),
  );
  return resource;
}
