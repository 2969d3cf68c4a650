import { minigameGameByRoute } from '@kbet/sdk';
import { useLocation } from 'react-router';
import { Dialog } from '@/components/ui/Dialog';
import { useBettableRound } from '../hooks/useBettableRound';
import { useMinigamePicks } from '../hooks/useMinigamePicks';
import { MinigameCart } from './MinigameCart';

/**
 * The mini-game area's cart dialog (spec §2: the phone's cart opens the slip of the current area): the cart of
 * the game the page shows.
 * @example openDialog('minigameSlip')
 */
export function MinigameCartDialog({ onClose }: { readonly onClose: () => void }) {
  const game = minigameGameByRoute(useLocation().pathname);
  return (
    <Dialog open onClose={onClose} closeOnOutsideClick title="미니게임 베팅카트" width={420}>
      {game ? <GameCart gameId={game.id} onClose={onClose} /> : <p>미니게임을 선택해주세요.</p>}
    </Dialog>
  );
}

function GameCart({ gameId, onClose }: { readonly gameId: string; readonly onClose: () => void }) {
  const { open } = useBettableRound(gameId);
  const picks = useMinigamePicks(gameId);
  return (
    <MinigameCart
      gameId={gameId}
      round={open}
      picked={picks.picked}
      onRemove={picks.remove}
      onPlaced={() => {
        picks.clear();
        onClose();
      }}
    />
  );
}
