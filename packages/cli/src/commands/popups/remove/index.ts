import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { confirmAction } from '../../../prompts/confirmAction';
import { type CommonOptions, runCommand } from '../../../runCommand';
import { requireClient } from '../../../session/requireClient';
import { defineCommand } from '../../defineCommand';
import { argument, outputFlags, positiveInt, yesFlag } from '../../flags';
import { printPopup } from '../popupOptions';

export interface PopupRemoveOptions extends CommonOptions {
  id: number;
  yes?: boolean;
}

/**
 * `kbet popups remove <id>`: the popup is gone from clients (the audit log keeps it).
 * @example await run({ id: 2, yes: true }, ctx);
 */
export function run(options: PopupRemoveOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const client = await requireClient(ctx);
    await confirmAction(ctx, options, `Remove popup ${options.id}?`);
    printPopup(ctx, options, await client.admin.popups.remove(options.id), 'Removed');
  });
}

export const command = defineCommand<PopupRemoveOptions>({
  path: ['popups', 'remove'],
  description: 'Remove a popup (asks for confirmation on a terminal)',
  arguments: [argument('id', '<id>', 'the popup', positiveInt('<id>'))],
  flags: [yesFlag(), ...outputFlags()],
  examples: ['kbet popups remove 2 --yes'],
  run,
});
