import type { MinigameRound } from '@kbet/sdk';
import { Panel } from '@/components/ui/Panel';
import { patternMark } from '../utils/patternMark';
import { revealedRounds } from '../utils/revealedRounds';
import { PatternTable } from './PatternTable';
import { RecentRounds } from './RecentRounds';

export interface RoundHistoryPanelsProps {
  readonly gameId: string;
  /** The game's recent rounds, newest first (the API's order); undefined before the first read. */
  readonly rounds: readonly MinigameRound[] | undefined;
}

/**
 * The last drawn rounds as a strip and as the pattern table, each outcome recomputed in the browser from its
 * revealed seed (a lazy part of the mini-game page, with the SDK's verifyRound and its hashing).
 * @example <RoundHistoryPanels gameId="donghang" rounds={recent.data} />
 */
export function RoundHistoryPanels({ gameId, rounds }: RoundHistoryPanelsProps) {
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
