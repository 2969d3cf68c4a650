import { formatWon } from '@kbet/sdk';
import { Option } from 'commander';
import type { CliContext } from '../../../context';
import { CliError } from '../../../errors/cliError';
import { ExitCode } from '../../../exitCodes';
import { notice, printJson, printTable, wantsJson } from '../../../output';
import { type CommonOptions, runCommand } from '../../../runCommand';
import { requireClient } from '../../../session/requireClient';
import { defineCommand } from '../../defineCommand';
import { argument, outputFlags } from '../../flags';

export interface AccountsCheckOptions extends CommonOptions {
  userId?: string;
  all?: boolean;
}

/**
 * `kbet accounts check [<userId> | --all]`: every balance against the sum of its ledger postings, and phone
 * numbers and bank accounts shared by several members. Exits 1 when any balance does not reconcile.
 * @example await run({ all: true, json: true }, ctx);
 */
export async function run(options: AccountsCheckOptions, ctx: CliContext): Promise<ExitCode> {
  let mismatched = false;
  const code = await runCommand(ctx, options, async () => {
    if (options.userId === undefined && options.all !== true) {
      throw new CliError('USAGE', 'Name a member or pass --all.');
    }
    const client = await requireClient(ctx);
    const result = await client.admin.checkAccounts(
      options.userId === undefined ? {} : { userId: options.userId },
    );
    mismatched = result.mismatches.length > 0;
    if (wantsJson(options)) {
      printJson(ctx, result);
      return;
    }
    printTable(ctx, result.mismatches, [
      { header: 'USER ID', value: (row) => row.userId },
      { header: 'KIND', value: (row) => row.kind },
      { header: 'BALANCE', value: (row) => formatWon(row.balance), align: 'right' },
      { header: 'POSTINGS', value: (row) => formatWon(row.postings), align: 'right' },
    ]);
    for (const duplicate of result.duplicates) {
      notice(ctx, `shared ${duplicate.field}: ${duplicate.userIds.join(', ')}`);
    }
    notice(
      ctx,
      `${result.checked} accounts checked, ${result.mismatches.length} do not match their postings`,
    );
  });
  return code === ExitCode.Ok && mismatched ? ExitCode.Failure : code;
}

export const command = defineCommand<AccountsCheckOptions>({
  path: ['accounts', 'check'],
  description:
    'Reconcile balances with their ledger postings (exit 1 on a mismatch); list shared phones and accounts',
  arguments: [argument('userId', '[userId]', 'one member (else --all)')],
  flags: [new Option('--all', 'every member'), ...outputFlags()],
  examples: ['kbet accounts check --all', 'kbet accounts check member01 --json'],
  run,
});
