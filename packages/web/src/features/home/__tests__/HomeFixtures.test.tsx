import type { FixtureSummary } from '@kbet/sdk';
import { homeFixtureDigest } from '@kbet/sdk/live';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createKbetHarness } from '@/test/renderWithKbet';
import { HomeFixtures } from '../components/HomeFixtures';

// 2026-03-10 12:00 in Korea.
const NOW = Date.UTC(2026, 2, 10, 3);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const fixture = (
  fixtureId: number,
  home: string,
  minutes: number,
  league: { id: number; name: string; sportId?: number } = { id: 1, name: 'K리그1' },
  status = 1,
): FixtureSummary => ({
  fixtureId,
  sportId: league.sportId ?? 6046,
  sportName: league.sportId === 35232 ? 'Ice Hockey' : 'Football',
  sportNameKorean: '',
  locationId: 1,
  locationName: 'Korea',
  locationNameKorean: '대한민국',
  leagueId: league.id,
  leagueName: 'League',
  leagueNameKorean: league.name,
  startDate: new Date(NOW + minutes * 60_000).toISOString(),
  status,
  home: { id: fixtureId * 2, name: home, nameKorean: home },
  away: { id: fixtureId * 2 + 1, name: '원정', nameKorean: '원정' },
  livescore: {
    period: status === 2 ? 10 : -1,
    clockSeconds: 0,
    homeScore: status === 2 ? 2 : 0,
    awayScore: 1,
    periods: [],
  },
  marketCount: 1,
  markets: [],
});

async function setup() {
  // The server's digest of this listing (GET /sports-prematch/upcoming).
  const listing = [
    fixture(1, '서울', 120),
    fixture(2, '부산', 30),
    fixture(3, '지난팀', -10),
    fixture(4, '하키팀', 60, { id: 9, name: 'KHL', sportId: 35232 }),
    fixture(5, '대전', 300),
  ];
  const upcoming = vi.fn(async (limits: { soon: number; leagues: number }) =>
    homeFixtureDigest(listing, NOW, limits),
  );
  const inplay = vi.fn(async () => ({
    items: [fixture(7, '인천', -30, { id: 1, name: 'K리그1' }, 2)],
    total: 1,
  }));
  const harness = await createKbetHarness({ client: { sports: { upcoming, inplay } } });
  await harness.renderRoutes(
    [
      {
        path: '/',
        element: (
          <HomeFixtures
            liveHref="/inplay"
            fixtureHref={(f) => `/europe?search=${f.home.nameKorean}`}
            leagueHref={(l) => `/europe?sport_id=${l.sportId}&league=${l.leagueId}`}
          />
        ),
      },
    ],
    '/',
  );
  return { upcoming, inplay };
}

describe('HomeFixtures (the home page shows fixtures)', () => {
  it('shows live now, starting soon and the popular leagues from the listing calls', async () => {
    const { upcoming, inplay } = await setup();
    await screen.findByText('부산 vs 원정');
    expect(upcoming).toHaveBeenCalledWith({ soon: 10, leagues: 6 }, expect.anything());
    expect(inplay).toHaveBeenCalledWith({ page: 1, itemsPerPage: 5, markets: 'none' }, expect.anything());

    const soon = screen.getByText('부산 vs 원정').closest('ul') as HTMLElement;
    const teams = within(soon)
      .getAllByRole('link')
      .map((a) => a.textContent?.match(/([가-힣]+ vs 원정)/)?.[1]);
    expect(teams).toEqual(['부산 vs 원정', '하키팀 vs 원정', '서울 vs 원정', '대전 vs 원정']);
    expect(screen.queryByText('지난팀 vs 원정')).toBeNull();
    expect(screen.getByText('인천 vs 원정').closest('a')?.getAttribute('href')).toBe('/inplay');
    expect(screen.getByText('2:1')).toBeTruthy();
    // Sport names in Korean from the SDK, never the feed's English.
    expect(screen.getByText(/아이스하키 · KHL/)).toBeTruthy();
    expect(screen.queryByText(/Ice Hockey|Football/)).toBeNull();

    const leagues = screen.getByText('K리그1', { selector: 'span' }).closest('ul') as HTMLElement;
    const links = within(leagues).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['K리그14경기', 'KHL1경기']);
    expect(links[0]?.getAttribute('href')).toBe('/europe?sport_id=6046&league=1');
  });
});
