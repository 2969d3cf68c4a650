import type { Scoreboard, ScoreboardParams } from '@kbet/sdk';
import { fixtureKey } from './fixtureKey';
import { useKbetClient } from './KbetProvider';
import { useLiveFixturePatch } from './useLiveFixturePatch';
import { type ResourceView, useResource } from './useResource';

/**
 * The scoreboard (GET /sports-prematch/scoreboard) with scores, periods and statuses kept current by the live
 * push; group it with the SDK's scoreboardSections. Refresh it on a timer while the push is down. Keys start
 * with `fixtures:`, which a live resync invalidates.
 * @example const board = useScoreboard({ sportId: 6046 });
 */
export function useScoreboard(query: ScoreboardParams): ResourceView<Scoreboard> {
  const client = useKbetClient();
  const resource = useResource(fixtureKey('fixtures:scoreboard', query), (signal) =>
    client.sports.scoreboard(query, { signal }),
  );
  useLiveFixturePatch(
    resource,
    (board) => board.items,
    (board, items) => ({ ...board, items: [...items] }),
  );
  return resource;
}
