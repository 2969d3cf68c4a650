import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { confirmAction } from '../../../prompts/confirmAction';
import { flagOrPrompt } from '../../../prompts/flagOrPrompt';
import { type CommonOptions, runCommand } from '../../../runCommand';
import { requireClient } from '../../../session/requireClient';
import { defineCommand } from '../../defineCommand';
import {
  argument,
  contentsFlags,
  noticeTypeFlag,
  outputFlags,
  positiveInt,
  titleFlag,
  yesFlag,
} from '../../flags';
import { BOARD_COMMANDS, type BoardCommand } from '../boardCommands';
import { type HtmlContentsOptions, htmlContents } from '../htmlContents';
import { printPost } from '../printPost';

export interface BoardEditOptions extends CommonOptions, HtmlContentsOptions {
  board: BoardCommand;
  id: number;
  title?: string;
  noticeType?: number;
  yes?: boolean;
}

/**
 * `kbet notices|events|betting-rules|community-notices edit <id>`: replace a post's title and HTML (audited old → new).
 * @example await run({ board: 'events', id: 3, title: '이벤트', contentsFile: 'event.html', yes: true }, ctx);
 */
export function run(options: BoardEditOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const client = await requireClient(ctx);
    const { category, what } = BOARD_COMMANDS[options.board];
    const title = await flagOrPrompt(ctx, options.title, '--title', () => ctx.prompts.input('Title'));
    const contents = await htmlContents(ctx, options);
    await confirmAction(ctx, options, `Replace the ${what} ${options.id}?`);
    const post = await client.admin.boards.edit(category, options.id, {
      title,
      contents,
      ...(options.noticeType !== undefined && { noticeType: options.noticeType }),
    });
    printPost(ctx, options, post, 'Edited');
  });
}

/** `kbet <board> edit <id>` for one board. */
export const commandFor = (board: BoardCommand) => {
  const { what } = BOARD_COMMANDS[board];
  return defineCommand<Omit<BoardEditOptions, 'board'>>({
    path: [board, 'edit'],
    description: `Replace a ${what}'s title and HTML (asks for confirmation on a terminal)`,
    arguments: [argument('id', '<id>', `the ${what}`, positiveInt('<id>'))],
    flags: [...contentsFlags(), titleFlag(), noticeTypeFlag(), yesFlag(), ...outputFlags()],
    examples: [`kbet ${board} edit 3 --title '안내 (수정)' --contents-file notice.html --yes`],
    run: (options, ctx) => run({ ...options, board }, ctx),
  });
};
