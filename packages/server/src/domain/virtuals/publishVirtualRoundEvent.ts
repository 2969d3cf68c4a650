import type { Db } from '../../db/createSql';
import type {
  VirtualEventRow,
  VirtualRoundRow,
  VirtualRoundStatus,
} from '../../repositories/createVirtualRepository';
import { publishLiveEvent } from '../live/publishLiveEvent';

/**
 * Pushes a round's new status on the public virtual channel, in the transaction that changed it; from the start
 * of play on it carries every event's result and timeline, so the replay runs in step with the stream.
 * @example await publishVirtualRoundEvent(tx, round, 'playing', { events });
 */
export function publishVirtualRoundEvent(
  tx: Db,
  round: VirtualRoundRow,
  status: VirtualRoundStatus,
  extra: { seed?: string | null; events?: readonly VirtualEventRow[] } = {},
): Promise<void> {
  return publishLiveEvent(tx, {
    channel: 'virtual',
    type: 'virtualRound',
    data: {
      leagueId: round.leagueId,
      roundId: round.id,
      roundNo: round.chainIndex,
      status,
      commitment: round.commitment,
      seed: extra.seed ?? round.seed,
      closeAt: round.closesAt.toISOString(),
      startAt: round.startsAt.toISOString(),
      endAt: round.endsAt.toISOString(),
      events: (extra.events ?? []).map((e) => ({ fixtureId: e.id, result: e.result, timeline: e.timeline })),
    },
  });
}
