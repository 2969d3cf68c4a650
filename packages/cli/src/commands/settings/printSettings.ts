import type { AdminSettings } from '@kbet/sdk/admin';
import type { CliContext } from '../../context';
import { printDetails } from '../../output';

const onOff = (flag: number) => (flag === 1 ? 'on' : 'off');

/**
 * The stored settings as label/value lines.
 * @example printSettings(ctx, await client.admin.settings.get());
 */
export function printSettings(ctx: CliContext, { site, attendance }: AdminSettings): void {
  printDetails(ctx, [
    ['Maintenance', onOff(site.siteNoticeFlg)],
    ['Maintenance start', site.maintenanceStartAt ?? 'at once'],
    ['Maintenance end', site.maintenanceEndAt ?? 'until switched off'],
    ['System maintenance', onOff(site.systemMaintenanceFlg)],
    ['Top notice', site.siteTopNotice],
    ['Sign-up', site.joinStartEndFlg === 1 ? 'open' : 'closed'],
    ["Hold'em maintenance (realpoker)", onOff(site.realpokerMaintenanceFlag)],
    ["Hold'em maintenance (revolution)", onOff(site.revolutionMaintenanceFlag)],
    [
      'Live betting time (s)',
      Object.entries(site.liveBettingTime)
        .map(([sport, seconds]) => `${sport}=${seconds}`)
        .join(' '),
    ],
    ['Attendance points', attendance.dailyPoints],
    ['Attendance bonus', `${attendance.streakBonusPoints} every ${attendance.streakBonusDays} days`],
  ]);
}
