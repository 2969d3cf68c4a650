import type { AdminSettingsUpdate } from '@kbet/sdk/admin';
import { Option } from 'commander';
import type { CliContext } from '../../../context';
import { cliErrors } from '../../../errors/cliError';
import type { ExitCode } from '../../../exitCodes';
import { printJson, wantsJson } from '../../../output';
import { confirmAction } from '../../../prompts/confirmAction';
import { type CommonOptions, runCommand } from '../../../runCommand';
import { requireClient } from '../../../session/requireClient';
import { defineCommand } from '../../defineCommand';
import { auditReasonFlag, outputFlags, wholeNumber, yesFlag } from '../../flags';
import { printSettings } from '../printSettings';

export type OnOff = 'on' | 'off';

export interface SettingsSetOptions extends CommonOptions {
  /** Site maintenance (siteNoticeFlg). */
  maintenance?: OnOff;
  /** When it starts / ends: an ISO date-time, or 'none'. */
  maintenanceStart?: string;
  maintenanceEnd?: string;
  systemMaintenance?: OnOff;
  topNotice?: string;
  signUp?: 'open' | 'closed';
  realpokerMaintenance?: OnOff;
  revolutionMaintenance?: OnOff;
  /** 'sportId=seconds' items. */
  liveBettingTime?: string[];
  attendancePoints?: number;
  attendanceBonusDays?: number;
  attendanceBonus?: number;
  reason?: string;
  yes?: boolean;
}

const flag = (value: OnOff | undefined) => (value === undefined ? undefined : value === 'on' ? 1 : 0);

/** An ISO instant, or null for 'none'; anything else is a usage error. */
const instant = (value: string | undefined, name: string): string | null | undefined => {
  if (value === undefined) return undefined;
  if (value === 'none') return null;
  const at = Date.parse(value);
  if (Number.isNaN(at))
    throw cliErrors.invalidValue(name, "a date-time such as 2026-01-02T02:00:00+09:00, or 'none'");
  return new Date(at).toISOString();
};

const liveBettingTime = (items: readonly string[] | undefined): Record<string, number> | undefined => {
  if (!items || items.length === 0) return undefined;
  const entries = items.map((item) => {
    const match = /^(\d+)=(\d+)$/.exec(item);
    if (!match)
      throw cliErrors.invalidValue('--live-betting-time', "'<sportId>=<seconds>' items, e.g. 6046=30");
    return [match[1]!, Number(match[2])] as const;
  });
  return Object.fromEntries(entries);
};

const defined = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * The settings update a set of flags asks for (only what is given).
 * @example settingsUpdate({ maintenance: 'on', maintenanceEnd: '2026-01-02T06:00:00+09:00' })
 */
export function settingsUpdate(options: SettingsSetOptions): AdminSettingsUpdate {
  const site = defined({
    siteNoticeFlg: flag(options.maintenance),
    maintenanceStartAt: instant(options.maintenanceStart, '--maintenance-start'),
    maintenanceEndAt: instant(options.maintenanceEnd, '--maintenance-end'),
    systemMaintenanceFlg: flag(options.systemMaintenance),
    siteTopNotice: options.topNotice,
    joinStartEndFlg: options.signUp === undefined ? undefined : options.signUp === 'open' ? 1 : 0,
    realpokerMaintenanceFlag: flag(options.realpokerMaintenance),
    revolutionMaintenanceFlag: flag(options.revolutionMaintenance),
    liveBettingTime: liveBettingTime(options.liveBettingTime),
  }) as AdminSettingsUpdate['site'] & object;
  const attendance = defined({
    dailyPoints: options.attendancePoints,
    streakBonusDays: options.attendanceBonusDays,
    streakBonusPoints: options.attendanceBonus,
  });
  return {
    ...(Object.keys(site).length > 0 && { site }),
    ...(Object.keys(attendance).length > 0 && { attendance }),
    ...(options.reason !== undefined && { reason: options.reason }),
  };
}

/**
 * `kbet settings set`: change the given settings only (audited old → new), e.g. switch maintenance on
 * for a window.
 * @example await run({ maintenance: 'on', maintenanceStart: '2026-01-02T02:00:00+09:00', yes: true }, ctx);
 */
export function run(options: SettingsSetOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const update = settingsUpdate(options);
    if (!update.site && !update.attendance)
      throw cliErrors.invalidValue('a setting flag', 'given (see --help)');
    const client = await requireClient(ctx);
    await confirmAction(
      ctx,
      options,
      `Change ${[...Object.keys(update.site ?? {}), ...Object.keys(update.attendance ?? {})].join(', ')}?`,
    );
    const settings = await client.admin.settings.update(update);
    if (wantsJson(options)) printJson(ctx, settings);
    else printSettings(ctx, settings);
  });
}

const onOff = (flag: string, description: string) => new Option(flag, description).choices(['on', 'off']);

export const command = defineCommand<SettingsSetOptions>({
  path: ['settings', 'set'],
  description: 'Change the settings given; the rest stay (asks for confirmation on a terminal)',
  flags: [
    onOff('--maintenance <on|off>', 'site maintenance: member calls answer 503 while in force'),
    new Option(
      '--maintenance-start <time>',
      "when maintenance starts (ISO date-time), or 'none' for at once",
    ),
    new Option('--maintenance-end <time>', "when it ends (ISO date-time), or 'none' for until switched off"),
    onOff('--system-maintenance <on|off>', 'systemMaintenanceFlg'),
    new Option('--top-notice <text>', 'the site top notice (marquee)'),
    new Option('--sign-up <state>', 'sign-up open or closed').choices(['open', 'closed']),
    onOff('--realpoker-maintenance <on|off>', "hold'em (realpoker) maintenance"),
    onOff('--revolution-maintenance <on|off>', "hold'em (revolution) maintenance"),
    new Option('--live-betting-time <sportId=seconds...>', 'live betting delay per sport id, e.g. 6046=30'),
    new Option('--attendance-points <n>', 'points per check-in').argParser(
      wholeNumber('--attendance-points'),
    ),
    new Option('--attendance-bonus-days <n>', 'streak length that earns the bonus (0: none)').argParser(
      wholeNumber('--attendance-bonus-days'),
    ),
    new Option('--attendance-bonus <n>', 'bonus points').argParser(wholeNumber('--attendance-bonus')),
    auditReasonFlag(),
    yesFlag(),
    ...outputFlags(),
  ],
  examples: [
    "kbet settings set --maintenance on --maintenance-start 2026-01-02T02:00:00+09:00 --maintenance-end 2026-01-02T06:00:00+09:00 --reason '정기 점검'",
    'kbet settings set --maintenance off --maintenance-start none --maintenance-end none --yes',
    'kbet settings set --live-betting-time 6046=30 48242=15 --sign-up closed --json --yes',
  ],
  run,
});
