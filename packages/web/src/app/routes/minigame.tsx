import { minigameGameByRoute } from '@kbet/sdk';
import { useLocation } from 'react-router';
import { ErrorPage } from '@/components/ErrorPage';
import { MinigamePage } from '@/features/minigame/components/MinigamePage';

/** /minigame/… (spec §2): the game its path shows (the SDK's registry of routes), else the 404 page. */
export function Component() {
  const game = minigameGameByRoute(useLocation().pathname);
  if (!game) return <ErrorPage status={404} />;
  return <MinigamePage key={game.id} game={game} />;
}
