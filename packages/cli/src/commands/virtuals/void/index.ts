import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { defineCommand } from '../../defineCommand';
import { roundArgument, runVoidRound, type VoidRoundOptions, voidRoundFlags } from '../../voidRoundCommand';

export type VirtualsVoidOptions = VoidRoundOptions;

/**
 * `kbet virtuals void <round>`: voids a round whose result is not final yet (a fault); every stake goes back.
 * @example await run({ round: 7, reason: '송출 오류', yes: true }, ctx);
 */
export function run(options: VirtualsVoidOptions, ctx: CliContext): Promise<ExitCode> {
  return runVoidRound(ctx, options, {
    question: `Void virtual round ${options.round}? Every stake on it goes back.`,
    void: (client, round, body, requestOptions) => client.admin.virtual.void(round, body, requestOptions),
    summary: (result) =>
      `Round ${result.round.id} (${result.round.leagueId}) void: ${result.refunded} stakes refunded`,
  });
}

export const command = defineCommand<VirtualsVoidOptions>({
  path: ['virtuals', 'void'],
  description:
    'Void a virtual round not final yet; every stake on it goes back (asks for confirmation on a terminal)',
  arguments: [roundArgument()],
  flags: voidRoundFlags(),
  examples: ["kbet virtuals void 7 --reason '송출 오류' --yes"],
  run,
});
