import { useMinigameRecentRounds, useMinigameRound } from '@kbet/react';
import { useMinigameMaintenance } from '../hooks/useMinigameMaintenance';

function RoundRead({ gameId }: { readonly gameId: string }) {
  useMinigameRound(gameId);
  return null;
}

function RecentRoundsRead({ gameId }: { readonly gameId: string }) {
  useMinigameRecentRounds(gameId);
  return null;
}

function MaintenanceRead({ gameId }: { readonly gameId: string }) {
  useMinigameMaintenance(gameId);
  return null;
}

/**
 * The mini-game page's three reads, each in a component of its own, rendered beside the page. On the server a
 * read waits by suspending, and the page reads them one after another (the round, then the recent rounds, then the
 * maintenance flag: three calls in a row, and the page rendered four times); siblings suspend apart, so here the
 * three calls start together and the page renders once they are in. In the browser they share the page's stores
 * and render nothing.
 * @example <><MinigamePageReads gameId={game.id} /><MinigamePage game={game} /></>
 */
export function MinigamePageReads({ gameId }: { readonly gameId: string }) {
  return (
    <>
      <RoundRead gameId={gameId} />
      <RecentRoundsRead gameId={gameId} />
      <MaintenanceRead gameId={gameId} />
    </>
  );
}
