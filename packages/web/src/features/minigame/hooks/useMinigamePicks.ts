import { useCallback, useState } from 'react';

export interface MinigamePicks {
  readonly picked: ReadonlySet<string>;
  readonly toggle: (marketId: string) => void;
  readonly remove: (marketId: string) => void;
  readonly clear: () => void;
}

/**
 * The member's picks of one game's round (the mini-game cart), by market id; a new game starts empty.
 * @example const { picked, toggle } = useMinigamePicks(game.id)
 */
export function useMinigamePicks(gameId: string): MinigamePicks {
  const [state, setState] = useState<{ gameId: string; picked: ReadonlySet<string> }>({
    gameId,
    picked: new Set(),
  });
  const picked = state.gameId === gameId ? state.picked : new Set<string>();
  const update = useCallback(
    (change: (current: Set<string>) => void) =>
      setState((prev) => {
        const next = new Set(prev.gameId === gameId ? prev.picked : []);
        change(next);
        return { gameId, picked: next };
      }),
    [gameId],
  );
  return {
    picked,
    toggle: useCallback(
      (id: string) =>
        update((s) => {
          if (!s.delete(id)) s.add(id);
        }),
      [update],
    ),
    remove: useCallback((id: string) => update((s) => void s.delete(id)), [update]),
    clear: useCallback(() => update((s) => s.clear()), [update]),
  };
}
