import { MINIGAME_GAMES } from '@kbet/sdk';
import type { AdminMinigameGame } from '@kbet/sdk/admin';
import type { Db } from '../../db/createSql';
import { createMinigameRoundsRepository } from '../../repositories/createMinigameRoundsRepository';
import { toMinigameRound } from './toMinigameWire';

/**
 * Every game of the SDK's registry, in its order, with its maintenance flag and active round (two queries in all).
 * @example (await listMinigameGames(sql))[0] // { id: 'donghang', name: '파워볼', maintenance: false, currentRound: {…} }
 */
export async function listMinigameGames(db: Db): Promise<AdminMinigameGame[]> {
  const rounds = createMinigameRoundsRepository(db);
  const [active, inMaintenance] = await Promise.all([rounds.allActive(), rounds.inMaintenance()]);
  const activeByGame = new Map(active.map((round) => [round.gameId, round]));
  const maintenance = new Set(inMaintenance);
  return MINIGAME_GAMES.map((game) => {
    const round = activeByGame.get(game.id);
    return {
      id: game.id,
      name: game.name,
      family: game.family,
      roundSeconds: game.roundSeconds,
      maintenance: maintenance.has(game.id),
      currentRound: round ? toMinigameRound(round) : null,
    };
  });
}
