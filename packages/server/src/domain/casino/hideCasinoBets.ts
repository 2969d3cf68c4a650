import { CASINO_MESSAGES } from '@kbet/sdk';
import type { Tx } from '../../db/createSql';
import { createCasinoRepository } from '../../repositories/casinoRepository';
import { audit } from '../audit/audit';
import { domainErrors } from '../errors/domainErrors';
import { casinoErrors } from './casinoErrors';

/**
 * Hides casino bet records from the member's own history (POST enjoycx/user/delete, delete-all up to 100,000):
 * every record must exist (404) and be the member's (403), or nothing is hidden. The records themselves stay
 * (they are the wallet's books); only the member's view loses them.
 * @example const message = await hideCasinoBets(tx, { memberId: 3, ids: [12, 13] });
 */
export async function hideCasinoBets(
  tx: Tx,
  params: { memberId: number; ids: readonly number[] },
): Promise<string> {
  const ids = [...new Set(params.ids)];
  if (ids.length === 0) throw casinoErrors.deleteFailed();
  const casino = createCasinoRepository(tx);
  const owners = await casino.owners(ids);
  if (owners.length !== ids.length) throw domainErrors.notFound();
  if (owners.some((owner) => owner.memberId !== params.memberId)) throw domainErrors.forbidden();
  const hidden = await casino.hideMemberRecords(params.memberId, ids);
  if (hidden > 0)
    await audit(tx, {
      actorId: params.memberId,
      action: 'casino.bets.hide',
      target: { type: 'member', id: params.memberId },
      new: { hidden },
    });
  return CASINO_MESSAGES.CASINO_DELETED;
}
