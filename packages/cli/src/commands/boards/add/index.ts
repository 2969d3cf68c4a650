import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { confirmAction } from '../../../prompts/confirmAction';
import { flagOrPrompt } from '../../../prompts/flagOrPrompt';
import { type CommonOptions, runCommand } from '../../../runCommand';
import { requireClient } from '../../../session/requireClient';
import { defineCommand } from '../../defineCommand';
import { contentsFlags, noticeTypeFlag, outputFlags, titleFlag, yesFlag } from '../../flags';
import { BOARD_COMMANDS, type BoardCommand } from '../boardCommands';
import { type HtmlContentsOptions, htmlContents } from '../htmlContents';
import { printPost } from '../printPost';

export interface BoardAddOptions extends CommonOptions, HtmlContentsOptions {
  board: BoardCommand;
  title?: string;
  /** Notices: 0 (default) shows it in the notice popup and marquee. */
  noticeType?: number;
  yes?: boolean;
}

/**
 * `kbet notices|events|betting-rules|community-notices add`: a new post (HTML sanitised by the server, audited).
 * @example await run({ board: 'notices', title: '점검 안내', contents: '<p>점검</p>', yes: true }, ctx);
 */
export function run(options: BoardAddOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const client = await requireClient(ctx);
    const { category, what } = BOARD_COMMANDS[options.board];
    const title = await flagOrPrompt(ctx, options.title, '--title', () => ctx.prompts.input('Title'));
    const contents = await htmlContents(ctx, options);
    await confirmAction(ctx, options, `Add the ${what} '${title}'?`);
    const post = await client.admin.boards.add(category, {
      title,
      contents,
      ...(options.noticeType !== undefined && { noticeType: options.noticeType }),
    });
    printPost(ctx, options, post, 'Added');
  });
}

/** `kbet <board> add` for one board. */
export const commandFor = (board: BoardCommand) =>
  defineCommand<Omit<BoardAddOptions, 'board'>>({
    path: [board, 'add'],
    description: `Add a ${BOARD_COMMANDS[board].what} (asks for confirmation on a terminal)`,
    flags: [...contentsFlags(), titleFlag(), noticeTypeFlag(), yesFlag(), ...outputFlags()],
    examples: [
      `kbet ${board} add --title '안내' --contents '<p>내용</p>' --yes`,
      `kbet ${board} add --title '안내' --contents-file notice.html`,
    ],
    run: (options, ctx) => run({ ...options, board }, ctx),
  });
