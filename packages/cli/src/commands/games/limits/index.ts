import { formatWon, MAX_LEVEL } from '@kbet/sdk';
import type { MinigameLimitsSetting } from '@kbet/sdk/admin';
import { Option } from 'commander';
import type { CliContext } from '../../../context';
import { cliErrors } from '../../../errors/cliError';
import type { ExitCode } from '../../../exitCodes';
import { printJson, printLine, printTable, wantsJson } from '../../../output';
import { confirmAction } from '../../../prompts/confirmAction';
import { flagOrPrompt } from '../../../prompts/flagOrPrompt';
import { type CommonOptions, runCommand } from '../../../runCommand';
import { requireClient } from '../../../session/requireClient';
import { defineCommand } from '../../defineCommand';
import { outputFlags, reasonFlag, wholeNumber, yesFlag } from '../../flags';

export interface GamesLimitsOptions extends CommonOptions {
  /** The member level (1-5) --min, --max and --max-win change. */
  level?: number;
  min?: number;
  max?: number;
  maxWin?: number;
  roundMaxStake?: number;
  roundMaxWin?: number;
  reason?: string;
  yes?: boolean;
}

const parseLevel = (value: string) => {
  const level = wholeNumber('--level')(value);
  if (level < 1 || level > MAX_LEVEL)
    throw cliErrors.invalidValue('--level', `a level from 1 to ${MAX_LEVEL}`);
  return level;
};

function showLimits(ctx: CliContext, limits: MinigameLimitsSetting): void {
  const levels = Object.entries(limits.levels).sort(([a], [b]) => Number(a) - Number(b));
  printTable(ctx, levels, [
    { header: 'LEVEL', value: ([level]) => level, align: 'right' },
    { header: 'MIN BET', value: ([, l]) => formatWon(l.minBet), align: 'right' },
    { header: 'MAX BET', value: ([, l]) => formatWon(l.maxBet), align: 'right' },
    { header: 'MAX WIN', value: ([, l]) => formatWon(l.maxWin), align: 'right' },
  ]);
  printLine(
    ctx,
    `Per member and round: stake up to ${formatWon(limits.roundMaxStake)}, wins up to ${formatWon(limits.roundMaxWin)}`,
  );
}

/**
 * `kbet games limits`: the mini-game limits per member level and per round; with change flags, sets them (from
 * the next bet; the server refuses a minimum below the site's or above the maximum), audited with the reason.
 * @example await run({ level: 3, max: 2_000_000, reason: '한도 조정', yes: true }, ctx);
 */
export function run(options: GamesLimitsOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const level = { minBet: options.min, maxBet: options.max, maxWin: options.maxWin };
    const levelChange = Object.values(level).some((value) => value !== undefined);
    if (levelChange && options.level === undefined) throw cliErrors.missingFlag('--level');
    const change = levelChange || options.roundMaxStake !== undefined || options.roundMaxWin !== undefined;
    if (options.level !== undefined && !levelChange)
      throw cliErrors.nothingToChange('--min, --max or --max-win with --level');
    const client = await requireClient(ctx);
    let limits: MinigameLimitsSetting;
    if (change) {
      const reason = await flagOrPrompt(ctx, options.reason, '--reason', () => ctx.prompts.input('Reason'));
      await confirmAction(ctx, options, 'Change the mini-game limits from the next bet?');
      limits = await client.admin.minigame.updateLimits({
        ...(levelChange && {
          levels: {
            [String(options.level)]: Object.fromEntries(
              Object.entries(level).filter(([, v]) => v !== undefined),
            ),
          },
        }),
        ...(options.roundMaxStake !== undefined && { roundMaxStake: options.roundMaxStake }),
        ...(options.roundMaxWin !== undefined && { roundMaxWin: options.roundMaxWin }),
        reason,
      });
    } else limits = await client.admin.minigame.limits();
    if (wantsJson(options)) printJson(ctx, limits);
    else showLimits(ctx, limits);
  });
}

const wonFlag = (flags: string, description: string) =>
  new Option(flags, `${description}, in won`).argParser(wholeNumber(flags.split(' ')[0] ?? flags));

export const command = defineCommand<GamesLimitsOptions>({
  path: ['games', 'limits'],
  description:
    'Show the mini-game limits per member level and per round, or change some (asks for confirmation on a terminal)',
  flags: [
    new Option('--level <n>', 'the member level --min, --max and --max-win change (1-5)').argParser(
      parseLevel,
    ),
    wonFlag('--min <won>', 'minimum bet'),
    wonFlag('--max <won>', 'maximum bet'),
    wonFlag('--max-win <won>', 'maximum win of one bet'),
    wonFlag('--round-max-stake <won>', "a member's total stake on one round"),
    wonFlag('--round-max-win <won>', "a member's total potential win on one round"),
    reasonFlag(),
    yesFlag(),
    ...outputFlags(),
  ],
  examples: [
    'kbet games limits',
    "kbet games limits --level 3 --max 2000000 --max-win 10000000 --reason '한도 조정' --yes",
    "kbet games limits --round-max-stake 5000000 --reason '회차 한도' --yes --json",
  ],
  run,
});
