import type { HomeFixture, PopularLeague } from '../schemas/sports';

type LeagueFields = Pick<HomeFixture, 'leagueId' | 'sportId' | 'leagueName' | 'leagueNameKorean'>;

// Made on first use and kept: each localeCompare(…, 'ko') sets up Korean collation anew (~17 ms on a slow phone).
let korean: Intl.Collator | undefined;

/**
 * The leagues with the most fixtures in a listing (the home page's 인기 리그), most first, then by name; named in
 * Korean when the feed has it. One pass over the listing.
 * @example popularLeagues(listing.items, 6)[0] // { leagueId: 8363, sportId: 6046, name: '프리미어리그', fixtures: 7 }
 */
export function popularLeagues(fixtures: readonly LeagueFields[], limit: number): PopularLeague[] {
  const byLeague = new Map<number, PopularLeague>();
  for (const f of fixtures) {
    const known = byLeague.get(f.leagueId);
    byLeague.set(f.leagueId, {
      leagueId: f.leagueId,
      sportId: f.sportId,
      name: known?.name ?? (f.leagueNameKorean || f.leagueName),
      fixtures: (known?.fixtures ?? 0) + 1,
    });
  }
  korean ??= new Intl.Collator('ko');
  const byName = korean.compare;
  return [...byLeague.values()]
    .sort((a, b) => b.fixtures - a.fixtures || byName(a.name, b.name) || a.leagueId - b.leagueId)
    .slice(0, Math.max(0, limit));
}
