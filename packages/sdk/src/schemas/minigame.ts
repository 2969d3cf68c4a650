import * as z from 'zod/mini';
import { Id, Int, IsoDateTime, str, Text, Won } from './common';

/** POST /minigame/betting: one stake on one market of the game's open round (Idempotency-Key required). */
export const MinigameBetRequest = z.object({
  gameId: str(1, 64),
  roundId: Id,
  marketId: str(1, 64),
  amount: Won,
});

/** The accepted bet: its slip id, the wallet after the stake and the round's commitment it was placed on. */
export const MinigameBetPlaced = z.object({ id: Id, emoney: Won, commitment: Text });

/** GET /minigame/rounds?gameId: recent rounds with what a member needs to verify each (verifyRound). */
export const MinigameRound = z.object({
  id: Id,
  gameId: Text,
  round: Int,
  kstDay: Text,
  status: z.string(),
  startAt: IsoDateTime,
  closeAt: IsoDateTime,
  drawAt: IsoDateTime,
  /** x[k-1]: public before betting opened. */
  commitment: Text,
  /** x[k]: revealed after the draw, null before. */
  seed: z.nullable(z.string()),
  salt: Text,
  /** Where the seed sits in its chain: verifyRound's roundNo. */
  chainIndex: Id,
});

export type MinigameBetRequest = z.infer<typeof MinigameBetRequest>;
export type MinigameBetPlaced = z.infer<typeof MinigameBetPlaced>;
export type MinigameRound = z.infer<typeof MinigameRound>;
