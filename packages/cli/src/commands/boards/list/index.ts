import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { notice, pageNotice, printJson, printTable, wantsJson } from '../../../output';
import { type CommonOptions, runCommand } from '../../../runCommand';
import { requireClient } from '../../../session/requireClient';
import { defineCommand } from '../../defineCommand';
import { outputFlags, pageFlag } from '../../flags';
import { BOARD_COMMANDS, type BoardCommand } from '../boardCommands';

export interface BoardListOptions extends CommonOptions {
  board: BoardCommand;
  page?: number;
}

/**
 * `kbet notices|events|betting-rules|community-notices list`: the board's posts, newest first.
 * @example await run({ board: 'notices', json: true }, ctx);
 */
export function run(options: BoardListOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const client = await requireClient(ctx);
    const page = options.page ?? 1;
    const result = await client.admin.boards.list(BOARD_COMMANDS[options.board].category, { page });
    if (wantsJson(options)) {
      printJson(ctx, result);
      return;
    }
    printTable(ctx, result.items, [
      { header: 'ID', value: (p) => p.id, align: 'right' },
      { header: 'TITLE', value: (p) => p.title },
      { header: 'TYPE', value: (p) => p.noticeType, align: 'right' },
      { header: 'CREATED', value: (p) => p.createTimestamp },
      { header: 'UPDATED', value: (p) => p.updatedAt },
    ]);
    notice(ctx, pageNotice(page, result.items.length, result.total, 'posts'));
  });
}

/** `kbet <board> list` for one board. */
export const commandFor = (board: BoardCommand) =>
  defineCommand<Omit<BoardListOptions, 'board'>>({
    path: [board, 'list'],
    description: `List ${BOARD_COMMANDS[board].what}s, newest first`,
    flags: [pageFlag(), ...outputFlags()],
    examples: [`kbet ${board} list`, `kbet ${board} list --json | jq '.items[].id'`],
    run: (options, ctx) => run({ ...options, board }, ctx),
  });
