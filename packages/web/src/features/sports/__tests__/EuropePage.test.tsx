import { KbetProvider } from '@kbet/react';
import {
  createKbetEvents,
  createResourceCache,
  createSessionStore,
  type FixtureSummary,
  type KbetClient,
} from '@kbet/sdk';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { kbet } from '@/lib/kbet';
import { EuropePage } from '../components/EuropePage';

afterEach(cleanup);

const odds = (
  fixtureId: number,
  marketId: number,
  code: number,
  betName: string,
  betPrice: string,
  extra = {},
) => ({
  id: `${fixtureId}_${marketId}_${code}`,
  fixtureId: String(fixtureId),
  sportId: 6046,
  marketId,
  betPrice,
  version: '1',
  betName,
  betLine: null,
  betBaseLine: null,
  marketName: marketId === 1 ? '1X2' : marketId === 3 ? 'Asian Handicap' : 'Under/Over',
  marketNameKorean: marketId === 1 ? '승무패' : marketId === 3 ? '핸디캡' : '언더오버',
  status: 1,
  ...extra,
});

const fixture = (fixtureId: number, leagueId: number, home: string, away: string): FixtureSummary => ({
  fixtureId,
  sportId: 6046,
  sportName: 'Football',
  sportNameKorean: '축구',
  locationId: 2,
  locationName: 'England',
  locationNameKorean: '잉글랜드',
  leagueId,
  leagueName: leagueId === 102 ? 'Premier League' : 'K League 1',
  leagueNameKorean: leagueId === 102 ? '프리미어리그' : 'K리그1',
  startDate: '2026-03-01T12:00:00.000Z',
  status: 1,
  home: { id: 1, name: home, nameKorean: home },
  away: { id: 2, name: away, nameKorean: away },
  livescore: { period: -1, clockSeconds: 0, homeScore: 0, awayScore: 0, periods: [] },
  marketCount: 6,
  markets: [
    {
      marketId: 1,
      name: '1X2',
      nameKorean: '승무패',
      period: 100,
      odds: [
        odds(fixtureId, 1, 100, '1', '1.859'),
        odds(fixtureId, 1, 101, 'X', '3.40'),
        odds(fixtureId, 1, 102, '2', '4.20', { status: 2 }),
      ],
    },
    {
      marketId: 3,
      name: 'Asian Handicap',
      nameKorean: '핸디캡',
      period: 100,
      odds: [
        odds(fixtureId, 3, 104, '1', '1.99', { betLine: '-0.75', betBaseLine: '-0.75' }),
        odds(fixtureId, 3, 105, '2', '1.76', { betLine: '0.75', betBaseLine: '-0.75' }),
        odds(fixtureId, 3, 106, '1', '2.50', { betLine: '-1.25', betBaseLine: '-1.25' }),
        odds(fixtureId, 3, 107, '2', '1.50', { betLine: '1.25', betBaseLine: '-1.25' }),
      ],
    },
  ],
});

const page = {
  items: [
    fixture(1, 102, '맨시티', '리버풀'),
    fixture(2, 102, '아스널', '첼시'),
    fixture(3, 201, '울산', '전북'),
  ],
  total: 31,
};

function setup(url: string) {
  const client = {
    auth: { login: vi.fn(), logout: vi.fn() },
    member: { get: vi.fn(), settings: vi.fn(async () => ({})) },
    board: { messages: { unreadCount: vi.fn(async () => 0) } },
    sports: {
      sports: vi.fn(async () => [{ sport_id: 6046, name: 'Football', name_korean: '축구', cnt: 31 }]),
      fixtures: vi.fn(async () => page),
      fixture: vi.fn(async () => page.items[0]),
    },
  };
  const events = createKbetEvents();
  const session = createSessionStore(client as never, { events, pollMs: 0 });
  const router = createMemoryRouter([{ path: '/europe', Component: EuropePage }], { initialEntries: [url] });
  render(
    <KbetProvider
      client={client as unknown as KbetClient}
      stores={{ session, events, cache: createResourceCache() }}
    >
      <RouterProvider router={router} />
    </KbetProvider>,
  );
  return { client, events, router };
}

beforeEach(() => {
  kbet.stores.slips.prematch.clear();
  kbet.stores.slips.korean.clear();
});

describe('EuropePage', () => {
  it('asks for the fixtures the query names, 15 a page', async () => {
    const { client } = setup(
      '/europe?game_type=kr&Football=1&league=102&location_id=2&search=맨&time=24&mtpt=1',
    );
    await screen.findAllByRole('button', { name: /맨시티 승/ });
    expect(client.sports.fixtures).toHaveBeenCalledWith(
      {
        game_type: 'KR',
        sport_id: 6046,
        league: 102,
        location_id: 2,
        search: '맨',
        time: 24,
        page: 1,
        itemsPerPage: 15,
      },
      expect.anything(),
    );
  });

  it('groups the fixtures by league with prices floored to 2 decimals, each a labelled toggle', async () => {
    setup('/europe');
    const premier = await screen.findByRole('region', { name: '잉글랜드 프리미어리그' });
    expect(within(premier).getAllByRole('group', { name: /승무패/ })).toHaveLength(2);
    expect(screen.getByRole('region', { name: '잉글랜드 K리그1' })).toBeTruthy();
    const home = screen.getByRole('button', { name: '맨시티 승 1.85' });
    expect(home.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(home);
    expect(home.getAttribute('aria-pressed')).toBe('true');
    expect(kbet.stores.slips.prematch.get().slip.selections).toMatchObject([
      { id: '1_1_100', betPrice: '1.859', slipName: '맨시티 vs 리버풀', homeName: '맨시티' },
    ]);
    fireEvent.click(home);
    expect(kbet.stores.slips.prematch.get().count).toBe(0);
  });

  it('locks suspended prices and shows the main handicap line signed', async () => {
    setup('/europe');
    const suspended = await screen.findAllByRole('button', { name: '리버풀 승 베팅 중지' });
    expect((suspended[0] as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByRole('button', { name: '리버풀 +0.75 1.76' })[0]?.textContent).toContain('+0.75');
  });

  it('lists every handicap line in the Korean view and fills the Korean slip', async () => {
    setup('/europe?game_type=KR');
    await screen.findAllByRole('button', { name: '맨시티 -1.25 2.50' });
    expect(screen.getAllByText('핸디캡')).toHaveLength(6);
    fireEvent.click(screen.getAllByRole('button', { name: '맨시티 -0.75 1.99' })[0] as HTMLElement);
    expect(kbet.stores.slips.korean.get().slip.selections.map((s) => s.id)).toEqual(['1_3_104']);
    expect(kbet.stores.slips.prematch.get().count).toBe(0);
  });

  it('moves a price when the live push says so, flashing its direction', async () => {
    const { events } = setup('/europe');
    const home = await screen.findByRole('button', { name: '맨시티 승 1.85' });
    events.emit('live:event', {
      seq: 2,
      prev: 1,
      type: 'odds',
      data: {
        fixtureId: 1,
        changes: [{ oddsId: '1_1_100', marketId: 1, price: '1.95', version: 2, status: 1 }],
      },
    });
    await waitFor(() => expect(home.getAttribute('aria-label')).toBe('맨시티 승 1.95'));
    expect(home.className).toMatch(/up/);
  });

  it('opens the other markets of a fixture from its more button', async () => {
    const { client } = setup('/europe');
    const more = await screen.findByRole('button', { name: '맨시티 vs 리버풀 전체 마켓 4개 더보기' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(client.sports.fixture).toHaveBeenCalledWith(1, expect.anything()));
    expect(await screen.findByRole('region', { name: '핸디캡' })).toBeTruthy();
  });

  it('pages through the listing', async () => {
    const { client } = setup('/europe');
    fireEvent.click(await screen.findByRole('button', { name: '3 페이지' }));
    await waitFor(() =>
      expect(client.sports.fixtures).toHaveBeenLastCalledWith(
        { game_type: 'EU', page: 3, itemsPerPage: 15 },
        expect.anything(),
      ),
    );
  });
});
