import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { printJson, printTable, wantsJson } from '../../../output';
import { type CommonOptions, runCommand } from '../../../runCommand';
import { requireClient } from '../../../session/requireClient';
import { defineCommand } from '../../defineCommand';
import { outputFlags } from '../../flags';
import { POPUP_STATUSES } from '../popupOptions';

/**
 * `kbet popups list`: every popup, active or switched off.
 * @example await run({ json: true }, ctx);
 */
export function run(options: CommonOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const client = await requireClient(ctx);
    const popups = await client.admin.popups.list();
    if (wantsJson(options)) {
      printJson(ctx, popups);
      return;
    }
    printTable(ctx, popups, [
      { header: 'ID', value: (p) => p.id, align: 'right' },
      { header: 'STATUS', value: (p) => (p.popupStatus === POPUP_STATUSES.active ? 'active' : 'off') },
      { header: 'FORCED', value: (p) => (p.popupFlg === 1 ? 'yes' : 'no') },
      { header: 'HIDE (H)', value: (p) => p.notShowingexpireTime, align: 'right' },
      { header: 'LEFT', value: (p) => p.pcLeftLocation, align: 'right' },
      { header: 'RIGHT', value: (p) => p.pcRightLocation, align: 'right' },
      { header: 'CONTENTS', value: (p) => p.contents.slice(0, 60) },
    ]);
  });
}

export const command = defineCommand<CommonOptions>({
  path: ['popups', 'list'],
  description: 'List every popup, active or off',
  flags: [...outputFlags()],
  examples: ['kbet popups list'],
  run,
});
