import { formatWon } from '@kbet/sdk';
import type { AdminMinigameRound } from '@kbet/sdk/admin';
import type { CliContext } from '../../context';
import { printDetails } from '../../output';

/**
 * The details of a round as `games show` and `games void` print them.
 * @example showRound(ctx, await client.admin.minigame.round(7));
 */
export function showRound(ctx: CliContext, round: AdminMinigameRound): void {
  printDetails(ctx, [
    ['ID', round.id],
    ['Game', round.gameId],
    ['Round', `${round.kstDay} #${round.round}`],
    ['Status', round.status],
    ['Opens / closes / draws', `${round.startAt} / ${round.closeAt} / ${round.drawAt}`],
    ['Commitment', round.commitment],
    ['Seed', round.seed],
    ['Salt', round.salt],
    ['Chain index', round.chainIndex],
    ['Result', round.result],
    ['Bets', `${round.bets} (${formatWon(round.stake)})`],
  ]);
}
