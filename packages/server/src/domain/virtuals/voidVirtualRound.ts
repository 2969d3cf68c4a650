import { VERTICAL, WIN_FLAG } from '@kbet/sdk';
import type { Tx } from '../../db/createSql';
import { createSingleLegBetsRepository } from '../../repositories/createSingleLegBetsRepository';
import { createVirtualRepository, type VirtualRoundRow } from '../../repositories/createVirtualRepository';
import { audit } from '../audit/audit';
import { settleSingleLegBets } from '../betting/settleSingleLegBets';
import { publishVirtualRoundEvent } from './publishVirtualRoundEvent';

export interface VoidVirtualRoundParams {
  now: Date;
  /** The staff member who voided it; null when the engine hit a fault. */
  actorId: number | null;
  reason: string;
}

/**
 * The one void path of a virtual round: every open bet is settled as a refund (stake back, once per slip),
 * the round becomes void, the change is audited and members are told. The caller holds the round's lock.
 * @example const refunded = await voidVirtualRound(tx, round, { now, actorId: null, reason: '진행 불가' });
 */
export async function voidVirtualRound(
  tx: Tx,
  round: VirtualRoundRow,
  params: VoidVirtualRoundParams,
): Promise<number> {
  const repo = createVirtualRepository(tx);
  const refunded = await settleSingleLegBets(tx, {
    label: `virtual round ${round.id}`,
    bets: await createSingleLegBetsRepository(tx).openBets(
      'virtual',
      (await repo.events(round.id)).map((e) => e.id),
    ),
    flagOf: () => WIN_FLAG.SPECIAL_HIT,
    vertical: VERTICAL.VIRTUAL,
    memo: '가상스포츠 경기 취소',
    now: params.now,
  });
  await repo.setStatus(round.id, 'void');
  await audit(tx, {
    actorId: params.actorId,
    action: 'virtual.round.void',
    target: { type: 'virtual_round', id: round.id },
    old: { status: round.status },
    new: { status: 'void', refunded },
    reason: params.reason,
  });
  await publishVirtualRoundEvent(tx, round, 'void');
  return refunded;
}
