import { fail, ok, type ValidationResult } from '../core/result';
import { ERR_MAINTENANCE, ERR_USER_CANNOT_USE, LOGIN_REQUIRED } from '../i18n/ko';
import { isFlagOn } from './isFlagOn';
import type { WireFlag } from './types';

/** The two third-party hold'em games (spec §1, §7). */
export type HoldemGame = 'revolution' | 'realpoker';

/** The user's per-game use flags (spec §3); '0' means allowed. */
export interface HoldemUser {
  readonly revolutionUseFlag?: WireFlag;
  readonly realpokerUseFlag?: WireFlag;
}

/** The per-game maintenance flags of the site settings (spec §3). */
export interface HoldemSettings {
  readonly revolutionMaintenanceFlag?: WireFlag;
  readonly realpokerMaintenanceFlag?: WireFlag;
}

const isZero = (flag: WireFlag): boolean => flag === 0 || (typeof flag === 'string' && flag.trim() === '0');

/**
 * Whether the user may open a hold'em game: logged in, the game not under maintenance, and the user's use flag
 * exactly '0' (spec §6: any other value, a missing one included, blocks).
 * @example canOpenHoldem({ revolutionUseFlag: '0' }, 'revolution', { revolutionMaintenanceFlag: '0' }) // { ok: true, value: 'revolution' }
 */
export function canOpenHoldem(
  user: HoldemUser | null | undefined,
  game: HoldemGame,
  settings: HoldemSettings,
): ValidationResult<HoldemGame> {
  if (user == null) return fail('LOGIN_REQUIRED', LOGIN_REQUIRED);
  const maintenance =
    game === 'revolution' ? settings.revolutionMaintenanceFlag : settings.realpokerMaintenanceFlag;
  if (isFlagOn(maintenance)) return fail('ERR_MAINTENANCE', ERR_MAINTENANCE);
  const useFlag = game === 'revolution' ? user.revolutionUseFlag : user.realpokerUseFlag;
  if (!isZero(useFlag)) return fail('ERR_USER_CANNOT_USE', ERR_USER_CANNOT_USE);
  return ok(game);
}
