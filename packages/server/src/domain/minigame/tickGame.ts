import type { MinigameGame } from '@kbet/sdk';
import type { Clock } from '../../clock';
import type { Sql } from '../../db/createSql';
import { createMinigameRoundsRepository } from '../../repositories/createMinigameRoundsRepository';
import type { RandomBytes } from './commitChain';
import { finishRound } from './finishRound';
import { openRound } from './openRound';
import { publishRoundEvent } from './publishRoundEvent';

export interface TickGameParams {
  game: MinigameGame;
  clock: Clock;
  randomBytes: RandomBytes;
}

/**
 * One step of a game's scheduler at the clock's time, in one transaction under the game's lock: the active
 * round closes at its deadline (after the bets holding it share-locked commit), is drawn and settled (or
 * voided) at its draw time, and a new round opens when none is active and the game is on (with the game's
 * settings as they are now). What was left open by a stopped server is finished by the first tick after it is back.
 * @example await tickGame(sql, { game, clock, randomBytes });
 */
export async function tickGame(sql: Sql, params: TickGameParams): Promise<void> {
  const { game } = params;
  return sql.begin(async (tx) => {
    const rounds = createMinigameRoundsRepository(tx);
    await rounds.lockGame(game.id);
    // Read after the lock (and after the round lock below), so a waiting tick never acts on an older time.
    let active = await rounds.lockActive(game.id);
    const now = params.clock.now();
    if (active?.status === 'open' && now >= active.closesAt) {
      await rounds.setStatus(active.id, 'closed');
      await publishRoundEvent(tx, active, 'closed');
    }
    if (active && now >= active.drawsAt) {
      await finishRound(tx, active, now);
      active = undefined;
    }
    if (active) return;
    const settings = await rounds.gameSettings(game.id);
    if (settings.enabled) await openRound(tx, { game, settings, randomBytes: params.randomBytes, now });
  });
}
