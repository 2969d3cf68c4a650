import type { AdminMinigameRound } from '@kbet/sdk/admin';
import type { MinigameRoundRow } from '../../repositories/createMinigameRoundsRepository';
import { toMinigameRound } from './toMinigameWire';

/**
 * A round as staff see it: the verifier's fields, the drawn result as JSON and the bets on it.
 * @example toAdminMinigameRound(row, { bets: 2, stake: 10_000 }).result // '{"ball":…}' or null
 */
export const toAdminMinigameRound = (
  round: MinigameRoundRow,
  totals: { bets: number; stake: number },
): AdminMinigameRound => ({
  ...toMinigameRound(round),
  result: round.outcome === null ? null : JSON.stringify(round.outcome),
  bets: totals.bets,
  stake: totals.stake,
});
