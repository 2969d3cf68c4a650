import { Option } from 'commander';
import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { notice, pageNotice, printJson, printTable, wantsJson } from '../../../output';
import { runCommand } from '../../../runCommand';
import { requireClient } from '../../../session/requireClient';
import { defineCommand } from '../../defineCommand';
import { argument, outputFlags, pageFlag } from '../../flags';
import { type ActivityOptions, activityFlags, activityQuery } from '../activityFlags';

export interface MembersTransactionsOptions extends ActivityOptions {
  /** A ledger kind: bet_stake, bet_payout, deposit, withdrawal, … */
  kind?: string;
}

/**
 * `kbet members transactions <userId>`: the member's ledger postings, newest first, 20 a page.
 * @example await run({ userId: 'member01', vertical: 'casino', json: true }, ctx);
 */
export function run(options: MembersTransactionsOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const client = await requireClient(ctx);
    const query = activityQuery(options);
    const result = await client.admin.members.transactions(options.userId, {
      ...query,
      ...(options.kind !== undefined && { kind: options.kind }),
    });
    if (wantsJson(options)) {
      printJson(ctx, result);
      return;
    }
    printTable(ctx, result.items, [
      { header: 'TX', value: (t) => t.transactionId, align: 'right' },
      { header: 'WHEN', value: (t) => t.createdAt },
      { header: 'KIND', value: (t) => t.kind },
      { header: 'VERTICAL', value: (t) => t.vertical ?? '-' },
      { header: 'ACCOUNT', value: (t) => t.account },
      { header: 'AMOUNT', value: (t) => t.amount, money: true },
      { header: 'BALANCE', value: (t) => t.balanceAfter, money: true },
      { header: 'REF', value: (t) => t.ref },
    ]);
    notice(ctx, pageNotice(query.page, result.items.length, result.total, 'postings'));
  });
}

export const command = defineCommand<MembersTransactionsOptions>({
  path: ['members', 'transactions'],
  description: "A member's ledger postings (every account and vertical), newest first",
  arguments: [argument('userId', '<userId>', 'the member')],
  flags: [
    new Option('--kind <kind>', 'only this ledger kind (bet_stake, bet_payout, deposit, withdrawal, …)'),
    ...activityFlags(),
    pageFlag(),
    ...outputFlags(),
  ],
  examples: [
    'kbet members transactions member01',
    'kbet members transactions member01 --vertical casino --from 2026-11-01 --to 2026-11-30 --format csv',
  ],
  run,
});
