import { drawVirtualRound } from '@kbet/sdk';
import type { Tx } from '../../db/createSql';
import { createVirtualRepository, type VirtualRoundRow } from '../../repositories/createVirtualRepository';
import { publishVirtualRoundEvent } from './publishVirtualRoundEvent';
import { revealVirtualSeed } from './revealVirtualSeed';

/**
 * Starts a round whose start time has come: every event's result and replay timeline is drawn from the round's
 * seed and stored, and pushed so the pages play the replay; the seed itself stays secret until the end.
 * Runs in a savepoint: false (nothing written) when the round cannot be drawn, and the caller voids it.
 * @example if (!(await playVirtualRound(tx, round))) await voidVirtualRound(tx, round, { … });
 */
export async function playVirtualRound(tx: Tx, round: VirtualRoundRow): Promise<boolean> {
  return tx
    .savepoint(async (sp) => {
      const seed = await revealVirtualSeed(sp, round);
      if (!seed) return false;
      const repo = createVirtualRepository(sp);
      const drawn = drawVirtualRound({
        leagueId: round.leagueId,
        roundNo: round.chainIndex,
        seed,
        salt: round.salt,
      });
      const events = await repo.events(round.id);
      for (const event of events) {
        const played = drawn[event.position];
        if (!played) return false;
        await repo.setPlayed(event.id, played.result, played.timeline);
      }
      await repo.setStatus(round.id, 'playing');
      await publishVirtualRoundEvent(sp, round, 'playing', { events: await repo.events(round.id) });
      return true;
    })
    .catch(() => false);
}
