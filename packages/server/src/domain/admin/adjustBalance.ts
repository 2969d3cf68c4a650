import type { Tx } from '../../db/createSql';
import { audit } from '../audit/audit';
import { type AccountRef, type MemberAccountKind, transfer } from '../ledger';

export interface AdjustBalanceParams {
  staffId: number;
  memberId: number;
  kind: MemberAccountKind;
  /** Signed whole won: positive credits the wallet, negative debits it. */
  amount: number;
  reason: string;
}

export interface AdjustBalanceResult {
  transactionId: number;
  balanceBefore: number;
  balanceAfter: number;
}

/**
 * A staff correction of one member wallet against the house_adjust account. A debit below zero
 * throws InsufficientFundsError and changes nothing. Besides the ledger's own audit line, the
 * staff action is audited on the member with the wallet's old and new balance and the reason.
 * @example await adjustBalance(tx, { staffId: 10, memberId: 3, kind: 'point', amount: -5000, reason: '중복 지급 회수' });
 */
export async function adjustBalance(tx: Tx, params: AdjustBalanceParams): Promise<AdjustBalanceResult> {
  const { staffId, memberId, kind, amount, reason } = params;
  const wallet: AccountRef = { member: memberId, kind };
  const house: AccountRef = { house: 'house_adjust' };
  const posted = await transfer(tx, {
    kind: 'staff_adjustment',
    ref: { type: 'member', id: memberId },
    memo: reason,
    actorId: staffId,
    from: amount > 0 ? house : wallet,
    to: amount > 0 ? wallet : house,
    amount: Math.abs(amount),
  });
  const line = posted.balances.find((b) => b.memberId === memberId)!;
  const result = {
    transactionId: posted.transactionId,
    balanceBefore: line.balanceAfter - line.amount,
    balanceAfter: line.balanceAfter,
  };
  await audit(tx, {
    actorId: staffId,
    action: 'balance.adjust',
    target: { type: 'member', id: memberId },
    old: { kind, balance: result.balanceBefore },
    new: { kind, balance: result.balanceAfter },
    reason,
  });
  return result;
}
