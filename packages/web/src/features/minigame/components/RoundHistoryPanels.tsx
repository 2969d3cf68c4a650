import { useMinigameRecentRounds } from '@kbet/react';
import { Panel } from '@/components/ui/Panel';
import { patternMark } from '../utils/patternMark';
import { revealedRounds } from '../utils/revealedRounds';
import { PatternTable } from './PatternTable';
import { RecentRounds } from './RecentRounds';

/**
 * The last drawn rounds as a strip and as the pattern table, each outcome recomputed in the browser from its
 * revealed seed (a lazy part of the mini-game page, with the SDK's verifyRound and its hashing).
 * @example <RoundHistoryPanels gameId="donghang" />
 */
export function RoundHistoryPanels({ gameId }: { readonly gameId: string }) {
  // Read here, not passed in: a lazy part whose props change before its code has arrived is rendered afresh in
  // the browser, dropping the server's HTML (a layout shift and a hydration error).
  const rounds = useMinigameRecentRounds(gameId).data;
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
