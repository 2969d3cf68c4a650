import { ko, WIN_FLAG } from '@kbet/sdk';
import type { Tx } from '../../db/createSql';
import { createBetsRepository } from '../../repositories/betsRepository';
import { audit } from '../audit/audit';
import { domainErrors } from '../errors/domainErrors';
import { bettingErrors } from './bettingErrors';

export interface RegisterJackpotParams {
  memberId: number;
  slipId: number;
  now: Date;
}

/**
 * Puts a member's won slip on the jackpot board (POST /boardjackpot), once per slip; the answer is the
 * spec's 등록되었습니다. Another member's slip is 403.
 * @example const message = await registerJackpot(tx, { memberId: 3, slipId: 12, now: clock.now() });
 */
export async function registerJackpot(
  tx: Tx,
  { memberId, slipId, now }: RegisterJackpotParams,
): Promise<string> {
  const bets = createBetsRepository(tx);
  const slip = await bets.lockSlip(slipId);
  if (!slip) throw domainErrors.notFound();
  if (slip.memberId !== memberId) throw domainErrors.forbidden();
  if (slip.settlementFlag !== WIN_FLAG.WON || slip.cancelAt !== null) throw bettingErrors.jackpotNotWon();
  if (!(await bets.insertJackpotEntry(slip, now))) throw bettingErrors.jackpotAlready();
  await audit(tx, {
    actorId: memberId,
    action: 'bet.jackpot',
    target: { type: 'bet_slip', id: slip.id },
    new: { jackpotAt: now.toISOString() },
    reason: null,
  });
  return ko.JACKPOT_REGISTERED;
}
