import { VIRTUAL_SCHEDULE } from '@kbet/sdk';
import type { Db } from '../../db/createSql';
import { createVirtualRepository } from '../../repositories/createVirtualRepository';

const DAY_MS = 86_400_000;

/**
 * Keeps three weeks of virtual results (VIRTUAL_SCHEDULE.keepDays, issue 14): finished rounds that ended more
 * than that before `now` are forgotten, a round nobody bet on entirely, a round with bets down to its results
 * (its bets' records point at them; the replay is recomputable from the revealed seed). Money and bet records
 * are never touched. Answers what went.
 * @example const { rounds, timelines } = await pruneVirtualResults(sql, clock.now());
 */
export function pruneVirtualResults(db: Db, now: Date): Promise<{ rounds: number; timelines: number }> {
  const cutoff = new Date(now.getTime() - VIRTUAL_SCHEDULE.keepDays * DAY_MS);
  return createVirtualRepository(db).pruneFinished(cutoff);
}
