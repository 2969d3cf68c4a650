import * as z from 'zod/mini';
import { MinigameBetPlaced, type MinigameBetRequest, MinigameRound } from '../schemas/minigame';
import type { CallInput, CallOptions, MoneyCallOptions, Send } from './createSend';

/** Mini-game bets and the rounds' commit/reveal record (issue 12). */
export const minigame = (send: Send) => ({
  /** POST /minigame/betting: a stake on the open round; once per Idempotency-Key. */
  bet: (body: CallInput<typeof MinigameBetRequest>, options?: MoneyCallOptions) =>
    send('POST', '/minigame/betting', MinigameBetPlaced, { body, options, money: true }),
  /** GET /minigame/rounds?gameId: recent rounds with commitments and revealed seeds. */
  rounds: (gameId: string, options?: CallOptions) =>
    send('GET', '/minigame/rounds', z.array(MinigameRound), { query: { gameId }, options }),
});
