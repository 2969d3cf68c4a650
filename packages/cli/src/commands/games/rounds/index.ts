import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { notice, pageNotice, printJson, printTable, wantsJson } from '../../../output';
import { type CommonOptions, runCommand } from '../../../runCommand';
import { requireClient } from '../../../session/requireClient';
import { defineCommand } from '../../defineCommand';
import { argument, outputFlags, pageFlag } from '../../flags';

export interface GamesRoundsOptions extends CommonOptions {
  game: string;
  page?: number;
}

/**
 * `kbet games rounds <game>`: the game's rounds, newest first, 20 a page.
 * @example await run({ game: 'oddgame/updown30', page: 2, json: true }, ctx);
 */
export function run(options: GamesRoundsOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const client = await requireClient(ctx);
    const page = options.page ?? 1;
    const result = await client.admin.minigame.rounds(options.game, { page });
    if (wantsJson(options)) {
      printJson(ctx, result);
      return;
    }
    printTable(ctx, result.items, [
      { header: 'ID', value: (r) => r.id, align: 'right' },
      { header: 'DAY', value: (r) => r.kstDay },
      { header: 'ROUND', value: (r) => r.round, align: 'right' },
      { header: 'STATUS', value: (r) => r.status },
      { header: 'DRAWS', value: (r) => r.drawAt },
      { header: 'CHAIN', value: (r) => r.chainIndex, align: 'right' },
      { header: 'REVEALED', value: (r) => (r.seed ? 'yes' : 'no') },
    ]);
    notice(ctx, pageNotice(page, result.items.length, result.total, 'rounds'));
  });
}

export const command = defineCommand<GamesRoundsOptions>({
  path: ['games', 'rounds'],
  description: "List a mini-game's rounds, newest first",
  arguments: [argument('game', '<game>', 'the game id (see `kbet games list`)')],
  flags: [pageFlag(), ...outputFlags()],
  examples: ['kbet games rounds donghang', 'kbet games rounds oddgame/updown30 --page 2 --json'],
  run,
});
