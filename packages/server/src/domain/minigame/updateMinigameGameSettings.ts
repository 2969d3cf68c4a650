import { findMinigameMarket, type MinigameGame } from '@kbet/sdk';
import {
  type MinigameGameSettingsUpdate,
  validateMinigameCloseSeconds,
  validateMinigameRtp,
} from '@kbet/sdk/admin';
import type { Tx } from '../../db/createSql';
import {
  createMinigameRoundsRepository,
  type MinigameGameSettingsRow,
} from '../../repositories/createMinigameRoundsRepository';
import { audit } from '../audit/audit';
import { validationRefusal } from '../errors/refusal';
import { minigameErrors } from './minigameErrors';

export interface UpdateMinigameGameSettingsParams {
  game: MinigameGame;
  update: Omit<MinigameGameSettingsUpdate, 'reason'>;
  actorId: number;
  reason: string;
}

/**
 * A staff change of a game's on/off flag, close seconds and market RTPs, under the game's lock (as the scheduler
 * takes it, so a round opening now sees all of it or none). Every value is checked by the SDK's rules before
 * anything is written (close seconds within the game's range, each RTP a catalogue market's, from the floor to
 * its cap); null puts a value back to its default. The change is audited with the old and new settings and
 * applies from the next round opened: a running round keeps its close time and odds.
 * @example const settings = await updateMinigameGameSettings(tx, { game, update: { closeSeconds: 15 }, actorId, reason: '운영 변경' });
 */
export async function updateMinigameGameSettings(
  tx: Tx,
  params: UpdateMinigameGameSettingsParams,
): Promise<MinigameGameSettingsRow> {
  const { game, update } = params;
  const rounds = createMinigameRoundsRepository(tx);
  await rounds.lockGame(game.id);
  const before = await rounds.gameSettings(game.id);
  const rtp = { ...before.rtp };
  for (const [marketId, value] of Object.entries(update.rtp ?? {})) {
    if (value === null) {
      if (!findMinigameMarket(game.id, marketId)) throw minigameErrors.unknownMarket();
      delete rtp[marketId];
      continue;
    }
    const checked = validateMinigameRtp(game.id, marketId, value);
    if (!checked.ok) throw validationRefusal(checked);
    rtp[marketId] = checked.value;
  }
  if (update.closeSeconds != null) {
    const checked = validateMinigameCloseSeconds(game, update.closeSeconds);
    if (!checked.ok) throw validationRefusal(checked);
  }
  const next: MinigameGameSettingsRow = {
    ...before,
    enabled: update.enabled ?? before.enabled,
    closeSeconds: update.closeSeconds === undefined ? before.closeSeconds : update.closeSeconds,
    rtp,
  };
  await rounds.saveGameSettings(game.id, next);
  const audited = ({ enabled, closeSeconds, rtp }: MinigameGameSettingsRow) => ({
    enabled,
    closeSeconds,
    rtp,
  });
  await audit(tx, {
    actorId: params.actorId,
    action: 'minigame.game.settings',
    target: { type: 'minigame_game', id: game.id },
    old: audited(before),
    new: audited(next),
    reason: params.reason,
  });
  return next;
}
