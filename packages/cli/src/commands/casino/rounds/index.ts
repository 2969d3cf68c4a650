import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { printJson, printTable, wantsJson } from '../../../output';
import { type CommonOptions, runCommand } from '../../../runCommand';
import { requireClient } from '../../../session/requireClient';
import { defineCommand } from '../../defineCommand';
import { argument, outputFlags } from '../../flags';

export interface CasinoRoundsOptions extends CommonOptions {
  member: string;
}

/**
 * `kbet casino rounds <member>`: the member's latest wallet records (bets, wins, refunds), newest first.
 * @example await run({ member: 'member01', json: true }, ctx);
 */
export function run(options: CasinoRoundsOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const records = await (await requireClient(ctx)).admin.casino.rounds({ userId: options.member });
    if (wantsJson(options)) {
      printJson(ctx, records);
      return;
    }
    printTable(ctx, records, [
      { header: 'ID', value: (r) => r.id, align: 'right' },
      { header: 'AT', value: (r) => r.createdAt },
      { header: 'PROVIDER', value: (r) => r.providerId },
      { header: 'GAME', value: (r) => r.gameCode },
      { header: 'ROUND', value: (r) => r.roundId },
      { header: 'ACTION', value: (r) => r.action },
      { header: 'STATUS', value: (r) => r.status },
      { header: 'AMOUNT', value: (r) => r.amount.toLocaleString('ko-KR'), align: 'right' },
    ]);
  });
}

export const command = defineCommand<CasinoRoundsOptions>({
  path: ['casino', 'rounds'],
  description: 'A member’s latest casino wallet records (200), newest first',
  arguments: [argument('member', '<member>', 'the member’s login id')],
  flags: [...outputFlags()],
  examples: ['kbet casino rounds member01', 'kbet casino rounds member01 --json'],
  run,
});
