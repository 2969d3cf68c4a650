import type { RouletteWheel, WeightedPrize } from '@kbet/sdk/admin';
import { Argument } from 'commander';
import type { CliContext } from '../../../../context';
import { cliErrors } from '../../../../errors/cliError';
import type { ExitCode } from '../../../../exitCodes';
import { printJson, wantsJson } from '../../../../output';
import { confirmAction } from '../../../../prompts/confirmAction';
import { type CommonOptions, runCommand } from '../../../../runCommand';
import { requireClient } from '../../../../session/requireClient';
import { defineCommand } from '../../../defineCommand';
import { argument, auditReasonFlag, outputFlags, yesFlag } from '../../../flags';
import { printPrizes } from '../printPrizes';

export interface PrizesSetOptions extends CommonOptions {
  wheel: RouletteWheel;
  /** 'points=weight' for every prize of the wheel. */
  weights: string[];
  reason?: string;
  yes?: boolean;
}

/**
 * Reads 'points=weight' items ('20000=5').
 * @example parseWeights(['0=40', '2000=25']) // [{ points: 0, weight: 40 }, { points: 2000, weight: 25 }]
 */
export function parseWeights(items: readonly string[]): WeightedPrize[] {
  return items.map((item) => {
    const match = /^(\d+)=(\d+)$/.exec(item.replaceAll(',', ''));
    if (!match) throw cliErrors.invalidValue('<weights>', "'<points>=<weight>' items, e.g. 0=40 2000=25");
    return { points: Number(match[1]), weight: Number(match[2]) };
  });
}

/**
 * `kbet roulette prizes set <wheel> <points=weight>...`: the wheel's weights (every prize once; audited).
 * @example await run({ wheel: 'vip', weights: ['0=30', '20000=30', …], yes: true }, ctx);
 */
export function run(options: PrizesSetOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const prizes = parseWeights(options.weights);
    const client = await requireClient(ctx);
    await confirmAction(ctx, options, `Set the ${options.wheel} wheel's weights?`);
    const result = await client.admin.roulette.setPrizes({
      kind: options.wheel,
      prizes,
      ...(options.reason !== undefined && { reason: options.reason }),
    });
    if (wantsJson(options)) printJson(ctx, result);
    else printPrizes(ctx, result);
  });
}

export const command = defineCommand<PrizesSetOptions>({
  path: ['roulette', 'prizes', 'set'],
  description: "Set a wheel's weights: every prize of the wheel once (asks for confirmation on a terminal)",
  arguments: [
    { key: 'wheel', argument: new Argument('<wheel>', 'the wheel').choices(['normal', 'vip']) },
    argument('weights', '<weights...>', "'<points>=<weight>' for every prize of the wheel"),
  ],
  flags: [auditReasonFlag(), yesFlag(), ...outputFlags()],
  examples: [
    "kbet roulette prizes set vip 0=30 20000=30 30000=15 40000=10 60000=8 80000=5 100000=2 --reason '확률 조정'",
  ],
  run,
});
