import { type KbetClient, OddsChangedError, type SlipSelection, UserSettings } from '@kbet/sdk';
import { testUser } from '@kbet/testkit/user';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { kbet } from '@/lib/kbet';
import { notifications } from '@/lib/notify';
import { answerNotice, dismissAlerts, pendingMessages } from '@/test/notices';
import { renderWithKbet } from '@/test/renderWithKbet';
import { BetSlip } from '../components/BetSlip';

// The site's own instance (createKbet, as src/lib/kbet.ts builds it) over a fake server at the fetch level: the
// slips take the member's limits from its session and GET /setting/user, the mechanism under test.
const server = vi.hoisted(() => {
  const state: { user?: unknown; settings: unknown } = { settings: {} };
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
    const call = `${init?.method ?? 'GET'} ${path}`;
    if (call === 'POST /auth/login') return json({ user: state.user, token: 't' });
    if (call === 'POST /auth/logout') return json({});
    if (call === 'GET /setting/user') return json(state.settings);
    if (call.startsWith('GET /member/')) return json(state.user);
    if (call.startsWith('GET /message/unread/')) return json({ count: 0 });
    return json({ code: 'NOT_FOUND', message: 'none' }, 404);
  };
  return { state, fetch };
});

vi.mock('@/lib/kbet', async () => {
  const { createKbet } = await import('@kbet/sdk');
  const liveSource = () => ({ onmessage: null, onerror: null, close: () => {} });
  return { kbet: createKbet({ baseURL: 'http://kbet.test', fetch: server.fetch, liveSource }) };
});

afterEach(cleanup);
afterAll(() => kbet.dispose());

// GET /setting/user: the site open, max bet 500,000 and max winnings 3,000,000 for role 1 (units of 10,000 won).
const settings = UserSettings.parse({
  liveBettingTime: {},
  realpokerMaintenanceFlag: 0,
  revolutionMaintenanceFlag: 0,
  systemMaintenanceFlg: 0,
  joinStartEndFlg: 0,
  siteNoticeFlg: 0,
  siteTopNotice: '',
  ...Object.fromEntries(
    ['Eu', 'Kr'].flatMap((style) =>
      [1, 2, 3, 4, 5].flatMap((role) => [
        [`sports${style}AmountRole${role}`, 50],
        [`sports${style}MaxPrizeAmountRole${role}`, 300],
      ]),
    ),
  ),
});

const pick = (id: string, fixtureId: number, betName: string, betPrice: string): SlipSelection => ({
  id,
  fixtureId,
  sportId: 6046,
  marketId: 1,
  betPrice,
  version: 1,
  betName,
  marketName: '1X2',
  marketNameKorean: '승무패',
  slipName: '맨시티 vs 리버풀',
  homeName: '맨시티',
  awayName: '리버풀',
});

const store = kbet.stores.slips.prematch;

/** The site's session logged in as member01 with 1,000,000 won (or logged out), and the slip rendered over it. */
async function setup(options: { guest?: boolean; bet?: KbetClient['sports']['bet'] } = {}) {
  const bet = vi.fn(options.bet ?? (async () => ({ id: 41, emoney: 990_000 })));
  const { session } = kbet.stores;
  server.state.user = testUser({ emoney: 1_000_000 });
  server.state.settings = settings;
  if (options.guest) await session.logout();
  else if (!session.get().user) await session.login({ userId: 'member01', password: 'kbet1234' });
  await kbet.ready();
  await renderWithKbet(<BetSlip area="prematch" />, {
    settings,
    client: { sports: { bet } },
    session,
    stores: () => ({ betSlip: store }),
  });
  return { bet, session };
}

const typeStake = (text: string) =>
  fireEvent.change(screen.getByLabelText('베팅금액'), { target: { value: text } });
const betButton = () => screen.getByRole('button', { name: /베팅하기|베팅 처리중/ });

beforeEach(() => {
  store.clear();
  dismissAlerts();
  store.add(pick('9_1_100', 9, '1', '1.85'));
  store.add(pick('8_1_102', 8, '2', '2.00'));
});

describe('BetSlip', () => {
  it("takes a logged-in member's limits from the session, with no setLimits call", async () => {
    const setLimits = vi.spyOn(store, 'setLimits');
    await setup();
    expect(store.get().limits).toEqual({ emoney: 1_000_000, maxBet: 500_000, maxWin: 3_000_000 });
    fireEvent.click(screen.getByRole('button', { name: '최대 금액' }));
    expect(store.get().amount).toBe(500_000);
    expect(setLimits).not.toHaveBeenCalled();
    await setup({ guest: true });
    expect(store.get().limits).toEqual({ emoney: 0, maxBet: 0, maxWin: 0 });
  });

  it('lists the picks with the team picked, and the total odds and expected win of the stake', async () => {
    await setup();
    expect(screen.getByRole('list', { name: '선택한 배당' }).textContent).toContain('맨시티 승');
    expect(screen.getByText('3.70')).toBeTruthy();
    await waitFor(() => expect(store.get().limits.emoney).toBe(1_000_000));
    typeStake('12345');
    expect((screen.getByLabelText('베팅금액') as HTMLInputElement).value).toBe('12,345');
    expect(store.get().expectedWin).toBe(45_676);
  });

  it('quick-adds amounts, halves the cash, and clamps MAX to the role limits', async () => {
    await setup();
    await waitFor(() => expect(store.get().limits.maxBet).toBe(500_000));
    fireEvent.click(screen.getByRole('button', { name: '5,000원 추가' }));
    fireEvent.click(screen.getByRole('button', { name: '10,000원 추가' }));
    expect((screen.getByLabelText('베팅금액') as HTMLInputElement).value).toBe('15,000');
    fireEvent.click(screen.getByRole('button', { name: '최대 금액' }));
    expect(store.get().amount).toBe(500_000);
    fireEvent.click(screen.getByRole('button', { name: '금액 초기화' }));
    expect((screen.getByLabelText('베팅금액') as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: '보유금액의 절반' }));
    expect(store.get().amount).toBe(500_000);
  });

  it('names a stake that cannot be read', async () => {
    await setup();
    typeStake('12.5');
    expect(screen.getByRole('alert').textContent).toBe('원단위는 입력 불가능합니다.');
  });

  it('sends a guest to the login', async () => {
    await setup({ guest: true });
    fireEvent.click(betButton());
    await waitFor(() => expect(pendingMessages()).toEqual(['로그인 후 이용 가능합니다.']));
    answerNotice();
  });

  it('alerts the first failed bet check and sends nothing', async () => {
    const { bet } = await setup();
    await waitFor(() => expect(store.get().limits.maxBet).toBe(500_000));
    typeStake('4000');
    fireEvent.click(betButton());
    await waitFor(() => expect(pendingMessages()).toEqual(['최소 베팅금액은 5000원입니다.']));
    answerNotice();
    expect(bet).not.toHaveBeenCalled();
  });

  it('restates the picks, total odds, stake and expected win in the confirmation', async () => {
    const { bet } = await setup();
    await waitFor(() => expect(store.get().limits.maxBet).toBe(500_000));
    typeStake('10000');
    fireEvent.click(betButton());
    await waitFor(() => expect(pendingMessages()).toEqual(['베팅하시겠습니까?']));
    const [asked] = notifications.get();
    expect(asked?.kind === 'confirm' && asked.details).toEqual([
      { label: '맨시티 vs 리버풀', value: '맨시티 승 · 1.85' },
      { label: '맨시티 vs 리버풀', value: '리버풀 승 · 2.00' },
      { label: '총 배당', value: '3.70' },
      { label: '베팅금액', value: '10,000원' },
      { label: '예상 당첨금', value: '37,000원' },
    ]);
    answerNotice(false);
    expect(bet).not.toHaveBeenCalled();
  });

  it('asks 베팅하시겠습니까?, sends the slip, clears it and re-reads the balance', async () => {
    const { bet, session } = await setup();
    await waitFor(() => expect(store.get().limits.maxBet).toBe(500_000));
    const refresh = vi.spyOn(session, 'refresh');
    typeStake('10000');
    fireEvent.click(betButton());
    await waitFor(() => expect(pendingMessages()).toEqual(['베팅하시겠습니까?']));
    answerNotice();
    await waitFor(() => expect(bet).toHaveBeenCalledTimes(1));
    expect(bet.mock.calls[0]?.[0]).toEqual({
      memberId: 7,
      totalRatio: '3.70',
      amounts: 10_000,
      bettings: [
        { betPrice: '1.85', fixtureId: 9, oddsId: '9_1_100', sportId: 6046, version: '1' },
        { betPrice: '2.00', fixtureId: 8, oddsId: '8_1_102', sportId: 6046, version: '1' },
      ],
      gameDetailType: 92,
      gameStyle: 'EU',
      changeFlag: false,
    });
    await waitFor(() => expect(store.get().count).toBe(0));
    expect(refresh).toHaveBeenCalled();
    expect(
      notifications.get().some((n) => n.kind === 'toast' && n.message === '베팅이 완료되었습니다.'),
    ).toBe(true);
  });

  it('answers a second press while the bet is in flight with 베팅이 진행중입니다.', async () => {
    let finish: (value: { id: number; emoney: number }) => void = () => {};
    await setup({ bet: () => new Promise((resolve) => (finish = resolve)) });
    await waitFor(() => expect(store.get().limits.maxBet).toBe(500_000));
    typeStake('10000');
    fireEvent.click(betButton());
    await waitFor(() => expect(pendingMessages()).toEqual(['베팅하시겠습니까?']));
    answerNotice();
    await waitFor(() => expect(store.get().placing).toBe(true));
    expect(betButton().getAttribute('aria-busy')).toBe('true');
    fireEvent.click(betButton());
    await waitFor(() => expect(pendingMessages()).toEqual(['베팅이 진행중입니다.']));
    answerNotice();
    finish({ id: 1, emoney: 1 });
    await waitFor(() => expect(store.get().placing).toBe(false));
  });

  it('shows moved odds struck through and re-sends the new prices with changeFlag when accepted', async () => {
    const changed = new OddsChangedError({
      status: 409,
      data: [],
      changes: [{ oddsId: '9_1_100', oldPrice: '1.85', newPrice: '1.95', oldVersion: 1, newVersion: 2 }],
    });
    const answers = [Promise.reject(changed), Promise.resolve({ id: 42, emoney: 1 })];
    for (const a of answers) a.catch(() => {});
    const { bet } = await setup({ bet: () => answers.shift() as never });
    await waitFor(() => expect(store.get().limits.maxBet).toBe(500_000));
    typeStake('10000');
    fireEvent.click(betButton());
    await waitFor(() => expect(pendingMessages()).toEqual(['베팅하시겠습니까?']));
    answerNotice();
    const dialog = await screen.findByRole('alertdialog', { name: '배당 변경' });
    expect(dialog.querySelector('del')?.textContent).toBe('이전 배당 1.85');
    expect(dialog.querySelector('ins')?.textContent).toBe('변경된 배당 1.95');
    expect(store.get().placing).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: '변경된 배당으로 베팅' }));
    await waitFor(() => expect(bet).toHaveBeenCalledTimes(2));
    expect(bet.mock.calls[1]?.[0]).toMatchObject({
      totalRatio: '3.90',
      changeFlag: true,
      bettings: [{ oddsId: '9_1_100', betPrice: '1.95', version: '2' }, { oddsId: '8_1_102' }],
    });
    await waitFor(() => expect(store.get().count).toBe(0));
  });

  it('keeps the slip as it was when the odds change is declined', async () => {
    const changed = new OddsChangedError({
      status: 409,
      data: [],
      changes: [{ oddsId: '8_1_102', oldPrice: '2.00', newPrice: '1.90', newVersion: 5 }],
    });
    const { bet } = await setup({ bet: async () => Promise.reject(changed) });
    await waitFor(() => expect(store.get().limits.maxBet).toBe(500_000));
    typeStake('10000');
    fireEvent.click(betButton());
    await waitFor(() => expect(pendingMessages()).toEqual(['베팅하시겠습니까?']));
    answerNotice();
    const dialog = await screen.findByRole('alertdialog', { name: '배당 변경' });
    fireEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: '배당 변경' })).toBeNull());
    expect(bet).toHaveBeenCalledTimes(1);
    expect(store.get().slip.selections.map((s) => s.betPrice)).toEqual(['1.85', '2.00']);
    expect(store.get().placing).toBe(false);
  });
});
