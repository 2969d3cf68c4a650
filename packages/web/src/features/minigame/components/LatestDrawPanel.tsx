import { useMinigameRecentRounds } from '@kbet/react';
import { EmptyState } from '@/components/ui/EmptyState';
import { Panel } from '@/components/ui/Panel';
import { revealedRounds } from '../utils/revealedRounds';
import { MinigameDraw } from './MinigameDraw';

/**
 * The last drawn round's draw, recomputed in the browser from its revealed seed (the SDK's verifyRound, whose
 * hashing is a lazy part of the mini-game page: the page paints from the server's HTML without it).
 * @example <LatestDrawPanel gameId="donghang" />
 */
export function LatestDrawPanel({ gameId }: { readonly gameId: string }) {
  // Read here, not passed in: a lazy part whose props change before its code has arrived is rendered afresh in
  // the browser, dropping the server's HTML (a layout shift and a hydration error).
  const rounds = useMinigameRecentRounds(gameId).data;
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
