import { CHARGE_STATUS, DEPOSIT_MODE } from '@kbet/sdk';
import type { Tx } from '../../db/createSql';
import type { ChargeRow } from '../../repositories/chargesRepository';
import { createRollingRepository } from '../../repositories/rollingRepository';
import { createWalletRepository } from '../../repositories/walletRepository';
import { depositBonus } from '../bonus/depositBonus';
import { transfer } from '../ledger';
import { activeExclusion } from '../rg/activeExclusion';
import { type ChargeDecision, decideCharge } from './chargeDecision';

/**
 * Staff approve a processing charge (status 0 → 1, once). A deposit credits the member's emoney from
 * house_cash and, with a bonus option, the bonus (the option's percent, at most 500,000) from house_bonus,
 * recording the option's rolling requirement on deposit plus bonus; a member in a time-out or
 * self-exclusion gets no bonus (compliance §4: no promotions). A withdrawal pays the held amount out to
 * house_cash. Each movement has a dedupe key, so it happens once even if called twice.
 * @example await sql.begin((tx) => approveCharge(tx, { chargeId: 7, actorId: staff.id, reason: '입금 확인', now: clock.now() }));
 */
export function approveCharge(tx: Tx, decision: ChargeDecision): Promise<ChargeRow> {
  return decideCharge(tx, decision, CHARGE_STATUS.DONE, async (charge, now) => {
    const ref = { type: 'charge', id: charge.id };
    if (charge.depositMode === DEPOSIT_MODE.WITHDRAWAL) {
      await transfer(tx, {
        kind: 'withdrawal',
        ref,
        dedupeKey: `charge:${charge.id}:payout`,
        memo: '출금 승인',
        actorId: decision.actorId,
        from: { id: await createWalletRepository(tx).withdrawHoldAccountId(charge.memberId) },
        to: { house: 'house_cash' },
        amount: charge.depositAmount,
      });
      return { bonusAmount: null };
    }

    await transfer(tx, {
      kind: 'deposit',
      ref,
      dedupeKey: `charge:${charge.id}:deposit`,
      memo: '충전 승인',
      actorId: decision.actorId,
      from: { house: 'house_cash' },
      to: { member: charge.memberId, kind: 'emoney' },
      amount: charge.depositAmount,
    });
    const excluded = (await activeExclusion(tx, charge.memberId, now)) !== undefined;
    const earned = depositBonus(charge.depositAmount, charge.pointType);
    if (excluded || earned.bonus === 0) return { bonusAmount: 0 };
    await transfer(tx, {
      kind: 'deposit_bonus',
      ref,
      dedupeKey: `charge:${charge.id}:bonus`,
      memo: `충전 보너스 (${earned.label})`,
      actorId: decision.actorId,
      from: { house: 'house_bonus' },
      to: { member: charge.memberId, kind: 'emoney' },
      amount: earned.bonus,
    });
    if (earned.rollingRequired > 0) {
      await createRollingRepository(tx).insert({
        memberId: charge.memberId,
        chargeId: charge.id,
        required: earned.rollingRequired,
        bonusCode: charge.pointType,
        conditions: earned.conditions,
        now,
      });
    }
    return { bonusAmount: earned.bonus };
  });
}
