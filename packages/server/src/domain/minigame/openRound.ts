import { chainSeed, type MinigameGame, minigameRoundOdds } from '@kbet/sdk';
import type { Tx } from '../../db/createSql';
import {
  createMinigameRoundsRepository,
  type MinigameGameSettingsRow,
  type MinigameRoundRow,
} from '../../repositories/createMinigameRoundsRepository';
import { commitChain, type RandomBytes, toHashChain } from './commitChain';
import { closeSecondsFor, nextRoundTimes } from './nextRoundTimes';
import { publishRoundEvent } from './publishRoundEvent';

export interface OpenRoundParams {
  game: MinigameGame;
  /** The game's settings as stored now: the round keeps the close time and odds they give. */
  settings: MinigameGameSettingsRow;
  randomBytes: RandomBytes;
  now: Date;
}

/**
 * Opens the game's next round on the next position of its committed chain (committing a new chain when
 * there is none left): the round's commitment x[k-1] is stored and pushed before any bet is taken. The round
 * stores its close time (the game's close seconds) and every market's odds (the game's RTPs): a later change of
 * the settings applies from the next round, and the bets on this one keep what it opened with.
 * @example const round = await openRound(tx, { game, settings, randomBytes, now });
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
    closeSecondsFor(game.roundSeconds, params.settings.closeSeconds),
  );
  const round = await rounds.insertRound({
    gameId: game.id,
    chainId: chain.id,
    chainIndex: index,
    commitment: chainSeed(toHashChain(chain), index - 1),
    ...times,
    odds: minigameRoundOdds(game.id, params.settings.rtp),
  });
  await publishRoundEvent(tx, round, 'open');
  return round;
}
