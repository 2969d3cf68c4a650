import { ApiError, type CasinoBetRecord } from '@kbet/sdk';
import { testUser } from '@kbet/testkit/user';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerNotice, dismissAlerts, pendingMessages, pendingNotices } from '@/test/notices';
import { createKbetHarness } from '@/test/renderWithKbet';
import { BetHistoryTabs } from '../components/BetHistoryTabs';
import { CasinoBetHistoryList } from '../components/CasinoBetHistoryList';

afterEach(cleanup);
beforeEach(() => void dismissAlerts());

const record = (id: number, overrides: Partial<CasinoBetRecord> = {}): CasinoBetRecord => ({
  id,
  gameType: 2,
  thirdPartyName: 'KBET 슬롯',
  gameCode: 'fruits',
  date: '2026-03-10T03:00:00.000Z',
  transType: 'BET',
  amount: 1_000,
  cancelAt: null,
  cancelAmount: null,
  processedAt: '2026-03-10T03:00:01.000Z',
  ...overrides,
});

const RECORDS = [
  record(3, { transType: 'WIN', amount: 5_000 }),
  record(2, {
    gameType: 1,
    thirdPartyName: 'KBET 카지노',
    gameCode: 'baccarat',
    transType: 'CANCEL',
    cancelAt: '2026-03-10T04:00:00.000Z',
    cancelAmount: 2_000,
    processedAt: null,
  }),
  record(1),
];

async function setup(options: { popup?: boolean; tabs?: boolean; total?: number } = {}) {
  const kbet = await createKbetHarness({
    user: testUser(),
    client: {
      games: {
        casino: {
          betCount: vi.fn(async () => options.total ?? 25),
          bets: vi.fn(async () => RECORDS),
          deleteBets: vi.fn(async () => '삭제되었습니다.'),
        },
      },
    },
  });
  const ui = options.tabs ? (
    <BetHistoryTabs popup={options.popup} />
  ) : (
    <CasinoBetHistoryList popup={options.popup} />
  );
  await kbet.renderRoutes([{ path: '/bet_result', element: ui }], '/bet_result');
  if (options.tabs) fireEvent.click(screen.getByRole('tab', { name: '카지노' }));
  await screen.findByRole('table', { name: '카지노 베팅내역' });
  return { client: kbet.client };
}

const rowOf = (gameCode: string) =>
  screen.getAllByRole('row').find((row) => row.textContent?.includes(gameCode)) as HTMLElement;

describe('CasinoBetHistoryList', () => {
  it('lists every stake, win and rollback with the spec §3 fields, 10 a page', async () => {
    const { client } = await setup();
    expect(client.games.casino.betCount).toHaveBeenCalledWith({ page: 1, perpage: 10 }, expect.anything());
    expect(client.games.casino.bets).toHaveBeenCalledWith({ page: 1, perpage: 10 }, expect.anything());
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual([
      '구분',
      '게임사',
      '게임',
      '일시',
      '종류',
      '금액',
      '취소일시',
      '취소금액',
      '처리일시',
      '삭제',
    ]);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((td) => td.textContent);
    expect(cells(rowOf('baccarat'))).toEqual([
      '카지노',
      'KBET 카지노',
      'baccarat',
      '2026-03-10 12:00',
      '취소',
      '1,000원',
      '2026-03-10 13:00',
      '2,000원',
      '-',
      '삭제',
    ]);
    expect(
      screen.getAllByRole('row').map((row) => within(row).queryAllByRole('cell')[4]?.textContent),
    ).toEqual([undefined, '당첨', '취소', '베팅']);
  });

  it('pages through the records, at most 3 pages', async () => {
    const { client } = await setup({ total: 25 });
    const nav = screen.getByRole('navigation', { name: '카지노 베팅내역 페이지' });
    expect(
      within(nav)
        .getAllByRole('button', { name: /페이지$/ })
        .map((b) => b.textContent),
    ).toEqual(expect.arrayContaining(['1', '2', '3']));
    fireEvent.click(within(nav).getByRole('button', { name: '3 페이지' }));
    await waitFor(() =>
      expect(client.games.casino.bets).toHaveBeenLastCalledWith({ page: 3, perpage: 10 }, expect.anything()),
    );
  });

  it('deletes one record and shows the server message, or the spec §8 casino failure text', async () => {
    const { client } = await setup();
    fireEvent.click(within(rowOf('baccarat')).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(pendingMessages()).toEqual(['선택한 베팅내역을 삭제하시겠습니까?']));
    answerNotice();
    await waitFor(() => expect(pendingMessages()).toEqual(['삭제되었습니다.']));
    answerNotice();
    expect(client.games.casino.deleteBets).toHaveBeenCalledWith([RECORDS[1]]);
    // The list reloads after the delete.
    await waitFor(() => expect(client.games.casino.bets).toHaveBeenCalledTimes(2));
    client.games.casino.deleteBets.mockRejectedValueOnce(
      new ApiError({ status: 400, code: 'X', data: null, message: 'x' }),
    );
    fireEvent.click(within(rowOf('fruits')).getAllByRole('button', { name: '삭제' })[0] as HTMLElement);
    await waitFor(() => expect(pendingNotices()).toHaveLength(1));
    answerNotice();
    await waitFor(() =>
      expect(pendingMessages()).toEqual(['예기치 못한 에러가 발생했습니다. 관리자에게 문의해주세요.']),
    );
    answerNotice();
  });

  it('전체삭제 fetches up to 100,000 records and hides them all; declining changes nothing', async () => {
    const { client } = await setup();
    const deleteAll = screen.getByRole('button', { name: '전체삭제' });
    fireEvent.click(deleteAll);
    await waitFor(() => expect(pendingMessages()).toEqual(['카지노 베팅내역을 모두 삭제하시겠습니까?']));
    answerNotice(false);
    expect(client.games.casino.deleteBets).not.toHaveBeenCalled();
    fireEvent.click(deleteAll);
    await waitFor(() => expect(pendingNotices()).toHaveLength(1));
    answerNotice();
    await waitFor(() => expect(client.games.casino.deleteBets).toHaveBeenCalledWith(RECORDS));
    expect(client.games.casino.bets).toHaveBeenCalledWith({ page: 1, perpage: 100_000 });
    await waitFor(() => expect(pendingMessages()).toEqual(['삭제되었습니다.']));
    answerNotice();
  });

  it('is the popup’s casino tab, loading the whole list (size 100,000) without paging', async () => {
    const { client } = await setup({ tabs: true, popup: true });
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe('bet-history-popup-tab-casino');
    expect(client.games.casino.bets).toHaveBeenCalledWith({ page: 1, perpage: 100_000 }, expect.anything());
    expect(screen.queryByRole('navigation', { name: '카지노 베팅내역 페이지' })).toBeNull();
  });

  it('says so when there is no history', async () => {
    const kbet = await createKbetHarness({
      user: testUser(),
      client: { games: { casino: { betCount: vi.fn(async () => 0), bets: vi.fn(async () => []) } } },
    });
    await kbet.render(<CasinoBetHistoryList />);
    expect(await screen.findByText('베팅내역이 없습니다.')).toBeTruthy();
  });
});
