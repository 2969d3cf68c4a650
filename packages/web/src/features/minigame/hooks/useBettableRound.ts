import { useMinigameRound } from '@kbet/react';
import type { MinigameEvent } from '@kbet/sdk';
import { useNow } from '@/lib/clock';

/** MinigameEvent.status of a round that takes bets. */
const ROUND_OPEN = 1;

export interface BettableRound {
  /** The game's running round (open or closed), if any. */
  readonly running: MinigameEvent | undefined;
  /** The running round, while it takes bets (open and before its close, by the site's clock). */
  readonly open: MinigameEvent | null;
}

/**
 * The game's running round and whether it still takes bets, ticking with the site's one-second clock.
 * @example const { running, open } = useBettableRound(game.id)
 */
export function useBettableRound(gameId: string): BettableRound {
  const running = useMinigameRound(gameId).data?.[0];
  const now = useNow();
  const open = running && running.status === ROUND_OPEN && Date.parse(running.closeAt) > now ? running : null;
  return { running, open };
}
