import type { VirtualLeague } from '@kbet/sdk';
import type { Clock } from '../../clock';
import type { Sql } from '../../db/createSql';
import { createVirtualRepository } from '../../repositories/createVirtualRepository';
import type { RandomBytes } from '../minigame/commitChain';
import { endVirtualRound } from './endVirtualRound';
import { openVirtualRound } from './openVirtualRound';
import { playVirtualRound } from './playVirtualRound';
import { publishVirtualRoundEvent } from './publishVirtualRoundEvent';
import { voidVirtualRound } from './voidVirtualRound';

export interface TickLeagueParams {
  league: VirtualLeague;
  clock: Clock;
  randomBytes: RandomBytes;
}

/**
 * One step of a league's scheduler at the clock's time, in one transaction under the league's lock: the
 * running round closes 15 s before its start (after the bets holding it share-locked commit), is drawn and
 * starts playing at its start (voided if it cannot be drawn), and is settled at its end; a new round opens
 * when none is running. A server that stopped mid-event catches up on the first tick after it is back.
 * Answers when the league next needs a tick.
 * @example const due = await tickLeague(sql, { league, clock, randomBytes });
 */
export async function tickLeague(sql: Sql, params: TickLeagueParams): Promise<Date> {
  const { league } = params;
  return sql.begin(async (tx) => {
    const repo = createVirtualRepository(tx);
    await repo.lockLeague(league.id);
    let active = await repo.lockActive(league.id);
    const now = params.clock.now();
    if (active?.status === 'open' && now >= active.closesAt) {
      await repo.setStatus(active.id, 'closed');
      active = { ...active, status: 'closed' };
      await publishVirtualRoundEvent(tx, active, 'closed');
    }
    if (active?.status === 'closed' && now >= active.startsAt) {
      if (await playVirtualRound(tx, active)) active = { ...active, status: 'playing' };
      else {
        await voidVirtualRound(tx, active, { now, actorId: null, reason: '추첨 불가' });
        active = undefined;
      }
    }
    if (active?.status === 'playing' && now >= active.endsAt) {
      await endVirtualRound(tx, active, now);
      active = undefined;
    }
    const round = active ?? (await openVirtualRound(tx, { league, randomBytes: params.randomBytes, now }));
    return round.status === 'open'
      ? round.closesAt
      : round.status === 'closed'
        ? round.startsAt
        : round.endsAt;
  });
}
