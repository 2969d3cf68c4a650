import { VERTICAL, WIN_FLAG, type WinFlag } from '@kbet/sdk';
import type { Tx } from '../../db/createSql';
import { createBetSettlementRepository, type LegChange } from '../../repositories/betSettlementRepository';
import { createBetsRepository } from '../../repositories/betsRepository';
import { audit } from '../audit/audit';
import { transfer } from '../ledger';
import { computeSlipSettlement } from './computeSlipSettlement';
import { legWinFlag } from './legWinFlag';

export interface SettleOptions {
  /** The staff member who caused it (manual result, void, re-settle); null for the feed. */
  actorId: number | null;
  reason: string | null;
  now: Date;
}

/**
 * What settling one slip did: nothing new; only some legs' flags moved (the slip still waits); or a
 * settlement (first), a re-settlement (a changed result) or a withdrawn settlement (a leg waits again).
 */
export type SettleOutcome =
  | { kind: 'skipped' | 'unchanged' | 'legs' }
  | { kind: 'settled' | 'resettled' | 'unsettled'; version: number; payout: number };

/**
 * Brings one slip in line with the feed's settlement of its legs, exactly once: the slip row is locked,
 * so concurrent runs take turns and a later one finds nothing left to do; a replay of the same result
 * changes nothing. A new or changed result writes a new settlement version: the new payout
 * (house_bets → emoney, dedupe key `payout:bet:<id>:v<version>`) is posted first, then the earlier
 * payout is reversed (`payout-reversal:bet:<id>:v<earlier>`), so a member who kept the first payout can
 * cover the difference; the event with the legs' flags is appended and the change audited.
 * A member-cancelled slip is skipped. Runs in the caller's transaction.
 * @example const outcome = await sql.begin((tx) => settleSlip(tx, 12, { actorId: null, reason: null, now: clock.now() }));
 */
export async function settleSlip(tx: Tx, slipId: number, options: SettleOptions): Promise<SettleOutcome> {
  const bets = createBetsRepository(tx);
  const settlement = createBetSettlementRepository(tx);
  const slip = await bets.lockSlip(slipId);
  if (!slip || slip.cancelAt !== null) return { kind: 'skipped' };

  const states = await settlement.legStates(slip.id);
  const computed = computeSlipSettlement(
    slip.amount,
    states.map((leg) => ({
      isBonus: leg.isBonus,
      price: leg.betPrice,
      feedFlag: leg.isBonus ? (leg.winFlag as WinFlag) : legWinFlag({ ...leg, currentFlag: leg.winFlag }),
      bonusMinOdds: leg.bonusMinOdds,
      bonusMinCount: leg.bonusMinCount,
    })),
  );
  const legChanges: LegChange[] = states.flatMap((leg, index) => {
    const winFlag = computed.flags[index] as WinFlag;
    const score = winFlag === WIN_FLAG.WAITING || leg.isBonus ? null : leg.resultScore;
    return winFlag === leg.winFlag && score === leg.score ? [] : [{ id: leg.id, winFlag, score }];
  });
  const flagsMoved = states.some((leg, index) => computed.flags[index] !== leg.winFlag);
  await settlement.updateLegs(legChanges, options.now);

  const wasSettled = slip.settlementVersion > 0 && slip.settlementFlag !== WIN_FLAG.WAITING;
  const isSettled = computed.slipFlag !== WIN_FLAG.WAITING;
  if (!isSettled && !wasSettled) return { kind: legChanges.length > 0 ? 'legs' : 'unchanged' };
  if (isSettled && wasSettled && !flagsMoved) return { kind: legChanges.length > 0 ? 'legs' : 'unchanged' };

  const version = slip.settlementVersion + 1;
  const kind = !wasSettled ? 'settled' : isSettled ? 'resettled' : 'unsettled';
  const payout = isSettled ? computed.payout : 0;
  const ledgerTransactionIds: number[] = [];
  if (payout > 0) {
    const paid = await transfer(tx, {
      kind: 'bet_payout',
      vertical: VERTICAL.SPORTS,
      ref: { type: 'bet_slip', id: slip.id },
      dedupeKey: `payout:bet:${slip.id}:v${version}`,
      memo: '스포츠 베팅 정산',
      actorId: options.actorId,
      from: { house: 'house_bets' },
      to: { member: slip.memberId, kind: 'emoney' },
      amount: payout,
    });
    ledgerTransactionIds.push(paid.transactionId);
  }
  if (wasSettled && slip.payout > 0) {
    const reversed = await transfer(tx, {
      kind: 'bet_payout_reversal',
      vertical: VERTICAL.SPORTS,
      ref: { type: 'bet_slip', id: slip.id },
      dedupeKey: `payout-reversal:bet:${slip.id}:v${slip.settlementVersion}`,
      memo: '스포츠 베팅 재정산',
      actorId: options.actorId,
      from: { member: slip.memberId, kind: 'emoney' },
      to: { house: 'house_bets' },
      amount: slip.payout,
    });
    ledgerTransactionIds.push(reversed.transactionId);
  }

  const status = isSettled ? computed.slipFlag : WIN_FLAG.WAITING;
  await settlement.recordSettlement({
    slipId: slip.id,
    kind,
    status,
    settlementFlag: status,
    settlementVersion: version,
    payout,
    legs: states.map((leg, index) => ({ legId: leg.id, winFlag: computed.flags[index] as number })),
    ledgerTransactionIds,
    actorId: options.actorId,
    reason: options.reason,
    at: options.now,
  });
  await audit(tx, {
    actorId: options.actorId,
    action: `bet.${kind === 'settled' ? 'settle' : kind === 'resettled' ? 'resettle' : 'unsettle'}`,
    target: { type: 'bet_slip', id: slip.id },
    old: {
      settlementFlag: slip.settlementFlag,
      settlementVersion: slip.settlementVersion,
      payout: slip.payout,
    },
    new: { settlementFlag: status, settlementVersion: version, payout },
    reason: options.reason,
  });
  return { kind, version, payout };
}
