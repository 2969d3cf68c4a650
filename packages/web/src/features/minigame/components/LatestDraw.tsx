import type { MinigameRound } from '@kbet/sdk';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadError } from '@/components/ui/LoadError';
import { Panel } from '@/components/ui/Panel';
import { revealedRounds } from '../utils/revealedRounds';
import { MinigameDraw } from './MinigameDraw';

export interface LatestDrawProps {
  readonly gameId: string;
  /** The game's recent rounds, newest first (GET /minigame/rounds); undefined until they load. */
  readonly rounds: readonly MinigameRound[] | undefined;
  /** The rounds failed to load: a retry instead of the draw. */
  readonly failed: boolean;
  readonly onRetry: () => void;
}

/**
 * The last drawn round's panel: its draw recomputed in the browser from its revealed seed (verifyRound), the
 * retry when the rounds failed to load, or the note that nothing was drawn yet.
 * @example <LatestDraw gameId={game.id} rounds={recent.data} failed={false} onRetry={retry} />
 */
export function LatestDraw({ gameId, rounds, failed, onRetry }: LatestDrawProps) {
  const latest = revealedRounds(gameId, rounds ?? [])[0];
  return (
    <Panel title={latest ? `${latest.round}회차 추첨` : '추첨'}>
      {failed ? (
        <LoadError title="회차 정보를 불러오지 못했습니다." onRetry={onRetry} />
      ) : latest ? (
        <MinigameDraw key={latest.id} outcome={latest.outcome} />
      ) : (
        <EmptyState compact title="아직 추첨된 회차가 없습니다." />
      )}
    </Panel>
  );
}
