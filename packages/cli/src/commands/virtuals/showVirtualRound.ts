import { formatWon } from '@kbet/sdk';
import type { AdminVirtualRound } from '@kbet/sdk/admin';
import type { CliContext } from '../../context';
import { printDetails } from '../../output';

const eventLine = (e: AdminVirtualRound['events'][number]) =>
  `#${e.fixtureId} ${e.away ? `${e.home} vs ${e.away}` : e.home}${e.result === null ? '' : ` → ${JSON.stringify(e.result)}`}`;

/**
 * The details of a round as `virtuals show` and `virtuals void` print them.
 * @example showVirtualRound(ctx, await client.admin.virtual.round(7));
 */
export function showVirtualRound(ctx: CliContext, round: AdminVirtualRound): void {
  printDetails(ctx, [
    ['ID', round.id],
    ['League', round.leagueId],
    ['Round', round.roundNo],
    ['Status', round.status],
    ['Closes / starts / ends', `${round.closeAt} / ${round.startAt} / ${round.endAt}`],
    ['Commitment', round.commitment],
    ['Seed', round.seed],
    ['Salt', round.salt],
    ['Events', round.events.map(eventLine).join('\n')],
    ['Bets', `${round.bets} (${formatWon(round.stake)})`],
  ]);
}
