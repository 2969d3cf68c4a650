import type { Db } from '../../db/createSql';
import type {
  MinigameRoundRow,
  MinigameRoundStatus,
} from '../../repositories/createMinigameRoundsRepository';
import { publishLiveEvent } from '../live/publishLiveEvent';

/**
 * Pushes a round's new status on the public minigame channel, in the transaction that changed it.
 * @example await publishRoundEvent(tx, round, 'closed');
 */
export function publishRoundEvent(
  tx: Db,
  round: MinigameRoundRow,
  status: MinigameRoundStatus,
  seed: string | null = round.seed,
): Promise<void> {
  return publishLiveEvent(tx, {
    channel: 'minigame',
    type: 'minigameRound',
    data: {
      gameId: round.gameId,
      roundId: round.id,
      round: round.roundNo,
      status,
      commitment: round.commitment,
      seed,
      closeAt: round.closesAt.toISOString(),
      drawAt: round.drawsAt.toISOString(),
    },
  });
}
