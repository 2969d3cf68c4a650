import { ApiError, type BetHistoryRow, GAME_TYPE, type SportsGameType } from '@kbet/sdk';
import { testUser } from '@kbet/testkit/user';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerNotice, dismissAlerts, pendingMessages, pendingNotices } from '@/test/notices';
import { createKbetHarness } from '@/test/renderWithKbet';
import { BetHistoryList } from '../components/BetHistoryList';
import { BetHistoryTabs } from '../components/BetHistoryTabs';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// 2026-03-10 12:00 in Korea.
const NOW = Date.UTC(2026, 2, 10, 3);
const iso = (ms: number) => new Date(ms).toISOString();

const leg = (slipId: number, status: number, overrides: Partial<BetHistoryRow> = {}): BetHistoryRow => ({
  id: slipId,
  game_type: 1,
  e_money: 990_000,
  ip_address: null,
  user_id: 'member01',
  nickname: '회원01',
  member_id: 7,
  user_type: 'A',
  created_at: iso(NOW - 60_000),
  cancel_at: null,
  deleted_at: null,
  amount: 10_000,
  status,
  status_name: ({ 0: '대기', 1: '낙첨', 2: '당첨' } as Record<number, string>)[status] ?? '취소',
  settlement_flag: status as BetHistoryRow['settlement_flag'],
  settlement_name: '',
  startdate: iso(NOW + 3_600_000),
  sports_name: '축구',
  location_name: '잉글랜드',
  league_name: '프리미어리그',
  sports_betting_home_participants_name: '맨시티',
  sports_betting_away_participants_name: '리버풀',
  sports_betting_bet_name: '1',
  sports_betting_bet_line: null,
  sports_betting_bet_baseline: null,
  sports_betting_market_name: '1X2',
  sports_betting_bet_price: '1.85',
  sports_betting_win_flag: status as BetHistoryRow['sports_betting_win_flag'],
  sports_betting_score: null,
  betTimingScore: null,
  sports_betting_sports_fixture_id: 900,
  sports_betting_sports_prematch_odds_id: `900_1_100_${slipId}`,
  ...overrides,
});

function At() {
  return <p data-testid="at">{useLocation().pathname}</p>;
}

async function setup(
  options: { gameType?: SportsGameType; popup?: boolean; tabs?: boolean; slips?: BetHistoryRow[][] } = {},
) {
  const slips = options.slips ?? [
    [
      leg(3, 0),
      leg(3, 0, {
        sports_betting_bet_name: 'Over',
        sports_betting_bet_line: '2.5',
        sports_betting_market_name: 'Under/Over',
        sports_betting_bet_price: '1.90',
        sports_betting_sports_prematch_odds_id: '901_2_108',
      }),
    ],
    [leg(2, 2)],
    [leg(1, 1)],
  ];
  const kbet = await createKbetHarness({
    user: testUser({ emoney: 1_000_000 }),
    client: {
      board: { registerJackpot: vi.fn(async () => '등록되었습니다.') },
      sports: {
        count: vi.fn(async () => 25),
        bettings: vi.fn(async () => slips),
        cancelSlip: vi.fn(async () => '베팅이 취소되었습니다.'),
        deleteSlips: vi.fn(async () => '삭제되었습니다.'),
      },
    },
  });
  const list = options.tabs ? (
    <BetHistoryTabs popup={options.popup} />
  ) : (
    <BetHistoryList gameType={options.gameType ?? GAME_TYPE.SPORTS} popup={options.popup} />
  );
  await kbet.renderRoutes(
    [
      { path: '/bet_result', element: list },
      { path: '/board/jackpot', Component: At },
    ],
    '/bet_result',
  );
  await screen.findAllByRole('article');
  return { client: kbet.client };
}

/** A leg card's labelled facts, label to value. */
const facts = (leg: HTMLElement | undefined) =>
  Object.fromEntries(
    Array.from(leg?.querySelectorAll('dt') ?? [], (dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]),
  );
const card = (id: number) => screen.getByRole('article', { name: new RegExp(`베팅 No.${id} `) });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  dismissAlerts();
});

describe('BetHistoryList', () => {
  it('loads the last week of sports slips, 10 a page, for the member', async () => {
    const { client } = await setup();
    const query = {
      gameType: 1,
      page: 1,
      perpage: 10,
      memberUserId: 'member01',
      from: '2026-03-03',
      to: '2026-03-10',
    };
    expect(client.sports.count).toHaveBeenCalledWith(query, expect.anything());
    expect(client.sports.bettings).toHaveBeenCalledWith(query, expect.anything());
  });

  it('shows each slip as a card of its legs and its summary', async () => {
    await setup();
    const waiting = card(3);
    const rows = within(waiting).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toContain('맨시티VS리버풀');
    expect(rows[1]?.textContent).toContain('승무패');
    expect(rows[1]?.textContent).toContain('맨시티 승');
    expect(rows[2]?.textContent).toContain('언더오버');
    expect(rows[2]?.textContent).toContain('오버 2.5');
    expect(waiting.textContent).toContain('3.51');
    expect(waiting.textContent).toContain('35,100원');
    expect(within(waiting).getByRole('button', { name: '취소' })).toBeTruthy();
    expect(within(card(2)).getByRole('button', { name: '삭제' })).toBeTruthy();
  });

  it('gives each leg a stacked card of its own for narrow screens', async () => {
    await setup();
    const legs = within(card(3)).getByRole('list', { name: '베팅 No.3 (2폴더) 경기' });
    const [first, second] = within(legs).getAllByRole('listitem') as HTMLElement[];
    expect(within(legs).getAllByRole('listitem')).toHaveLength(2);
    expect(first?.querySelector('time')?.textContent).toBe('2026-03-10 13:00');
    expect(within(first as HTMLElement).getByText('프리미어리그')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('VS').parentElement?.textContent).toBe('맨시티VS리버풀');
    expect(facts(first)).toEqual({ 게임타입: '승무패', 베팅팀: '맨시티 승', 배당: '1.85', 결과: '대기' });
    expect(facts(second)).toEqual({ 게임타입: '언더오버', 베팅팀: '오버 2.5', 배당: '1.90', 결과: '대기' });
  });

  it('colours results by win flag: won green, lost red, waiting grey', async () => {
    await setup();
    expect(within(card(2)).getAllByText('당첨')[0]?.className).toMatch(/green/);
    expect(within(card(1)).getAllByText('낙첨')[0]?.className).toMatch(/red/);
    expect(within(card(3)).getAllByText('대기')[0]?.className).toMatch(/grey/);
  });

  it('shows 취소 on every leg of a cancelled slip, even legs the feed settled afterwards, as statuses not buttons', async () => {
    await setup({
      slips: [
        [
          leg(6, -1, { sports_betting_win_flag: 2 }),
          leg(6, -1, { sports_betting_win_flag: 0, sports_betting_sports_prematch_odds_id: '902_1_100' }),
        ],
      ],
    });
    const cancelled = card(6);
    const legs = within(cancelled).getByRole('list', { name: /경기$/ });
    expect(
      within(legs)
        .getAllByRole('listitem')
        .map((item) => facts(item).결과),
    ).toEqual(['취소', '취소']);
    expect(within(cancelled).queryByText('대기')).toBeNull();
    expect(within(cancelled).queryByText('당첨')).toBeNull();
    // Every result is a status badge; the only control on the card is the Delete button.
    for (const badge of within(cancelled).getAllByText('취소')) {
      expect(badge.tagName).toBe('SPAN');
      expect(badge.closest('button')).toBeNull();
      expect(badge.className).toMatch(/badge/);
    }
    expect(
      within(cancelled)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['삭제']);
  });

  it('cancels a waiting slip inside the window after the confirm, then reloads', async () => {
    const { client } = await setup();
    fireEvent.click(within(card(3)).getByRole('button', { name: '취소' }));
    await waitFor(() =>
      expect(pendingMessages()).toEqual(['해당 주문을 취소하시겠습니까? 취소된 내역은 복구할 수 없습니다.']),
    );
    answerNotice();
    await waitFor(() => expect(pendingMessages()).toEqual(['베팅이 취소되었습니다.']));
    answerNotice();
    expect(client.sports.cancelSlip).toHaveBeenCalledWith(3);
    await waitFor(() => expect(client.sports.bettings).toHaveBeenCalledTimes(2));
  });

  it('refuses a cancel once the game is less than 10 minutes away, without asking the server', async () => {
    const { client } = await setup({ slips: [[leg(5, 0, { startdate: iso(NOW + 9 * 60_000) })]] });
    fireEvent.click(within(card(5)).getByRole('button', { name: '취소' }));
    await waitFor(() =>
      expect(pendingMessages()).toEqual(['베팅 후 10분 이내, 경기 시작 10분 전까지만 취소 가능합니다.']),
    );
    answerNotice();
    expect(client.sports.cancelSlip).not.toHaveBeenCalled();
  });

  it('deletes a settled slip and shows the server message, or the sport delete failure', async () => {
    const { client } = await setup();
    fireEvent.click(within(card(1)).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(pendingMessages()).toEqual(['선택한 베팅내역을 삭제하시겠습니까?']));
    answerNotice();
    await waitFor(() => expect(pendingMessages()).toEqual(['삭제되었습니다.']));
    answerNotice();
    expect(client.sports.deleteSlips).toHaveBeenCalledWith([1]);
    client.sports.deleteSlips.mockRejectedValueOnce(
      new ApiError({ status: 400, code: 'X', data: null, message: 'x' }),
    );
    fireEvent.click(within(card(2)).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(pendingNotices()).toHaveLength(1));
    answerNotice();
    await waitFor(() =>
      expect(pendingMessages()).toEqual(['예기치 못한 에러가 발생했습니다. 관리자에게 문의해주세요.']),
    );
    answerNotice();
  });

  it('in the popup deletes every slip that is not waiting', async () => {
    const { client } = await setup({ popup: true });
    expect(client.sports.bettings).toHaveBeenCalledWith(
      expect.objectContaining({ page: 1, perpage: 10_000 }),
      expect.anything(),
    );
    expect(screen.queryByRole('navigation', { name: '베팅내역 페이지' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '전체삭제' }));
    await waitFor(() =>
      expect(pendingMessages()).toEqual(['대기중인 베팅을 제외한 베팅내역을 모두 삭제하시겠습니까?']),
    );
    answerNotice();
    await waitFor(() => expect(client.sports.deleteSlips).toHaveBeenCalledWith([2, 1]));
    await waitFor(() => expect(pendingMessages()).toEqual(['삭제되었습니다.']));
    answerNotice();
  });

  it('registers a won slip on the jackpot board and goes there', async () => {
    const { client } = await setup();
    fireEvent.click(within(card(2)).getByRole('button', { name: '잭팟등록' }));
    await waitFor(() => expect(pendingMessages()).toEqual(['등록되었습니다.']));
    answerNotice();
    expect(client.board.registerJackpot).toHaveBeenCalledWith({ bettingSlipId: 2 });
    expect((await screen.findByTestId('at')).textContent).toBe('/board/jackpot');
  });

  it('opens in-play on today with the score at betting time', async () => {
    const { client } = await setup({
      gameType: 2,
      slips: [[leg(9, 0, { game_type: 2, betTimingScore: '1:0' })]],
    });
    expect(client.sports.count).toHaveBeenCalledWith(
      expect.objectContaining({ gameType: 2, from: '2026-03-10', to: '2026-03-10' }),
      expect.anything(),
    );
    expect(screen.getByRole('columnheader', { name: '베팅시 스코어' })).toBeTruthy();
    expect(within(card(9)).getByRole('cell', { name: '1:0' })).toBeTruthy();
    const [played] = within(card(9)).getAllByRole('listitem');
    expect(facts(played)).toEqual({
      게임타입: '승무패',
      베팅팀: '맨시티 승',
      배당: '1.85',
      '베팅시 스코어': '1:0',
      결과: '대기',
    });
  });

  it('pages 10 slips at a time, at most 3 pages, and filters by preset', async () => {
    const { client } = await setup();
    const pages = screen.getByRole('navigation', { name: '베팅내역 페이지' });
    expect(
      within(pages)
        .getAllByRole('button', { name: /^\d+ 페이지$/ })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3']);
    fireEvent.click(within(pages).getByRole('button', { name: '2 페이지' }));
    await waitFor(() =>
      expect(client.sports.bettings).toHaveBeenLastCalledWith(
        expect.objectContaining({ page: 2 }),
        expect.anything(),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: '1개월' }));
    await waitFor(() =>
      expect(client.sports.bettings).toHaveBeenLastCalledWith(
        expect.objectContaining({ page: 1, from: '2026-02-10', to: '2026-03-10' }),
        expect.anything(),
      ),
    );
  });

  it('switches between the sport and live tabs, each with its own list', async () => {
    const { client } = await setup({ tabs: true });
    expect(screen.getByRole('tab', { name: '스포츠' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: '라이브' }));
    await waitFor(() =>
      expect(client.sports.bettings).toHaveBeenLastCalledWith(
        expect.objectContaining({ gameType: 2, from: '2026-03-10' }),
        expect.anything(),
      ),
    );
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe('bet-history-tab-live');
    // The bet365 tab lists the virtual-sports slips (game type 4).
    fireEvent.click(screen.getByRole('tab', { name: '가상스포츠' }));
    await waitFor(() =>
      expect(client.sports.bettings).toHaveBeenLastCalledWith(
        expect.objectContaining({ gameType: 4 }),
        expect.anything(),
      ),
    );
  });

  it('has a mini-game tab (game type 3) whose failed delete speaks as the spec words it for mini-games', async () => {
    const { client } = await setup({ tabs: true });
    fireEvent.click(screen.getByRole('tab', { name: '미니게임' }));
    await waitFor(() =>
      expect(client.sports.bettings).toHaveBeenLastCalledWith(
        expect.objectContaining({ gameType: 3, from: '2026-03-03' }),
        expect.anything(),
      ),
    );
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe('bet-history-tab-minigame');
    client.sports.deleteSlips.mockRejectedValueOnce(
      new ApiError({ status: 400, code: 'X', data: null, message: 'x' }),
    );
    fireEvent.click(
      within(await screen.findByRole('article', { name: /베팅 No.1 / })).getByRole('button', {
        name: '삭제',
      }),
    );
    await waitFor(() => expect(pendingNotices()).toHaveLength(1));
    answerNotice();
    await waitFor(() => expect(pendingMessages()).toEqual(['베팅내역 삭제처리에 실패했습니다.']));
    answerNotice();
  });
});
