import { ko, WIN_FLAG } from '@kbet/sdk';
import type { Tx } from '../../db/createSql';
import { createBetsRepository } from '../../repositories/betsRepository';
import { audit } from '../audit/audit';
import { domainErrors } from '../errors/domainErrors';
import { bettingErrors } from './bettingErrors';

export interface HideSlipsParams {
  memberId: number;
  slipIds: readonly number[];
  now: Date;
}

/**
 * The member's delete of settled or cancelled slips (spec §4: only a non-waiting slip shows Delete):
 * the slips leave the member's history, the records stay. All or nothing: an unknown slip is 404,
 * another member's 403, a waiting one BET_DELETE_WAITING. Hiding twice is harmless.
 * @example const message = await hideSlips(tx, { memberId: 3, slipIds: [12, 13], now: clock.now() });
 */
export async function hideSlips(tx: Tx, { memberId, slipIds, now }: HideSlipsParams): Promise<string> {
  const bets = createBetsRepository(tx);
  const ids = [...new Set(slipIds)];
  const slips = await bets.findSlips(ids);
  if (slips.length !== ids.length) throw domainErrors.notFound();
  if (slips.some((slip) => slip.memberId !== memberId)) throw domainErrors.forbidden();
  if (slips.some((slip) => slip.status === WIN_FLAG.WAITING)) throw bettingErrors.deleteWaiting();
  const visible = slips.filter((slip) => slip.deletedAt === null);
  if (visible.length > 0) {
    await bets.markHidden(visible, now);
    await audit(tx, {
      actorId: memberId,
      action: 'bet.hide',
      target: { type: 'member', id: memberId },
      old: { slipIds: visible.map((slip) => slip.id), deletedAt: null },
      new: { slipIds: visible.map((slip) => slip.id), deletedAt: now.toISOString() },
      reason: null,
    });
  }
  return ko.DELETED;
}
