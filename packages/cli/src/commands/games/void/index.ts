import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { defineCommand } from '../../defineCommand';
import { roundArgument, runVoidRound, type VoidRoundOptions, voidRoundFlags } from '../../voidRoundCommand';

export type GamesVoidOptions = VoidRoundOptions;

/**
 * `kbet games void <round>`: voids a round not drawn yet; every stake on it goes back.
 * @example await run({ round: 7, reason: '송출 오류', yes: true }, ctx);
 */
export function run(options: GamesVoidOptions, ctx: CliContext): Promise<ExitCode> {
  return runVoidRound(ctx, options, {
    question: `Void round ${options.round}? Every stake on it goes back.`,
    void: (client, round, body, requestOptions) => client.admin.minigame.void(round, body, requestOptions),
    summary: (result) =>
      `Round ${result.round.id} (${result.round.gameId}) void: ${result.refunded} stakes refunded`,
  });
}

export const command = defineCommand<GamesVoidOptions>({
  path: ['games', 'void'],
  description:
    'Void a round not drawn yet; every stake on it goes back (asks for confirmation on a terminal)',
  arguments: [roundArgument()],
  flags: voidRoundFlags(),
  examples: ["kbet games void 7 --reason '송출 오류' --yes"],
  run,
});
