import type { Tx } from '../../db/createSql';
import { createMinigameRoundsRepository } from '../../repositories/createMinigameRoundsRepository';
import { audit } from '../audit/audit';

export interface SetMinigameMaintenanceParams {
  gameId: string;
  maintenance: boolean;
  actorId: number;
  reason: string;
}

/**
 * Turns a game's maintenance on or off (bets are refused while on; rounds keep running), audited with the old
 * and new flag. Under the game's lock, so two staff changes never read the same old flag.
 * @example await setMinigameMaintenance(tx, { gameId: 'donghang', maintenance: true, actorId: staff.id, reason: '점검' });
 */
export async function setMinigameMaintenance(tx: Tx, params: SetMinigameMaintenanceParams): Promise<void> {
  const rounds = createMinigameRoundsRepository(tx);
  await rounds.lockGame(params.gameId);
  const before = await rounds.maintenance(params.gameId);
  await rounds.setMaintenance(params.gameId, params.maintenance);
  await audit(tx, {
    actorId: params.actorId,
    action: 'minigame.game.maintenance',
    target: { type: 'minigame_game', id: params.gameId },
    old: { maintenance: before },
    new: { maintenance: params.maintenance },
    reason: params.reason,
  });
}
