import { DEFAULT_PERIOD_DAYS, kstParts } from '@kbet/sdk';
import type { SettingsCache } from '../../plugins/settingsCache';

/**
 * The Korean calendar day of an instant, `YYYY-MM-DD` (the settlement and report day).
 * @example kstDay(new Date('2026-11-26T16:00:00Z')) // '2026-11-27'
 */
export function kstDay(at: Date): string {
  const { year, month, day } = kstParts(at.getTime());
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The configured settlement period length in days (setting `settlementPeriodDays`, weekly by default).
 * @example const days = await periodDays(app.settingsCache);
 */
export async function periodDays(settings: SettingsCache): Promise<number> {
  const value = await settings.get<number>('settlementPeriodDays');
  return Number.isInteger(value) && value !== undefined && value >= 1 && value <= 366
    ? value
    : DEFAULT_PERIOD_DAYS;
}
