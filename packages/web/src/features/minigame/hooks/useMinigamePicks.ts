import { useCallback } from 'react';
import { createSharedState } from '@/lib/createSharedState';

export interface MinigamePicks {
  readonly picked: ReadonlySet<string>;
  readonly toggle: (marketId: string) => void;
  readonly remove: (marketId: string) => void;
  readonly clear: () => void;
}

// One cart for the site, shared by the game page and the footer's cart dialog; it holds one game's picks.
const cart = createSharedState<{ readonly gameId: string; readonly picked: ReadonlySet<string> }>({
  gameId: '',
  picked: new Set(),
});
const EMPTY: ReadonlySet<string> = new Set();

function update(gameId: string, change: (picked: Set<string>) => void) {
  const current = cart.get();
  const picked = new Set(current.gameId === gameId ? current.picked : []);
  change(picked);
  cart.set({ gameId, picked });
}

/**
 * The member's picks in the mini-game cart, by market id: one game's at a time (picking in another game starts
 * its cart afresh), shared by the game page and the mobile footer's cart dialog.
 * @example const { picked, toggle } = useMinigamePicks(game.id)
 */
export function useMinigamePicks(gameId: string): MinigamePicks {
  const current = cart.use();
  return {
    picked: current.gameId === gameId ? current.picked : EMPTY,
    toggle: useCallback(
      (id: string) =>
        update(gameId, (s) => {
          if (!s.delete(id)) s.add(id);
        }),
      [gameId],
    ),
    remove: useCallback((id: string) => update(gameId, (s) => void s.delete(id)), [gameId]),
    clear: useCallback(() => update(gameId, (s) => s.clear()), [gameId]),
  };
}
