import { MAX_LEAGUE_NAME_LENGTH } from '@kbet/sdk/constants';

/**
 * A sidebar name cut to 20 characters with an ellipsis (spec §9), counting characters, not UTF-16 units.
 * @example truncateName('잉글랜드 프리미어리그 2부 챔피언십 플레이오프') // '잉글랜드 프리미어리그 2부 챔피언십 플…'
 */
export function truncateName(name: string, max: number = MAX_LEAGUE_NAME_LENGTH): string {
  const chars = Array.from(name);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : name;
}
