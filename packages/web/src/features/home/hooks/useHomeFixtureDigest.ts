import { type ResourceRead, type ResourceView, useKbetClient, useResource } from '@kbet/react';
import { type HomeFixtureDigest, homeFixtureDigest } from '@kbet/sdk/live';

/** The pre-match listing the home page reads: the next 24 hours, one page. */
const UPCOMING = { time: 24, page: 1, itemsPerPage: 50 } as const;

/** The home page's limits of the digest: rows of fixtures starting soon, leagues. */
export interface HomeDigestLimits {
  readonly soon: number;
  readonly leagues: number;
}

/** The read behind useHomeFixtureDigest(limits), for a server render to start ahead. */
export const homeFixtureDigestRead = (limits: HomeDigestLimits): ResourceRead<HomeFixtureDigest> => ({
  key: `fixtures:homeDigest:soon=${limits.soon}&leagues=${limits.leagues}`,
  fetch: async (client, signal) =>
    homeFixtureDigest((await client.sports.fixtures(UPCOMING, { signal })).items, Date.now(), limits),
});

/**
 * The home page's digest of the next 24 hours' listing (`homeFixtureDigest`): its store holds the digest, not the
 * listing, so the server-rendered page embeds a few rows for hydration instead of 50 fixtures with their markets,
 * and the leagues are ranked where the listing is read (on the server for a rendered page). `soon` holds up to
 * `limits.soon` fixtures as of the read: the view picks from them at its render time.
 * @example const digest = useHomeFixtureDigest({ soon: 10, leagues: 6 }); digest.data?.leagues
 */
export function useHomeFixtureDigest(limits: HomeDigestLimits): ResourceView<HomeFixtureDigest> {
  const client = useKbetClient();
  const read = homeFixtureDigestRead(limits);
  return useResource(read.key, (signal) => read.fetch(client, signal));
}
