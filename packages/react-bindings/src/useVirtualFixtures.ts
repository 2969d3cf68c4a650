import type { VirtualFixture } from '@kbet/sdk';
import { useKbetClient } from './KbetProvider';
import { useKbetEvent } from './useKbetEvent';
import { type ResourceView, useResource } from './useResource';

/**
 * A virtual league's events (GET /virtureGame: the running round first, then recent results), re-read when the
 * live push reports a round of the league (opened, closed, playing with its replay, settled or void).
 * @example const events = useVirtualFixtures('soccer/premierships').data ?? [];
 */
export function useVirtualFixtures(leagueId: string): ResourceView<VirtualFixture[]> {
  const client = useKbetClient();
  const sportsType = leagueId.slice(0, leagueId.indexOf('/'));
  const fixtures = useResource(`virtual:fixtures:${leagueId}`, (signal) =>
    client.games.virtual.fixtures({ sportsType, league: leagueId }, { signal }),
  );
  useKbetEvent('live:event', (event) => {
    if (event.type === 'virtualRound' && event.data.leagueId === leagueId) void fixtures.refresh();
  });
  return fixtures;
}
