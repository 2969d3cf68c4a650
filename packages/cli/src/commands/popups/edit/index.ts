import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { confirmAction } from '../../../prompts/confirmAction';
import { type CommonOptions, runCommand } from '../../../runCommand';
import { requireClient } from '../../../session/requireClient';
import { htmlContents } from '../../boards/htmlContents';
import { defineCommand } from '../../defineCommand';
import { argument, positiveInt } from '../../flags';
import { popupFlags } from '../popupFlags';
import { type PopupFlags, popupBody, printPopup } from '../popupOptions';

export interface PopupEditOptions extends CommonOptions, PopupFlags {
  id: number;
  yes?: boolean;
}

/**
 * `kbet popups edit <id>`: new HTML and any flags given; the others stay (audited old → new).
 * @example await run({ id: 2, contents: '<p>종료</p>', status: 'off', yes: true }, ctx);
 */
export function run(options: PopupEditOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const client = await requireClient(ctx);
    const contents = await htmlContents(ctx, options);
    await confirmAction(ctx, options, `Change popup ${options.id}?`);
    printPopup(
      ctx,
      options,
      await client.admin.popups.edit(options.id, popupBody(options, contents)),
      'Edited',
    );
  });
}

export const command = defineCommand<PopupEditOptions>({
  path: ['popups', 'edit'],
  description: 'Change a popup: new HTML and the flags given; the rest stays',
  arguments: [argument('id', '<id>', 'the popup', positiveInt('<id>'))],
  flags: popupFlags(),
  examples: ["kbet popups edit 2 --contents '<p>종료</p>' --status off --yes"],
  run,
});
