import type { Charge } from '@kbet/sdk';
import type { ChargeRow } from '../../repositories/chargesRepository';

/**
 * The wire Charge of spec §3 from a charges row (kbet's internal columns stay on the server).
 * @example reply.send(rows.map(toCharge));
 */
export function toCharge(row: ChargeRow): Charge {
  return {
    id: row.id,
    memberId: row.memberId,
    depositMode: row.depositMode as Charge['depositMode'],
    depositAmount: row.depositAmount,
    depositName: row.depositName,
    duplicate: row.duplicate,
    userDisplayFlag: row.userDisplayFlag as Charge['userDisplayFlag'],
    type: row.type as Charge['type'],
    pointType: row.pointType,
    pointFlag: row.pointFlag,
    confirmFlag: row.confirmFlag,
    depositDate: row.depositDate?.toISOString() ?? null,
    processDate: row.processDate?.toISOString() ?? null,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
