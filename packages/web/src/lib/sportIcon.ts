import { SPORT_ID } from '@kbet/sdk/constants';
import type { IconName } from '@/components/ui/Icon';

const ICONS: Readonly<Record<number, IconName>> = {
  [SPORT_ID.FOOTBALL]: 'football',
  [SPORT_ID.BASKETBALL]: 'basketball',
  [SPORT_ID.BASEBALL]: 'baseball',
  [SPORT_ID.VOLLEYBALL]: 'volleyball',
  [SPORT_ID.ICE_HOCKEY]: 'hockey',
  [SPORT_ID.E_GAMES]: 'esports',
  [SPORT_ID.TENNIS]: 'tennis',
  [SPORT_ID.TABLE_TENNIS]: 'tennis',
  [SPORT_ID.HANDBALL]: 'handball',
};

/**
 * The icon of a sport; a generic ball for sports without their own.
 * @example sportIcon(6046) // 'football'
 */
export const sportIcon = (sportId: number): IconName => ICONS[sportId] ?? 'football';
