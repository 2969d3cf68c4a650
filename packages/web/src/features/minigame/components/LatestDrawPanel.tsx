import type { MinigameRound } from '@kbet/sdk';
import { EmptyState } from '@/components/ui/EmptyState';
import { Panel } from '@/components/ui/Panel';
import { revealedRounds } from '../utils/revealedRounds';
import { MinigameDraw } from './MinigameDraw';

export interface LatestDrawPanelProps {
  readonly gameId: string;
  /** The game's recent rounds, newest first (the API's order); undefined before the first read. */
  readonly rounds: readonly MinigameRound[] | undefined;
}

/**
 * The last drawn round's draw, recomputed in the browser from its revealed seed (the SDK's verifyRound, whose
 * hashing is a lazy part of the mini-game page: the page paints from the server's HTML without it).
 * @example <LatestDrawPanel gameId="donghang" rounds={recent.data} />
 */
export function LatestDrawPanel({ gameId, rounds }: LatestDrawPanelProps) {
  const latest = revealedRounds(gameId, rounds ?? [])[0];
  return (
    <Panel title={latest ? `${latest.round}회차 추첨` : '추첨'}>
      {latest ? (
        <MinigameDraw key={latest.id} outcome={latest.outcome} />
      ) : (
        <EmptyState compact title="아직 추첨된 회차가 없습니다." />
      )}
    </Panel>
  );
}
