import type { VirtualRound } from '@kbet/sdk';
import { useKbetClient } from './KbetProvider';
import { type ResourceView, useResource } from './useResource';

/**
 * A virtual league's finished rounds of one KST day (GET /virtureGame/results), each with its seed to verify.
 * @example const rounds = useVirtualResults('dog/goldenhillparks', '2026-11-26').data ?? [];
 */
export function useVirtualResults(leagueId: string, day: string): ResourceView<VirtualRound[]> {
  const client = useKbetClient();
  return useResource(`virtual:results:${leagueId}:${day}`, (signal) =>
    client.games.virtual.results({ league: leagueId, day }, { signal }),
  );
}
