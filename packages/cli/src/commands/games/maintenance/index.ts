import { InvalidArgumentError } from 'commander';
import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { printJson, printLine, wantsJson } from '../../../output';
import { confirmAction } from '../../../prompts/confirmAction';
import { flagOrPrompt } from '../../../prompts/flagOrPrompt';
import { type CommonOptions, runCommand } from '../../../runCommand';
import { requireClient } from '../../../session/requireClient';
import { defineCommand } from '../../defineCommand';
import { argument, outputFlags, reasonFlag, yesFlag } from '../../flags';

export interface GamesMaintenanceOptions extends CommonOptions {
  game: string;
  state: 'on' | 'off';
  /** Kept in the audit log; asked for on a terminal when missing. */
  reason?: string;
  /** Skip the confirmation (required without a terminal). */
  yes?: boolean;
}

const parseState = (value: string): 'on' | 'off' => {
  if (value !== 'on' && value !== 'off') throw new InvalidArgumentError('<on|off> must be on or off.');
  return value;
};

/**
 * `kbet games maintenance <game> <on|off>`: while on, the game refuses bets (its rounds keep running).
 * @example await run({ game: 'donghang', state: 'on', reason: '점검', yes: true }, ctx);
 */
export function run(options: GamesMaintenanceOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const client = await requireClient(ctx);
    const reason = await flagOrPrompt(ctx, options.reason, '--reason', () => ctx.prompts.input('Reason'));
    await confirmAction(ctx, options, `Turn maintenance ${options.state} for ${options.game}?`);
    const result = await client.admin.minigame.setMaintenance(options.game, {
      maintenance: options.state === 'on',
      reason,
    });
    if (wantsJson(options)) {
      printJson(ctx, result);
      return;
    }
    printLine(ctx, `${result.id}: maintenance ${result.maintenance ? 'on (bets refused)' : 'off'}`);
  });
}

export const command = defineCommand<GamesMaintenanceOptions>({
  path: ['games', 'maintenance'],
  description:
    "Turn a mini-game's maintenance on (bets refused) or off (asks for confirmation on a terminal)",
  arguments: [
    argument('game', '<game>', 'the game id (see `kbet games list`)'),
    argument('state', '<on|off>', 'on: refuse bets; off: take bets again', parseState),
  ],
  flags: [reasonFlag(), yesFlag(), ...outputFlags()],
  examples: ["kbet games maintenance donghang on --reason '점검' --yes"],
  run,
});
