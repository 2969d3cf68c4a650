import { canHideCharge } from '@kbet/sdk';
import type { Tx } from '../../db/createSql';
import { type ChargeRow, createChargesRepository } from '../../repositories/chargesRepository';
import { audit } from '../audit/audit';
import { domainErrors } from '../errors/domainErrors';
import { refusal } from '../errors/refusal';

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
  if (!charge) throw domainErrors.notFound();
  if (charge.memberId !== input.memberId) throw domainErrors.forbidden();
  if (!canHideCharge(charge)) {
    throw refusal('CHARGE_HIDE_UNFINISHED');
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
