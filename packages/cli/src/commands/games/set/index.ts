import { rtpFromPercent } from '@kbet/sdk/admin';
import { Option } from 'commander';
import type { CliContext } from '../../../context';
import { cliErrors } from '../../../errors/cliError';
import type { ExitCode } from '../../../exitCodes';
import { printJson, wantsJson } from '../../../output';
import { confirmAction } from '../../../prompts/confirmAction';
import { flagOrPrompt } from '../../../prompts/flagOrPrompt';
import { type CommonOptions, runCommand } from '../../../runCommand';
import { requireClient } from '../../../session/requireClient';
import { defineCommand } from '../../defineCommand';
import { argument, outputFlags, positiveInt, reasonFlag, yesFlag } from '../../flags';
import { showGameSettings } from '../showGameSettings';

export interface GamesSetOptions extends CommonOptions {
  game: string;
  enable?: boolean;
  disable?: boolean;
  /** Seconds before the draw, or 'default'. */
  closeSeconds?: number | 'default';
  /** `<market>=<percent>` or `<market>=default`, each as given. */
  rtp?: string[];
  reason?: string;
  yes?: boolean;
}

const CHANGE_FLAGS = '--enable, --disable, --close-seconds or --rtp';

const parseCloseSeconds = (value: string): number | 'default' =>
  value === 'default' ? value : positiveInt('--close-seconds')(value);

/** Each --rtp adds one market to the list. */
const collect = (value: string, previous: string[] = []) => [...previous, value];

/** `--rtp up=96.5` → { up: '0.965' }; `--rtp up=default` → { up: null }. */
function rtpChanges(entries: readonly string[]): Record<string, string | null> {
  const changes: Record<string, string | null> = {};
  for (const entry of entries) {
    const at = entry.indexOf('=');
    const marketId = entry.slice(0, at);
    const percent = entry.slice(at + 1);
    const rtp = percent === 'default' ? null : rtpFromPercent(percent);
    if (at < 1 || rtp === undefined) {
      throw cliErrors.invalidValue('--rtp', '<market>=<percent> (e.g. up=96.5) or <market>=default');
    }
    changes[marketId] = rtp;
  }
  return changes;
}

/**
 * `kbet games set <game>`: switch a game on or off, set its close seconds or a market's RTP (in percent; the
 * server refuses one above the market's cap). Applies from the next round opened; audited with the reason.
 * @example await run({ game: 'donghang', rtp: ['normal-odd=96'], reason: '환수율 조정', yes: true }, ctx);
 */
export function run(options: GamesSetOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    if (options.enable && options.disable)
      throw cliErrors.invalidValue('--disable', 'left out when --enable is given');
    const rtp = options.rtp?.length ? rtpChanges(options.rtp) : undefined;
    const enabled = options.enable ? true : options.disable ? false : undefined;
    const closeSeconds = options.closeSeconds === 'default' ? null : options.closeSeconds;
    if (enabled === undefined && closeSeconds === undefined && rtp === undefined)
      throw cliErrors.nothingToChange(CHANGE_FLAGS);
    const client = await requireClient(ctx);
    const reason = await flagOrPrompt(ctx, options.reason, '--reason', () => ctx.prompts.input('Reason'));
    await confirmAction(ctx, options, `Change the settings of ${options.game} from its next round?`);
    const settings = await client.admin.minigame.updateSettings(options.game, {
      ...(enabled !== undefined && { enabled }),
      ...(closeSeconds !== undefined && { closeSeconds }),
      ...(rtp && { rtp }),
      reason,
    });
    if (wantsJson(options)) printJson(ctx, settings);
    else showGameSettings(ctx, settings);
  });
}

export const command = defineCommand<GamesSetOptions>({
  path: ['games', 'set'],
  description:
    "Change a mini-game's settings from its next round: on/off, close seconds, a market's RTP (asks for confirmation on a terminal)",
  arguments: [argument('game', '<game>', 'the game id (see `kbet games list`)')],
  flags: [
    new Option('--enable', 'open rounds again'),
    new Option('--disable', 'open no new round (the running one is still drawn)').conflicts('enable'),
    new Option('--close-seconds <n>', "close betting n seconds before the draw, or 'default'").argParser(
      parseCloseSeconds,
    ),
    new Option(
      '--rtp <market=percent>',
      "a market's RTP in percent, at most its cap ('default' for the catalogue's); repeat for more markets",
    ).argParser(collect),
    reasonFlag(),
    yesFlag(),
    ...outputFlags(),
  ],
  examples: [
    "kbet games set donghang --rtp normal-odd=96 --rtp power-odd=default --reason '환수율 조정' --yes",
    "kbet games set oddgame/updown30 --close-seconds 5 --reason '마감 단축' --yes",
    "kbet games set lotus/baccarat --disable --reason '운영 중단' --yes --json",
  ],
  run,
});
