import type { MinigameRound } from '@kbet/sdk';
import { Panel } from '@/components/ui/Panel';
import { patternMark } from '../utils/patternMark';
import { revealedRounds } from '../utils/revealedRounds';
import { PatternTable } from './PatternTable';
import { RecentRounds } from './RecentRounds';

/**
 * The game's drawn rounds below its markets: the last rounds as a strip and the pattern table, each round's
 * outcome recomputed in the browser from its revealed seed.
 * @example <RoundHistory gameId={game.id} rounds={recent.data} />
 */
export function RoundHistory({
  gameId,
  rounds,
}: {
  readonly gameId: string;
  /** The game's recent rounds, newest first (GET /minigame/rounds); undefined until they load. */
  readonly rounds: readonly MinigameRound[] | undefined;
}) {
  const drawn = revealedRounds(gameId, rounds ?? []);
  return (
    <>
      <Panel title="최근 회차">
        <RecentRounds rounds={drawn} />
      </Panel>
      <Panel title="패턴표">
        <PatternTable marks={drawn.map((r) => patternMark(r.outcome)).reverse()} />
      </Panel>
    </>
  );
}
