import { type FixtureResult, ko } from '@kbet/sdk';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createKbetHarness } from '@/test/renderWithKbet';
import { GameResultsPage } from '../components/GameResultsPage';

const s = (name: string, settlement: number, line: string | null = null, baseLine = line) => ({
  name,
  line,
  baseLine,
  settlement: settlement as FixtureResult['markets'][number]['selections'][number]['settlement'],
});

const result = (fixtureId: number, extra: Partial<FixtureResult> = {}): FixtureResult => ({
  fixtureId,
  sportId: 6046,
  sportName: 'Football',
  sportNameKorean: '축구',
  locationId: 1,
  locationName: 'South Korea',
  locationNameKorean: '대한민국',
  leagueId: 101,
  leagueName: 'K League 1',
  leagueNameKorean: 'K리그1',
  startDate: '2025-12-31T15:30:00.000Z',
  status: 3,
  state: 'finished',
  home: { id: 1, name: 'Ulsan', nameKorean: '울산' },
  away: { id: 2, name: 'Seoul', nameKorean: '서울' },
  homeScore: 3,
  awayScore: 1,
  periods: [
    { period: 10, homeScore: 2, awayScore: 0 },
    { period: 20, homeScore: 1, awayScore: 1 },
  ],
  markets: [
    { marketId: 1, name: '1X2', nameKorean: '승무패', selections: [s('1', 2), s('X', 1), s('2', 1)] },
    {
      marketId: 2,
      name: 'Under/Over',
      nameKorean: '언더오버',
      selections: [s('Over', 2, '2.5'), s('Under', 1, '2.5'), s('Over', 3, '4'), s('Under', 3, '4')],
    },
    {
      marketId: 3,
      name: 'Asian Handicap',
      nameKorean: '핸디캡',
      selections: [
        s('1', 2, '-1', '-1'),
        s('2', 1, '1', '-1'),
        s('1', 5, '-1.75', '-1.75'),
        s('2', 4, '1.75', '-1.75'),
      ],
    },
  ],
  ...extra,
});

const cancelled = result(2, {
  status: 4,
  state: 'cancelled',
  homeScore: 0,
  awayScore: 0,
  periods: [],
  home: { id: 3, name: 'Jeonbuk', nameKorean: '전북' },
  away: { id: 4, name: 'Pohang', nameKorean: '포항' },
  markets: [
    { marketId: 1, name: '1X2', nameKorean: '승무패', selections: [s('1', -1), s('X', -1), s('2', -1)] },
  ],
});

const abandoned = result(3, {
  status: 7,
  state: 'void',
  homeScore: 1,
  awayScore: 0,
  periods: [{ period: 10, homeScore: 1, awayScore: 0 }],
  home: { id: 5, name: 'Daegu', nameKorean: '대구' },
  away: { id: 6, name: 'Gangwon', nameKorean: '강원' },
  markets: [
    { marketId: 1, name: '1X2', nameKorean: '승무패', selections: [s('1', -1), s('X', -1), s('2', -1)] },
  ],
});

async function setup(url: string, page = { items: [result(1), cancelled, abandoned], total: 31 }) {
  const harness = await createKbetHarness({
    client: {
      sports: {
        sports: vi.fn(async () => [
          { sport_id: 6046, name: 'Football', name_korean: '축구', cnt: 3 },
          { sport_id: 48242, name: 'Basketball', name_korean: '농구', cnt: 1 },
        ]),
        results: vi.fn(async () => page),
      },
    },
  });
  const { router } = await harness.renderRoutes(
    [{ path: '/game_result/sports', Component: GameResultsPage }],
    url,
  );
  return { client: harness.client, router };
}

const search = (router: Awaited<ReturnType<typeof setup>>['router']) => router.state.location.search;

beforeEach(() => {
  // 2026-01-01 09:00 in Korea.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('GameResultsPage', () => {
  it("asks for today's results (the server's today), 15 a page, and shows each fixture's result", async () => {
    const { client } = await setup('/game_result/sports');
    const card = await screen.findByRole('article', { name: '울산 3 대 1 서울' });
    expect(client.sports.results).toHaveBeenCalledWith(
      { sportId: undefined, league: undefined, date: undefined, page: 1, perpage: 15 },
      expect.anything(),
    );
    expect(screen.getByRole('heading', { level: 1, name: '경기결과' })).toBeTruthy();
    expect(screen.getByText('2026년 1월 1일 (목)')).toBeTruthy();
    expect(screen.getByText('총 31경기')).toBeTruthy();
    expect(within(card).getByText('01-01 00:30')).toBeTruthy();
    expect(within(card).getByRole('link', { name: '대한민국 · K리그1' }).getAttribute('href')).toBe(
      '/game_result/sports?sport_id=6046&league=101',
    );
    const periods = within(card).getByRole('list', { name: '기간별 점수' });
    expect(
      within(periods)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['전반2:0', '후반1:1']);
    // 1X2 home win; the main handicap (-1.75, the lower middle of two lines) half won; total 2.5 over.
    const terms = within(card)
      .getAllByRole('term')
      .map((dt) => dt.textContent);
    const outcomes = within(card)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(terms).toEqual(['승무패', '핸디캡-1.75', '언더오버2.5']);
    expect(outcomes).toEqual(['홈승', '홈 반승', '오버']);
    expect(within(card).getByText('경기종료')).toBeTruthy();
    fireEvent.click(within(card).getByText('기준점별 결과'));
    expect(within(card).getByText('적특')).toBeTruthy();
    expect(within(card).getByText('4')).toBeTruthy();

    const void_ = screen.getByRole('article', { name: '전북 대 포항' });
    expect(within(void_).getByText('VS')).toBeTruthy();
    expect(within(void_).getByText('경기취소')).toBeTruthy();
    expect(
      within(void_)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['취소', '-', '-']);
    expect(within(void_).queryByText('기준점별 결과')).toBeNull();
    // Abandoned: the score it stopped at, no winner.
    const stopped = screen.getByRole('article', { name: '대구 1 대 0 강원' });
    expect(within(stopped).getByText('경기중단')).toBeTruthy();
    expect(within(stopped).getByText('대구').hasAttribute('data-winner')).toBe(false);
    expect(within(card).getByText('울산').hasAttribute('data-winner')).toBe(true);
  });

  it('moves by day within today … 3 months back, by sport, league and page, all in the address', async () => {
    const { client, router } = await setup('/game_result/sports');
    await screen.findByRole('article', { name: '울산 3 대 1 서울' });
    expect((screen.getByRole('button', { name: '다음 날' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '이전 날' }));
    await waitFor(() => expect(search(router)).toBe('?date=2025-12-31'));
    await waitFor(() =>
      expect(client.sports.results).toHaveBeenLastCalledWith(
        expect.objectContaining({ date: '2025-12-31', page: 1 }),
        expect.anything(),
      ),
    );
    fireEvent.change(screen.getByLabelText('날짜 선택'), { target: { value: '2025-12-24' } });
    await waitFor(() => expect(search(router)).toBe('?date=2025-12-24'));
    // Out of reach: the picker ignores it.
    fireEvent.change(screen.getByLabelText('날짜 선택'), { target: { value: '2025-09-01' } });
    expect(search(router)).toBe('?date=2025-12-24');

    fireEvent.click(await screen.findByRole('link', { name: '농구' }));
    await waitFor(() => expect(search(router)).toBe('?sport_id=48242&date=2025-12-24'));
    fireEvent.click(screen.getByRole('button', { name: '2 페이지' }));
    await waitFor(() => expect(search(router)).toBe('?sport_id=48242&date=2025-12-24&page=2'));
    await waitFor(() =>
      expect(client.sports.results).toHaveBeenLastCalledWith(
        { sportId: 48242, league: undefined, date: '2025-12-24', page: 2, perpage: 15 },
        expect.anything(),
      ),
    );
    fireEvent.click(screen.getAllByRole('link', { name: '대한민국 · K리그1' })[0] as HTMLElement);
    await waitFor(() => expect(search(router)).toBe('?sport_id=6046&date=2025-12-24&league=101'));
    const chip = await screen.findByRole('link', { name: '리그 필터 해제' });
    expect(chip.textContent).toBe('K리그1');
    fireEvent.click(chip);
    await waitFor(() => expect(search(router)).toBe('?sport_id=6046&date=2025-12-24'));
    fireEvent.click(screen.getByRole('button', { name: '오늘' }));
    await waitFor(() => expect(search(router)).toBe('?sport_id=6046'));
  });

  it('says so when the day has no results', async () => {
    await setup('/game_result/sports?date=2025-12-25', { items: [], total: 0 });
    expect(await screen.findByText('해당 날짜에 종료된 경기가 없습니다.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '경기결과 페이지' })).toBeNull();
  });

  it("shows the rule's message for a day out of reach without asking, and offers today", async () => {
    const { client, router } = await setup('/game_result/sports?date=2025-09-30&sport_id=6046');
    expect(await screen.findByText(ko.RESULTS_DATE_RANGE)).toBeTruthy();
    expect(client.sports.results).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '오늘 결과 보기' }));
    await waitFor(() => expect(search(router)).toBe('?sport_id=6046'));
    await waitFor(() => expect(client.sports.results).toHaveBeenCalledTimes(1));
  });
});
