import type { FixtureSummary } from '@kbet/sdk';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createKbetHarness } from '@/test/renderWithKbet';
import { ScoreboardPage } from '../components/ScoreboardPage';

const fixture = (
  fixtureId: number,
  sportId: number,
  status: number,
  startDate: string,
  home: string,
  away: string,
  livescore: Partial<FixtureSummary['livescore']> = {},
  marketCount = 0,
): FixtureSummary => ({
  fixtureId,
  sportId,
  sportName: sportId === 6046 ? 'Football' : 'Basketball',
  sportNameKorean: sportId === 6046 ? '축구' : '농구',
  locationId: 1,
  locationName: 'South Korea',
  locationNameKorean: '대한민국',
  leagueId: sportId === 6046 ? 101 : 201,
  leagueName: sportId === 6046 ? 'K League 1' : 'KBL',
  leagueNameKorean: sportId === 6046 ? 'K리그1' : 'KBL',
  startDate,
  status,
  home: { id: 1, name: home, nameKorean: home },
  away: { id: 2, name: away, nameKorean: away },
  livescore: { period: -1, clockSeconds: 0, homeScore: 0, awayScore: 0, periods: [], ...livescore },
  marketCount,
  markets: [],
});

const board = {
  items: [
    fixture(
      1,
      6046,
      2,
      '2026-01-01T00:00:00.000Z',
      '울산',
      '서울',
      {
        period: 10,
        clockSeconds: 1_500,
        homeScore: 1,
        periods: [{ period: 10, homeScore: 1, awayScore: 0, isFinished: false }],
      },
      8,
    ),
    fixture(2, 6046, 1, '2026-01-01T10:00:00.000Z', '전북', '포항', {}, 10),
    fixture(3, 48242, 3, '2025-12-31T20:00:00.000Z', 'KCC', 'SK', {
      period: 100,
      homeScore: 93,
      awayScore: 85,
      periods: [
        { period: 1, homeScore: 25, awayScore: 20, isFinished: true },
        { period: 2, homeScore: 20, awayScore: 22, isFinished: true },
        { period: 3, homeScore: 18, awayScore: 18, isFinished: true },
        { period: 4, homeScore: 30, awayScore: 25, isFinished: true },
      ],
    }),
    fixture(4, 48242, 5, '2025-12-31T21:00:00.000Z', 'KT', 'LG'),
    ...Array.from({ length: 7 }, (_, i) =>
      fixture(10 + i, 6046, 1, `2026-01-01T1${i}:30:00.000Z`, `홈${i}`, `원정${i}`, {}, 0),
    ),
  ],
};

async function setup(url = '/sportsboard', data = board) {
  const harness = await createKbetHarness({
    client: {
      sports: {
        sports: vi.fn(async () => [
          { sport_id: 48242, name: 'Basketball', name_korean: '농구', cnt: 1 },
          { sport_id: 6046, name: 'Football', name_korean: '축구', cnt: 3 },
        ]),
        scoreboard: vi.fn(async () => data),
      },
    },
  });
  await harness.renderRoutes([{ path: '/sportsboard', Component: ScoreboardPage }], url);
  return { client: harness.client, events: harness.events };
}

const column = (sport: HTMLElement, name: RegExp) => within(sport).getByRole('region', { name });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ScoreboardPage', () => {
  it('groups the board by sport in the sidebar order, in play, upcoming and recently finished', async () => {
    const { client } = await setup('/sportsboard?sport_id=abc');
    const football = await screen.findByRole('region', { name: /^축구\s*LIVE 1$/ });
    expect(client.sports.scoreboard).toHaveBeenCalledWith({ sportId: undefined }, expect.anything());
    const basketball = screen.getByRole('region', { name: '농구' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '농구',
      '축구LIVE 1',
    ]);
    expect(screen.getByRole('banner').textContent).toContain('진행중 1 · 예정 8 · 최근 종료 2');
    // Each column is named with its sport, so no two regions of the page share a name.
    const columnNames = (sport: HTMLElement) =>
      within(sport)
        .getAllByRole('region')
        .map((region) => region.getAttribute('aria-label'));
    expect(columnNames(basketball)).toEqual([
      '농구 진행중 0경기',
      '농구 예정 경기 0경기',
      '농구 최근 종료 2경기',
    ]);
    expect(columnNames(football)).toEqual([
      '축구 진행중 1경기',
      '축구 예정 경기 8경기',
      '축구 최근 종료 0경기',
    ]);

    const live = within(column(football, /^축구 진행중 \d+경기$/)).getByRole('article', {
      name: '울산 대 서울',
    });
    expect(within(live).getByText("전반 25'")).toBeTruthy();
    expect(within(live).getByText('1')).toBeTruthy();
    expect(within(live).getByRole('link', { name: '라이브 베팅' }).getAttribute('href')).toBe(
      '/inplay?sport_id=6046',
    );

    const upcoming = column(football, /^축구 예정 경기 \d+경기$/);
    const first = within(upcoming).getByRole('article', { name: '전북 대 포항' });
    expect(within(first).getByText('19:00')).toBeTruthy();
    expect(within(first).getByRole('link', { name: '베팅하기' }).getAttribute('href')).toBe(
      '/europe?sport_id=6046&league=101',
    );
    // Six shown, the other two behind the more button; markets closed: no betting link.
    expect(within(upcoming).getAllByRole('article')).toHaveLength(6);
    expect(within(upcoming).queryAllByRole('link', { name: '베팅하기' })).toHaveLength(1);
    fireEvent.click(within(upcoming).getByRole('button', { name: '2경기 더보기' }));
    expect(within(upcoming).getAllByRole('article')).toHaveLength(8);
    expect(within(upcoming).getByRole('button', { name: '접기' }).getAttribute('aria-expanded')).toBe('true');
    expect(
      within(column(football, /^축구 최근 종료 \d+경기$/)).getByText('최근 종료된 경기가 없습니다.'),
    ).toBeTruthy();

    const finished = within(column(basketball, /^농구 최근 종료 \d+경기$/)).getByRole('article', {
      name: 'KCC 대 SK',
    });
    expect(within(finished).getByText('경기종료')).toBeTruthy();
    expect(within(finished).getByText('93')).toBeTruthy();
    expect(
      within(within(finished).getByRole('list', { name: '기간별 점수' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1쿼터 25:20', '2쿼터 20:22', '3쿼터 18:18', '4쿼터 30:25']);
    expect(within(finished).getByRole('link', { name: '결과' }).getAttribute('href')).toBe(
      '/game_result/sports?sport_id=48242&date=2026-01-01',
    );
    // Postponed before it was played: its status, no score.
    const postponed = within(column(basketball, /^농구 최근 종료 \d+경기$/)).getByRole('article', {
      name: 'KT 대 LG',
    });
    expect(within(postponed).getByText('경기연기')).toBeTruthy();
    expect(within(postponed).queryByText('0')).toBeNull();
  });

  it('follows the live push: a goal, then the final whistle moves the fixture to finished', async () => {
    const { events } = await setup();
    const football = await screen.findByRole('region', { name: /^축구\s*LIVE 1$/ });
    act(() => {
      events.emit('live:event', {
        seq: 2,
        prev: 1,
        type: 'score',
        data: {
          fixtureId: 1,
          sportId: 6046,
          status: 2,
          period: 20,
          clockSeconds: 3_900,
          homeScore: 1,
          awayScore: 1,
          periods: [
            { period: 10, home: 1, away: 0 },
            { period: 20, home: 0, away: 1 },
          ],
        },
      });
    });
    const live = await within(column(football, /^축구 진행중 \d+경기$/)).findByText("후반 65'");
    expect(live.closest('article')?.textContent).toContain('전반 1:0');
    act(() => {
      events.emit('live:event', {
        seq: 3,
        prev: 2,
        type: 'fixture',
        data: { fixtureId: 1, sportId: 6046, status: 3, startDate: '2026-01-01T00:00:00.000Z' },
      });
    });
    await waitFor(() =>
      expect(
        within(column(football, /^축구 최근 종료 \d+경기$/)).getByRole('article', { name: '울산 대 서울' }),
      ).toBeTruthy(),
    );
    expect(
      within(column(football, /^축구 진행중 \d+경기$/)).getByText('진행중인 경기가 없습니다.'),
    ).toBeTruthy();
  });

  it('asks for one sport from the address and re-reads every 5 seconds while the push is down', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { client } = await setup('/sportsboard?sport_id=48242');
    await vi.waitFor(() => expect(client.sports.scoreboard).toHaveBeenCalledTimes(1));
    expect(client.sports.scoreboard).toHaveBeenCalledWith({ sportId: 48242 }, expect.anything());
    expect(await screen.findByText('연결 대기')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(client.sports.scoreboard).toHaveBeenCalledTimes(2);
  });

  it('says so when there is nothing to show', async () => {
    await setup('/sportsboard', { items: [] });
    expect(await screen.findByText('표시할 경기가 없습니다.')).toBeTruthy();
  });
});
