import type { FixtureSummary } from '@kbet/sdk';
import { useKbetClient } from './KbetProvider';
import { useLiveFixturePatch } from './useLiveFixturePatch';
import { type ResourceView, useResource } from './useResource';

/**
 * One fixture with all its markets (GET /sports-prematch/fixtures/{id}), kept current by the live push;
 * null loads nothing (e.g. until its extra markets are opened).
 * @example const { data: fixture } = useFixture(expanded ? fixtureId : null);
 */
export function useFixture(fixtureId: number | null): ResourceView<FixtureSummary> {
  const client = useKbetClient();
  const resource = useResource(fixtureId === null ? null : `fixtures:detail:${fixtureId}`, (signal) =>
    client.sports.fixture(fixtureId as number, { signal }),
  );
  useLiveFixturePatch(
    resource,
    (fixture) => [fixture],
    (_fixture, [next]) => next as FixtureSummary,
  );
  return resource;
}
