import {
  findMinigameMarket,
  ko,
  MINIGAME_MESSAGES,
  type MinigameEvent,
  minigameGameByRoute,
} from '@kbet/sdk';
import { testUser } from '@kbet/testkit/user';
import { act, cleanup, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDialog, dialogStore } from '@/lib/dialogs';
import { loadLazyParts } from '@/lib/lazyPart';
import { answerNotice, dismissAlerts, pendingMessages } from '@/test/notices';
import { createKbetHarness } from '@/test/renderWithKbet';
import { MinigameCartDialog } from '../components/MinigameCartDialog';
import { MinigamePage } from '../components/MinigamePage';
import { useMinigamePicks } from '../hooks/useMinigamePicks';
import { roundOf } from './roundFixtures';

// The phone layout is chosen by useIsMobile (a media query); the test picks it directly.
const viewport = vi.hoisted(() => ({ mobile: false }));
vi.mock('@/lib/useIsMobile', () => ({ useIsMobile: () => viewport.mobile }));

const NOW = Date.parse('2026-11-26T00:04:00.000Z');
const GAME_ID = 'next-bakara';
const GAME = (() => {
  const game = minigameGameByRoute('/minigame/next/next-bakara');
  if (!game) throw new Error('the registry has no /minigame/next/next-bakara');
  return game;
})();

const running = (status = 1): MinigameEvent => ({
  id: 1004,
  gameId: GAME_ID,
  round: 4,
  status,
  startAt: '2026-11-26T00:03:00.000Z',
  closeAt: '2026-11-26T00:04:50.000Z',
  result: null,
  odds: [],
});

/** The odds row of a market as GET minigame/events answers it. */
const oddsRow = (marketId: string) => ({
  id: `minigame:1004:${marketId}`,
  fixtureId: 1004,
  sportId: 0,
  marketId: 1,
  betPrice: findMinigameMarket(GAME_ID, marketId)?.odds ?? '1.00',
  version: '1',
  betName: marketId,
  betLine: null,
  marketName: marketId,
  marketNameKorean: marketId,
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  cleanup();
  dismissAlerts();
  vi.useRealTimers();
  // The cart is the site's, not the page's: empty it between tests through its hook.
  const { result, unmount } = renderHook(() => useMinigamePicks(GAME_ID));
  act(() => result.current.clear());
  unmount();
});

async function setup({
  member = true,
  events = [running()],
  maintenance = false,
  withDialog = false,
}: {
  member?: boolean;
  events?: MinigameEvent[];
  maintenance?: boolean;
  /** Renders the footer's cart dialog beside the page, as the dialog host would. */
  withDialog?: boolean;
} = {}) {
  const harness = await createKbetHarness({
    user: member ? testUser() : undefined,
    client: {
      games: {
        minigame: {
          events: vi.fn(async () => events),
          bettingSettings: vi.fn(async () => [
            { gameId: 'donghang', minBetAmount: 5_000, maxBetAmount: 1_000_000, maxPrizeAmount: 5_000_000 },
            { gameId: GAME_ID, minBetAmount: 5_000, maxBetAmount: 100_000, maxPrizeAmount: 150_000 },
          ]),
          setting: vi.fn(async (id: string) => ({
            id,
            name: '넥스트 바카라',
            maintenanceFlag: maintenance ? (1 as const) : (0 as const),
          })),
        },
      },
      minigame: {
        rounds: vi.fn(async () => [3, 2, 1].map((round) => roundOf(GAME_ID, round))),
        bet: vi.fn(async () => ({ id: 55, emoney: 95_000, commitment: 'c' })),
      },
    },
  });
  const view = await harness.renderRoutes(
    [
      {
        path: '/minigame/*',
        element: (
          <>
            <MinigamePage game={GAME} />
            {withDialog && <MinigameCartDialog onClose={() => {}} />}
          </>
        ),
      },
    ],
    '/minigame/next/next-bakara',
  );
  if (!maintenance) await screen.findByRole('region', { name: '플레이어' });
  // The page's lazy parts (the drawn rounds, the desktop cart) render once their modules are in.
  await act(() => loadLazyParts());
  return { ...harness, ...view };
}

describe('MinigamePage', () => {
  it('shows the running round and its countdown, the last draw, the catalogue odds, the strip and the pattern table', async () => {
    const { client } = await setup();
    expect(client.games.minigame.events).toHaveBeenCalledWith(GAME_ID, expect.anything());
    expect(client.minigame.rounds).toHaveBeenCalledWith(GAME_ID, expect.anything());
    expect(screen.getByRole('heading', { level: 1, name: '넥스트 바카라' })).toBeTruthy();
    // The countdown and the cart both name the running round.
    expect(screen.getAllByText('4회차')).toHaveLength(2);
    expect(screen.getByRole('timer').textContent).toBe('00:50');
    expect(screen.getByRole('heading', { name: '3회차 추첨' })).toBeTruthy();
    const player = findMinigameMarket(GAME_ID, 'player');
    expect(screen.getByRole('button', { name: `플레이어 ${player?.odds}` })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: '최근 회차' })).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('list', { name: '패턴표' })).toBeTruthy();
    expect(screen.getByText(/복권 결과와 무관합니다/)).toBeTruthy();
  });

  it("places the cart's picks on the running round, one stake each, and empties the cart", async () => {
    const { client } = await setup();
    fireEvent.click(screen.getByRole('button', { name: /^플레이어 \d/ }));
    fireEvent.click(screen.getByRole('button', { name: /^타이 \d/ }));
    // A second pick joins once the check of opposite sides has loaded.
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: '선택한 항목' }))
          .getAllByRole('listitem')
          .map((li) => li.firstChild?.textContent),
      ).toEqual(['플레이어', '타이']),
    );
    fireEvent.change(screen.getByRole('textbox', { name: '베팅금액' }), { target: { value: '5000' } });
    expect(screen.getByRole('textbox', { name: '베팅금액' })).toHaveProperty('value', '5,000');
    fireEvent.click(screen.getByRole('button', { name: '베팅하기' }));
    await waitFor(() => expect(pendingMessages()).toEqual([ko.BET_CONFIRM]));
    act(() => void answerNotice(true));
    await waitFor(() => expect(client.minigame.bet).toHaveBeenCalledTimes(2));
    expect(client.minigame.bet).toHaveBeenNthCalledWith(1, {
      gameId: GAME_ID,
      roundId: 1004,
      marketId: 'player',
      amount: 5000,
    });
    expect(client.minigame.bet).toHaveBeenNthCalledWith(2, {
      gameId: GAME_ID,
      roundId: 1004,
      marketId: 'tie',
      amount: 5000,
    });
    await waitFor(() => expect(screen.getByText('베팅할 항목을 선택해주세요.')).toBeTruthy());
  });

  it('refuses both sides of one choice in the cart with the server rule and message', async () => {
    await setup();
    fireEvent.click(screen.getByRole('button', { name: /^플레이어 \d/ }));
    fireEvent.click(screen.getByRole('button', { name: /^뱅커 \d/ }));
    // The check loads with the first pick and reads the game's sample draws once (3000 of them).
    await waitFor(() => expect(pendingMessages()).toEqual([MINIGAME_MESSAGES.MINIGAME_OPPOSITE_SIDES]));
    const cart = screen.getByRole('list', { name: '선택한 항목' });
    expect(
      within(cart)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['플레이어']);
  });

  it('asks a guest to log in instead of betting', async () => {
    const { client } = await setup({ member: false });
    fireEvent.click(screen.getByRole('button', { name: /^뱅커 \d/ }));
    fireEvent.change(screen.getByRole('textbox', { name: '베팅금액' }), { target: { value: '1000' } });
    fireEvent.click(screen.getByRole('button', { name: '베팅하기' }));
    await waitFor(() => expect(pendingMessages()).toEqual([ko.LOGIN_REQUIRED]));
    expect(client.minigame.bet).not.toHaveBeenCalled();
  });

  it('takes no picks while no round is open', async () => {
    await setup({ events: [] });
    expect(screen.getByText('다음 회차를 준비중입니다.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^플레이어 \d/ })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: '베팅하기' })).toHaveProperty('disabled', true);
  });

  it("re-reads the rounds when the live push reports a round of this game, not another game's", async () => {
    const { client, events } = await setup();
    const data = {
      roundId: 1004,
      round: 4,
      status: 'drawn' as const,
      commitment: 'c',
      seed: null,
      closeAt: '2026-11-26T00:04:50.000Z',
      drawAt: '2026-11-26T00:05:00.000Z',
    };
    act(() => {
      events.emit('live:event', {
        seq: 2,
        prev: 1,
        type: 'minigameRound',
        data: { ...data, gameId: 'donghang' },
      });
    });
    expect(client.minigame.rounds).toHaveBeenCalledTimes(1);
    act(() => {
      events.emit('live:event', {
        seq: 3,
        prev: 2,
        type: 'minigameRound',
        data: { ...data, gameId: GAME_ID },
      });
    });
    await waitFor(() => expect(client.minigame.rounds).toHaveBeenCalledTimes(2));
    expect(client.games.minigame.events).toHaveBeenCalledTimes(2);
  });

  it('shows the odds the running round opened with, not the catalogue’s, on the board and in the cart', async () => {
    const priced: MinigameEvent = {
      ...running(),
      odds: [{ ...oddsRow('player'), betPrice: '1.97' }],
    };
    await setup({ events: [priced] });
    fireEvent.click(screen.getByRole('button', { name: '플레이어 1.97' }));
    const cart = screen.getByRole('list', { name: '선택한 항목' });
    expect(within(cart).getByText('1.97')).toBeTruthy();
  });

  it('shows the member’s limits for the game and refuses a stake outside them before sending', async () => {
    const { client } = await setup();
    const shown = await screen.findByLabelText('베팅 한도');
    expect(shown.textContent).toBe('최소 베팅5,000원최대 베팅100,000원최대 당첨150,000원');
    fireEvent.click(screen.getByRole('button', { name: /^플레이어 \d/ }));
    const stake = screen.getByRole('textbox', { name: '베팅금액' });
    const refusedFor = async (amount: string, message: string) => {
      fireEvent.change(stake, { target: { value: amount } });
      fireEvent.click(screen.getByRole('button', { name: '베팅하기' }));
      await waitFor(() => expect(pendingMessages()).toEqual([message]));
      dismissAlerts();
    };
    await refusedFor('4000', MINIGAME_MESSAGES.MINIGAME_BELOW_MIN);
    await refusedFor('150000', MINIGAME_MESSAGES.MINIGAME_OVER_MAX);
    // 100,000 on player pays more than 150,000 at its odds.
    await refusedFor('100000', MINIGAME_MESSAGES.MINIGAME_OVER_MAX_WIN);
    expect(client.minigame.bet).not.toHaveBeenCalled();
  });

  it("opens the area's cart dialog on a phone, which holds the page's picks", async () => {
    viewport.mobile = true;
    try {
      await setup({ withDialog: true });
      const dialog = screen.getByRole('dialog', { name: '미니게임 베팅카트' });
      expect(screen.getAllByRole('textbox', { name: '베팅금액' })).toHaveLength(1);
      fireEvent.click(screen.getByRole('button', { name: /^뱅커 \d/ }));
      expect(within(dialog).getByRole('list', { name: '선택한 항목' }).textContent).toContain('뱅커');
      expect(within(dialog).getByText('4회차')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: '베팅카트 1' }));
      expect(dialogStore.get().map((d) => d.id)).toContain('minigameSlip');
    } finally {
      viewport.mobile = false;
      act(() => closeDialog('minigameSlip'));
    }
  });

  it('shows only the maintenance notice while the game is under maintenance', async () => {
    const { client } = await setup({ maintenance: true });
    expect(await screen.findByText(MINIGAME_MESSAGES.MINIGAME_MAINTENANCE)).toBeTruthy();
    expect(client.games.minigame.setting).toHaveBeenCalledWith(GAME_ID, expect.anything());
    expect(screen.queryByRole('list', { name: '베팅 항목' })).toBeNull();
  });
});
