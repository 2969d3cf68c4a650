import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { confirmAction } from '../../../prompts/confirmAction';
import { type CommonOptions, runCommand } from '../../../runCommand';
import { requireClient } from '../../../session/requireClient';
import { htmlContents } from '../../boards/htmlContents';
import { defineCommand } from '../../defineCommand';
import { popupFlags } from '../popupFlags';
import { type PopupFlags, popupBody, printPopup } from '../popupOptions';

export interface PopupAddOptions extends CommonOptions, PopupFlags {
  yes?: boolean;
}

/**
 * `kbet popups add`: a site popup, active unless --status off (HTML sanitised by the server, audited).
 * @example await run({ contents: '<p>이벤트</p>', hideHours: 12, yes: true }, ctx);
 */
export function run(options: PopupAddOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const client = await requireClient(ctx);
    const contents = await htmlContents(ctx, options);
    await confirmAction(ctx, options, 'Add the popup?');
    printPopup(ctx, options, await client.admin.popups.add(popupBody(options, contents)), 'Added');
  });
}

export const command = defineCommand<PopupAddOptions>({
  path: ['popups', 'add'],
  description: 'Add a popup, active unless --status off',
  flags: popupFlags(),
  examples: ["kbet popups add --contents '<p>이벤트</p>' --hide-hours 12 --yes"],
  run,
});
