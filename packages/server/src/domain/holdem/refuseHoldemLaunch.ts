import { canOpenHoldem, type HoldemGame } from '@kbet/sdk';
import type { MemberRow } from '../../repositories/membersRepository';
import { refusal, validationRefusal } from '../errors/refusal';
import type { SiteSetting } from '../maintenance/siteSetting';

/**
 * The answer to a hold'em launch step (user create, game link) while no revolution or realpoker provider is
 * integrated: a member whose use flag is not 0 is refused as such (spec §6, the SDK's canOpenHoldem), then the
 * game is under maintenance (spec §8), as it is when staff set its maintenance flag.
 * @example refuseHoldemLaunch(member, 'revolution', await storedSiteSetting(app.repos.settings));
 */
export function refuseHoldemLaunch(member: MemberRow, game: HoldemGame, site: SiteSetting): never {
  const verdict = canOpenHoldem(member, game, site);
  throw verdict.ok ? refusal('ERR_MAINTENANCE') : validationRefusal(verdict);
}
