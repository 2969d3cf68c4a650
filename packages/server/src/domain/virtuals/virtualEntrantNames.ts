import type { VirtualLeague, VirtualName } from '@kbet/sdk';
import type { VirtualEntrantsJson } from '../../repositories/createVirtualRepository';

export interface VirtualEntrantNames {
  home: VirtualName | null;
  away: VirtualName | null;
  runners: VirtualName[];
  /** How a slip names the event: 'home vs away', or the meeting's race. */
  title: string;
}

/**
 * The names of a stored event's entrants (the card keeps entrant indices into the league's list).
 * @example virtualEntrantNames(league, { home: 0, away: 7 }).title // '런체스터 레드 vs 리버데일'
 */
export function virtualEntrantNames(
  league: VirtualLeague,
  entrants: VirtualEntrantsJson,
): VirtualEntrantNames {
  const name = (i: number | undefined) => (i === undefined ? null : (league.entrants[i]?.name ?? null));
  const home = name(entrants.home);
  const away = name(entrants.away);
  const runners = (entrants.runners ?? []).flatMap((i) => league.entrants[i]?.name ?? []);
  const title = home && away ? `${home.ko} vs ${away.ko}` : `${league.name.ko} 경주`;
  return { home, away, runners, title };
}
