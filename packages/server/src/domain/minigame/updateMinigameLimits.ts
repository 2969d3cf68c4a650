import type { MinigameBettingLimits } from '@kbet/sdk';
import { type MinigameLimitsUpdate, validateMinigameLimits } from '@kbet/sdk/admin';
import type { Tx } from '../../db/createSql';
import { createMinigameRoundsRepository } from '../../repositories/createMinigameRoundsRepository';
import { createSettingsRepository } from '../../repositories/settingsRepository';
import { audit } from '../audit/audit';
import { validationRefusal } from '../errors/refusal';

/** The settings key of the mini-game limits (seeded by migration 130). */
export const MINIGAME_LIMITS_KEY = 'minigameBetting';

export interface UpdateMinigameLimitsParams {
  update: Omit<MinigameLimitsUpdate, 'reason'>;
  actorId: number;
  reason: string;
}

/**
 * A staff change of the mini-game limits: the limits sent are merged into the stored document (locked, so two
 * changes never merge into the same old one), the whole is checked by the SDK's validateMinigameLimits before it
 * is written, and the change is audited as a setting update. Bets placed from then on are held to it.
 * @example await updateMinigameLimits(tx, { update: { levels: { '3': { maxBet: 2_000_000 } } }, actorId, reason: '한도 조정' });
 */
export async function updateMinigameLimits(
  tx: Tx,
  params: UpdateMinigameLimitsParams,
): Promise<MinigameBettingLimits> {
  const settings = createSettingsRepository(tx);
  await settings.lock([MINIGAME_LIMITS_KEY]);
  const before = await createMinigameRoundsRepository(tx).bettingSetting();
  if (!before) throw new Error(`setting ${MINIGAME_LIMITS_KEY} is missing`);
  const { levels, roundMaxStake, roundMaxWin } = params.update;
  const merged: MinigameBettingLimits = {
    levels: Object.fromEntries(
      Object.entries(before.levels).map(([level, limits]) => [level, { ...limits, ...levels?.[level] }]),
    ),
    roundMaxStake: roundMaxStake ?? before.roundMaxStake,
    roundMaxWin: roundMaxWin ?? before.roundMaxWin,
  };
  const checked = validateMinigameLimits(merged);
  if (!checked.ok) throw validationRefusal(checked);
  const next = checked.value;
  await settings.put(MINIGAME_LIMITS_KEY, next, params.actorId);
  await audit(tx, {
    actorId: params.actorId,
    action: 'setting.update',
    target: { type: 'setting', id: MINIGAME_LIMITS_KEY },
    old: before,
    new: next,
    reason: params.reason,
  });
  return next;
}
