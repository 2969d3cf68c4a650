import { useKbetEvent } from './useKbetEvent';

/**
 * Calls `onRound` whenever the live push reports a round of this game opening, closing, drawn, settled or
 * voided (the `minigameRound` event).
 * @example useMinigameRoundEvent(gameId, () => void rounds.refresh());
 */
export function useMinigameRoundEvent(gameId: string | null, onRound: () => void): void {
  useKbetEvent('live:event', (event) => {
    if (event.type === 'minigameRound' && event.data.gameId === gameId) onRound();
  });
}
