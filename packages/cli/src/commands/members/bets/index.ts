import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { notice, pageNotice, printJson, printTable, wantsJson } from '../../../output';
import { runCommand } from '../../../runCommand';
import { requireClient } from '../../../session/requireClient';
import { defineCommand } from '../../defineCommand';
import { argument, outputFlags, pageFlag } from '../../flags';
import { type ActivityOptions, activityFlags, activityQuery } from '../activityFlags';

export type MembersBetsOptions = ActivityOptions;

/**
 * `kbet members bets <userId>`: the member's bets of every vertical (slips, casino rounds) from the ledger,
 * newest first, 20 a page.
 * @example await run({ userId: 'member01', vertical: 'sports' }, ctx);
 */
export function run(options: MembersBetsOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const client = await requireClient(ctx);
    const query = activityQuery(options);
    const result = await client.admin.members.bets(options.userId, query);
    if (wantsJson(options)) {
      printJson(ctx, result);
      return;
    }
    printTable(ctx, result.items, [
      { header: 'REF', value: (b) => b.ref },
      { header: 'VERTICAL', value: (b) => b.vertical },
      { header: 'PLACED', value: (b) => b.placedAt },
      { header: 'STAKE', value: (b) => b.stake, money: true },
      { header: 'PAYOUT', value: (b) => b.payout, money: true },
      { header: 'NET', value: (b) => b.net, money: true },
      { header: 'SLIP STATUS', value: (b) => b.slipStatus ?? '-', align: 'right' },
    ]);
    notice(ctx, pageNotice(query.page, result.items.length, result.total, 'bets'));
  });
}

export const command = defineCommand<MembersBetsOptions>({
  path: ['members', 'bets'],
  description:
    "A member's bets of every vertical (sports, mini-games, virtuals, casino, slots), newest first",
  arguments: [argument('userId', '<userId>', 'the member')],
  flags: [...activityFlags(), pageFlag(), ...outputFlags()],
  examples: ['kbet members bets member01', 'kbet members bets member01 --vertical minigame --json'],
  run,
});
