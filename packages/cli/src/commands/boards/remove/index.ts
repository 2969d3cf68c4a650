import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { confirmAction } from '../../../prompts/confirmAction';
import { type CommonOptions, runCommand } from '../../../runCommand';
import { requireClient } from '../../../session/requireClient';
import { defineCommand } from '../../defineCommand';
import { argument, outputFlags, positiveInt, yesFlag } from '../../flags';
import { BOARD_COMMANDS, type BoardCommand } from '../boardCommands';
import { printPost } from '../printPost';

export interface BoardRemoveOptions extends CommonOptions {
  board: BoardCommand;
  id: number;
  yes?: boolean;
}

/**
 * `kbet notices|events|betting-rules|community-notices remove <id>`: hide a post (the audit log keeps its text).
 * @example await run({ board: 'notices', id: 3, yes: true }, ctx);
 */
export function run(options: BoardRemoveOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const client = await requireClient(ctx);
    const { category, what } = BOARD_COMMANDS[options.board];
    await confirmAction(ctx, options, `Remove the ${what} ${options.id}?`);
    const post = await client.admin.boards.remove(category, options.id);
    printPost(ctx, options, post, 'Removed');
  });
}

/** `kbet <board> remove <id>` for one board. */
export const commandFor = (board: BoardCommand) => {
  const { what } = BOARD_COMMANDS[board];
  return defineCommand<Omit<BoardRemoveOptions, 'board'>>({
    path: [board, 'remove'],
    description: `Remove a ${what} (asks for confirmation on a terminal)`,
    arguments: [argument('id', '<id>', `the ${what}`, positiveInt('<id>'))],
    flags: [yesFlag(), ...outputFlags()],
    examples: [`kbet ${board} remove 3 --yes`],
    run: (options, ctx) => run({ ...options, board }, ctx),
  });
};
