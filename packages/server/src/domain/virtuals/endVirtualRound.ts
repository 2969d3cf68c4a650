import { findVirtualLeague, VERTICAL, type VirtualResult, virtualMarketWins, WIN_FLAG } from '@kbet/sdk';
import type { Tx } from '../../db/createSql';
import { createSingleLegBetsRepository } from '../../repositories/createSingleLegBetsRepository';
import { createVirtualRepository, type VirtualRoundRow } from '../../repositories/createVirtualRepository';
import { settleSingleLegBets } from '../betting/settleSingleLegBets';
import { publishVirtualRoundEvent } from './publishVirtualRoundEvent';
import { revealVirtualSeed } from './revealVirtualSeed';
import { voidVirtualRound } from './voidVirtualRound';

/**
 * Makes a played round's results final at its end: every bet is settled once by the SDK's predicate on its
 * event's stored result (a market the result cannot settle is refunded), the seed is revealed and the round is
 * settled. A round whose seed cannot be recomputed is voided instead.
 * @example await endVirtualRound(tx, round, clock.now());
 */
export async function endVirtualRound(
  tx: Tx,
  round: VirtualRoundRow,
  now: Date,
): Promise<'settled' | 'void'> {
  const repo = createVirtualRepository(tx);
  const seed = await revealVirtualSeed(tx, round);
  const league = findVirtualLeague(round.leagueId);
  if (!seed || !league) {
    await voidVirtualRound(tx, round, { now, actorId: null, reason: '결과 확정 불가' });
    return 'void';
  }
  const events = new Map((await repo.events(round.id)).map((e) => [e.id, e]));
  await settleSingleLegBets(tx, {
    label: `virtual round ${round.id}`,
    bets: await createSingleLegBetsRepository(tx).openBets('virtual', [...events.keys()]),
    flagOf: (bet) => {
      const event = events.get(bet.scopeId);
      const wins =
        event?.result == null
          ? undefined
          : virtualMarketWins(
              league,
              round.chainIndex,
              event.position,
              bet.marketId,
              event.result as VirtualResult,
            );
      return wins === undefined ? WIN_FLAG.SPECIAL_HIT : wins ? WIN_FLAG.WON : WIN_FLAG.LOST;
    },
    vertical: VERTICAL.VIRTUAL,
    memo: '가상스포츠 정산',
    now,
  });
  await repo.reveal(round.id, seed);
  await publishVirtualRoundEvent(tx, round, 'settled', { seed, events: [...events.values()] });
  return 'settled';
}
