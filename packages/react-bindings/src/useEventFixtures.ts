import type { FixtureListParams, FixturePage } from '@kbet/sdk';
import { fixtureKey } from './fixtureKey';
import { useKbetClient } from './KbetProvider';
import { useLiveFixturePatch } from './useLiveFixturePatch';
import { type ResourceView, useResource } from './useResource';

/**
 * A page of the event-folder fixtures (GET /sports-prematch/events), kept current by the live push.
 * @example const { data } = useEventFixtures({ page: 1 });
 */
export function useEventFixtures(query: FixtureListParams): ResourceView<FixturePage> {
  const client = useKbetClient();
  const resource = useResource(fixtureKey('fixtures:events', query), (signal) =>
    client.sports.events(query, { signal }),
  );
  useLiveFixturePatch(
    resource,
    (page) => page.items,
    (page, items) => ({ ...page, items: [...items] }),
  );
  return resource;
}
