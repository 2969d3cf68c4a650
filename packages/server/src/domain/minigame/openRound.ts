import { chainSeed, type MinigameGame } from '@kbet/sdk';
import type { Tx } from '../../db/createSql';
import {
  createMinigameRoundsRepository,
  type MinigameRoundRow,
} from '../../repositories/createMinigameRoundsRepository';
import { commitChain, type RandomBytes, toHashChain } from './commitChain';
import { closeSecondsFor, nextRoundTimes } from './nextRoundTimes';
import { publishRoundEvent } from './publishRoundEvent';

export interface OpenRoundParams {
  game: MinigameGame;
  closeSeconds: number;
  randomBytes: RandomBytes;
  now: Date;
}

/**
 * Opens the game's next round on the next position of its committed chain (committing a new chain when
 * there is none left): the round's commitment x[k-1] is stored and pushed before any bet is taken.
 * @example const round = await openRound(tx, { game, closeSeconds: 10, randomBytes, now });
 */
export async function openRound(tx: Tx, params: OpenRoundParams): Promise<MinigameRoundRow> {
  const { game, now } = params;
  const rounds = createMinigameRoundsRepository(tx);
  const chain =
    (await rounds.lockUsableChain(game.id)) ??
    (await commitChain(tx, {
      gameId: game.id,
      roundSeconds: game.roundSeconds,
      randomBytes: params.randomBytes,
      now,
    }));
  const index = chain.nextIndex;
  await rounds.advanceChain(chain.id);
  const times = nextRoundTimes(
    now,
    game.roundSeconds,
    closeSecondsFor(game.roundSeconds, params.closeSeconds),
  );
  const round = await rounds.insertRound({
    gameId: game.id,
    chainId: chain.id,
    chainIndex: index,
    commitment: chainSeed(toHashChain(chain), index - 1),
    ...times,
  });
  await publishRoundEvent(tx, round, 'open');
  return round;
}
