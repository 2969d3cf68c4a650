import { minigameGameByRoute } from '@kbet/sdk';
import { useLocation } from 'react-router';
import { ErrorPage } from '@/components/ErrorPage';
import { MinigamePage } from '@/features/minigame/components/MinigamePage';
import { MinigamePageReads } from '@/features/minigame/components/MinigamePageReads';

/** /minigame/… (spec §2): the game its path shows (the SDK's registry of routes), else the 404 page. */
export function Component() {
  const game = minigameGameByRoute(useLocation().pathname);
  if (!game) return <ErrorPage status={404} />;
  // The reads before the page: on the server they start together instead of one after another.
  return (
    <>
      <MinigamePageReads key={`reads-${game.id}`} gameId={game.id} />
      <MinigamePage key={game.id} game={game} />
    </>
  );
}
