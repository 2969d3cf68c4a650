import type { FixtureResultPage, FixtureResultParams } from '@kbet/sdk';
import { fixtureKey } from './fixtureKey';
import { useKbetClient } from './KbetProvider';
import { type ResourceView, useResource } from './useResource';

/**
 * A page of fixture results (GET /sports-prematch/results): final fixtures of a KST day with their scores and
 * settled main markets; null loads nothing. Read them with the SDK's fixtureResultSummary.
 * @example const results = useFixtureResults({ sportId: 6046, date: '2026-01-01', page: 1, perpage: 15 });
 */
export function useFixtureResults(query: FixtureResultParams | null): ResourceView<FixtureResultPage> {
  const client = useKbetClient();
  return useResource(query === null ? null : fixtureKey('results', query), (signal) =>
    client.sports.results(query ?? {}, { signal }),
  );
}
