import { canHideCharge, ko } from '@kbet/sdk';
import type { Tx } from '../../db/createSql';
import { HttpError } from '../../errors/httpError';
import { httpErrors } from '../../errors/httpErrors';
import { type ChargeRow, createChargesRepository } from '../../repositories/chargesRepository';
import { audit } from '../audit/audit';

/**
 * The member hides one of their records from their lists (userDisplayFlag 1 → 0; spec §4). Another
 * member's record is 403; a record still processing (the SDK's canHideCharge) is 409 CHARGE_HIDE_UNFINISHED.
 * Hiding twice is fine.
 * @example await hideCharge(tx, { memberId: me.id, chargeId: 7, now: clock.now() });
 */
export async function hideCharge(
  tx: Tx,
  input: { memberId: number; chargeId: number; now: Date },
): Promise<ChargeRow> {
  const charges = createChargesRepository(tx);
  const charge = await charges.lockById(input.chargeId);
  if (!charge) throw httpErrors.notFound();
  if (charge.memberId !== input.memberId) throw httpErrors.forbidden();
  if (!canHideCharge(charge)) {
    throw new HttpError(409, 'CHARGE_HIDE_UNFINISHED', ko.CHARGE_HIDE_UNFINISHED);
  }
  if (charge.userDisplayFlag === 0) return charge;
  const hidden = (await charges.hide(charge.id, input.now))!;
  await audit(tx, {
    actorId: input.memberId,
    action: 'charge.hide',
    target: { type: 'charge', id: charge.id },
    old: { userDisplayFlag: 1 },
    new: { userDisplayFlag: 0 },
  });
  return hidden;
}
