import { type ResourceRead, type ResourceView, useKbetClient, useResource } from '@kbet/react';
import type { HomeFixtureDigestLimits } from '@kbet/sdk/live';
import type { HomeFixtureDigest } from '@kbet/sdk/schemas';

/** The read behind useHomeFixtureDigest(limits), for a server render to start ahead. */
export const homeFixtureDigestRead = (limits: HomeFixtureDigestLimits): ResourceRead<HomeFixtureDigest> => ({
  key: `fixtures:homeDigest:soon=${limits.soon}&leagues=${limits.leagues}`,
  fetch: (client, signal) => client.sports.upcoming(limits, { signal }),
});

/**
 * The home page's digest of the next 24 hours (GET /sports-prematch/upcoming, the SDK's `homeFixtureDigest` made
 * on the server): a few rows and leagues, not the listing they come from, so neither a render nor its hydration
 * data carries 50 fixtures with their markets. `soon` holds up to `limits.soon` fixtures as of the read: the view
 * picks from them at its render time.
 * @example const digest = useHomeFixtureDigest({ soon: 10, leagues: 6 }); digest.data?.leagues
 */
export function useHomeFixtureDigest(limits: HomeFixtureDigestLimits): ResourceView<HomeFixtureDigest> {
  const client = useKbetClient();
  const read = homeFixtureDigestRead(limits);
  return useResource(read.key, (signal) => read.fetch(client, signal));
}
