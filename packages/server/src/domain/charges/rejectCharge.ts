import { CHARGE_STATUS, DEPOSIT_MODE } from '@kbet/sdk';
import type { Tx } from '../../db/createSql';
import type { ChargeRow } from '../../repositories/chargesRepository';
import { createWalletRepository } from '../../repositories/walletRepository';
import { transfer } from '../ledger';
import { type ChargeDecision, decideCharge } from './chargeDecision';

/**
 * Staff reject a processing charge (status 0 → 2, once). A deposit moves no money (a coin deposit's coins
 * become claimable again); a withdrawal releases the held amount back to the member's emoney.
 * @example await sql.begin((tx) => rejectCharge(tx, { chargeId: 7, actorId: staff.id, reason: '입금 미확인', now: clock.now() }));
 */
export function rejectCharge(tx: Tx, decision: ChargeDecision): Promise<ChargeRow> {
  return decideCharge(tx, decision, CHARGE_STATUS.CANCELLED, async (charge) => {
    if (charge.depositMode === DEPOSIT_MODE.WITHDRAWAL) {
      await transfer(tx, {
        kind: 'withdrawal_release',
        ref: { type: 'charge', id: charge.id },
        dedupeKey: `charge:${charge.id}:release`,
        memo: '출금 취소',
        actorId: decision.actorId,
        from: { id: await createWalletRepository(tx).withdrawHoldAccountId(charge.memberId) },
        to: { member: charge.memberId, kind: 'emoney' },
        amount: charge.depositAmount,
      });
    }
    return { bonusAmount: null };
  });
}
