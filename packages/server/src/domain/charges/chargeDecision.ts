import { CHARGE_STATUS } from '@kbet/sdk';
import type { Tx } from '../../db/createSql';
import {
  type ChargeOutcome,
  type ChargeRow,
  createChargesRepository,
} from '../../repositories/chargesRepository';
import { audit } from '../audit/audit';
import { domainErrors } from '../errors/domainErrors';
import { refusal } from '../errors/refusal';
import { lockMember } from './lockMember';

/** A staff decision on a processing charge. */
export interface ChargeDecision {
  chargeId: number;
  /** The staff member deciding. */
  actorId: number;
  /** Why (kept in the audit log and on the charge). */
  reason: string;
  /** Defaults to the system time; routes pass app.clock.now(). */
  now?: Date;
}

/**
 * The common frame of approveCharge and rejectCharge: locks member then charge, refuses a charge that
 * left processing (409 CHARGE_ALREADY_PROCESSED), runs the money movement, records the outcome once and
 * audits the old and new status.
 */
export async function decideCharge(
  tx: Tx,
  decision: ChargeDecision,
  status: ChargeOutcome['status'],
  move: (charge: ChargeRow, now: Date) => Promise<{ bonusAmount: number | null }>,
): Promise<ChargeRow> {
  const now = decision.now ?? new Date();
  const charges = createChargesRepository(tx);
  const found = await charges.findById(decision.chargeId);
  if (!found) throw domainErrors.notFound();
  await lockMember(tx, found.memberId);
  const charge = await charges.lockById(found.id);
  if (charge?.status !== CHARGE_STATUS.PROCESSING) {
    throw refusal('CHARGE_ALREADY_PROCESSED', {
      status: charge?.status,
    });
  }
  const { bonusAmount } = await move(charge, now);
  const outcome: ChargeOutcome = {
    status,
    bonusAmount,
    processedBy: decision.actorId,
    processReason: decision.reason,
    now,
  };
  const settled = await charges.settle(charge.id, outcome);
  if (!settled) throw new Error(`charge ${charge.id} left processing under its lock`);
  await audit(tx, {
    actorId: decision.actorId,
    action: status === CHARGE_STATUS.DONE ? 'charge.approve' : 'charge.reject',
    target: { type: 'charge', id: charge.id },
    old: { status: charge.status },
    new: { status, ...(bonusAmount === null ? {} : { bonusAmount }) },
    reason: decision.reason,
  });
  return settled;
}
