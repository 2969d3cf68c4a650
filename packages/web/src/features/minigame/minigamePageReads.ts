import { minigameRecentRoundsRead, minigameRoundRead, type ResourceRead } from '@kbet/react';
import { MOBILE_QUERY } from '@/lib/useIsMobile';
import { matchesViewport, type ViewportGuess } from '@/lib/viewportGuess';
import { minigameLimitsRead } from './hooks/useMinigameLimits';
import { minigameMaintenanceRead } from './hooks/useMinigameMaintenance';

/**
 * What a mini-game's page reads (MinigamePage), for a server render to start together before it renders: the
 * running round, the recent rounds and the maintenance flag, and for a member on a desktop the cart's stake limits.
 * A read missing here is still made, one render later.
 * @example minigamePageReads('donghang', { memberId: null, viewport: DESKTOP_GUESS }).map((read) => read.key)
 */
export const minigamePageReads = (
  gameId: string,
  { memberId, viewport }: { readonly memberId: number | null; readonly viewport: ViewportGuess },
): readonly ResourceRead<unknown>[] => [
  minigameRoundRead(gameId),
  minigameRecentRoundsRead(gameId),
  minigameMaintenanceRead(gameId),
  ...(memberId !== null && !matchesViewport(MOBILE_QUERY, viewport) ? [minigameLimitsRead(memberId)] : []),
];
