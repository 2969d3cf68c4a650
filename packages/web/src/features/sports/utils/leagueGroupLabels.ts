import type { FixtureSummary } from '@kbet/sdk';
import { formatKst } from '@/lib/formatKst';

const leagueName = (first: FixtureSummary) =>
  [
    first.sportNameKorean || first.sportName,
    first.locationNameKorean || first.locationName,
    first.leagueNameKorean || first.leagueName,
  ].join(' ');

/**
 * A distinct accessible name for each league group of a listing: sport, location and league; a league the
 * listing shows more than once (it follows kick-off order) adds its group's first kick-off (KST), and a
 * group that would still repeat a name adds its count.
 * @example leagueGroupLabels(byLeague(items).map((g) => g.fixtures)) // ['축구 잉글랜드 프리미어리그', …]
 */
export function leagueGroupLabels(groups: readonly (readonly FixtureSummary[])[]): string[] {
  const names = groups.map(([first]) => (first ? leagueName(first) : ''));
  const timed = names.map((name, index) => {
    const start = groups[index]?.[0]?.startDate;
    const repeated = names.indexOf(name) !== names.lastIndexOf(name);
    return repeated && start ? `${name} ${formatKst(start, 'datetime').slice(5)}` : name;
  });
  const seen = new Map<string, number>();
  return timed.map((label) => {
    const count = (seen.get(label) ?? 0) + 1;
    seen.set(label, count);
    return count === 1 ? label : `${label} (${count})`;
  });
}
