import { type CasinoTransferDirection, type CasinoTransferResult, checkCasinoTransfer } from '@kbet/sdk';
import type { Tx } from '../../db/createSql';
import { lockMember } from '../charges/lockMember';
import { DomainError } from '../errors/domainError';
import { memberBalances, transfer } from '../ledger';
import { assertNotExcluded } from '../rg/assertNotExcluded';

export interface TransferCasinoMoneyParams {
  memberId: number;
  direction: CasinoTransferDirection;
  amount: number;
  now: Date;
}

/**
 * Moves the member's own money between cash (emoney) and casino money, inside the caller's (idempotent)
 * transaction: the SDK's rule (whole thousands, 1,000 … 100,000,000, no more than the wallet holds) is checked
 * with the member locked, then one ledger transfer. Moving money into the casino is play, refused during a
 * time-out or self-exclusion; moving it back to cash never is (compliance §4: the balance stays withdrawable).
 * @example await transferCasinoMoney(tx, { memberId, direction: 'toCasino', amount: 10_000, now });
 */
export async function transferCasinoMoney(
  tx: Tx,
  params: TransferCasinoMoneyParams,
): Promise<CasinoTransferResult> {
  const { memberId, direction, amount } = params;
  await lockMember(tx, memberId);
  if (direction === 'toCasino') await assertNotExcluded(tx, memberId, params.now);
  const before = await memberBalances(tx, memberId);
  const check = checkCasinoTransfer(amount, direction === 'toCasino' ? before.emoney : before.casinoMoney);
  if (!check.ok) throw new DomainError(check.code, check.message);
  const [from, to] =
    direction === 'toCasino' ? (['emoney', 'casino'] as const) : (['casino', 'emoney'] as const);
  await transfer(tx, {
    kind: direction === 'toCasino' ? 'emoney_to_casino' : 'casino_to_emoney',
    actorId: memberId,
    memo: direction === 'toCasino' ? '카지노머니 전환' : '보유머니 전환',
    from: { member: memberId, kind: from },
    to: { member: memberId, kind: to },
    amount,
  });
  const after = await memberBalances(tx, memberId);
  return { emoney: after.emoney, casinoMoney: after.casinoMoney };
}
