import { MINIGAME_GAMES } from '@kbet/sdk';
import type { AdminMinigameGame } from '@kbet/sdk/admin';
import type { Db } from '../../db/createSql';
import { createMinigameRoundsRepository } from '../../repositories/createMinigameRoundsRepository';
import { closeSecondsFor } from './nextRoundTimes';
import { toMinigameRound } from './toMinigameWire';

/**
 * Every game of the SDK's registry, in its order, with its settings and active round (two queries in all).
 * @example (await listMinigameGames(sql))[0] // { id: 'donghang', name: '파워볼', maintenance: false, enabled: true, … }
 */
export async function listMinigameGames(db: Db): Promise<AdminMinigameGame[]> {
  const rounds = createMinigameRoundsRepository(db);
  const [active, settings] = await Promise.all([rounds.allActive(), rounds.allGameSettings()]);
  const activeByGame = new Map(active.map((round) => [round.gameId, round]));
  return MINIGAME_GAMES.map((game) => {
    const round = activeByGame.get(game.id);
    const stored = settings.get(game.id);
    return {
      id: game.id,
      name: game.name,
      family: game.family,
      roundSeconds: game.roundSeconds,
      maintenance: stored?.maintenance ?? false,
      enabled: stored?.enabled ?? true,
      closeSeconds: closeSecondsFor(game.roundSeconds, stored?.closeSeconds ?? null),
      currentRound: round ? toMinigameRound(round) : null,
    };
  });
}
