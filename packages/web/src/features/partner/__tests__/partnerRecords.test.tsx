import { testUser } from '@kbet/testkit/user';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createKbetHarness } from '@/test/renderWithKbet';
import { DownlineBets } from '../components/DownlineBets';
import { DownlineCasinoBets } from '../components/DownlineCasinoBets';
import { PartnerInquiries } from '../components/PartnerInquiries';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const at = '2026-03-10T03:00:00.000Z';
const bet = {
  id: 41,
  userId: 'member21',
  nickname: '회원21',
  gameType: 3 as const,
  amount: 10_000,
  totalRatio: '1.95',
  payout: 19_500,
  status: 1,
  statusName: '정산',
  settlementName: '적중',
  createdAt: at,
  settledAt: at,
  cancelAt: null,
};
const casino = {
  id: 7,
  userId: 'member21',
  nickname: '회원21',
  vertical: 'slot' as const,
  thirdPartyName: 'kbet 슬롯',
  gameCode: 'slot-fruits',
  action: 'debit' as const,
  amount: 5_000,
  cancelAmount: null,
  createdAt: at,
  processedAt: null,
  cancelAt: null,
};

const render = async (element: React.ReactNode, path: string) => {
  const client = {
    partner: {
      bets: vi.fn(async () => ({ items: [bet], total: 45 })),
      casinoBets: vi.fn(async () => ({ items: [casino], total: 1 })),
      inquiries: vi.fn(async () => [
        {
          id: 3,
          title: '정산 문의',
          questionContents: '일정이 궁금합니다.',
          answers: [{ id: 1, answerContents: '<p>매주 월요일입니다.</p>' }],
          createdAt: at,
        },
      ]),
      ask: vi.fn(async (body: { title: string; questionContents: string }) => ({
        id: 4,
        ...body,
        answers: [],
        createdAt: at,
      })),
    },
  };
  const kbet = await createKbetHarness<typeof client>({
    user: testUser({ id: 9, userId: 'partner01', nickname: '총판01', type: 1 }),
    client,
  });
  await kbet.renderRoutes([{ path: '*', element }], path);
  return kbet;
};

describe('partner record and inquiry pages (spec §2)', () => {
  it("bet_history lists the downline's slips of the week in Korean days, 20 a page", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2026-03-10T16:00:00Z')); // 2026-03-11 01:00 KST
    const kbet = await render(<DownlineBets />, '/partner/bet_history');
    const rows = await screen.findAllByRole('row');
    expect(rows[1]?.textContent).toMatch(/회원21 \(member21\).*미니게임.*10,000원.*1\.95.*19,500원.*적중/);
    expect(kbet.client.partner.bets).toHaveBeenLastCalledWith(
      { from: '2026-03-05', to: '2026-03-11', page: 1 },
      expect.anything(),
    );
    fireEvent.click(screen.getByRole('button', { name: '3 페이지' }));
    expect(kbet.client.partner.bets).toHaveBeenLastCalledWith(
      { from: '2026-03-05', to: '2026-03-11', page: 3 },
      expect.anything(),
    );
  });

  it("casino_bet_history lists the downline's casino and slot records", async () => {
    await render(<DownlineCasinoBets />, '/partner/casino_bet_history');
    const rows = await screen.findAllByRole('row');
    expect(rows[1]?.textContent).toMatch(/회원21 \(member21\).*슬롯.*kbet 슬롯 slot-fruits.*배팅.*5,000원/);
  });

  it('customer shows staff answers and sends a new inquiry, refusing a blank one', async () => {
    const kbet = await render(<PartnerInquiries />, '/partner/customer');
    expect(await screen.findByText('매주 월요일입니다.')).toBeTruthy();
    expect(screen.getByText('답변완료')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '문의하기' }));
    expect(await screen.findAllByText('위 항목을 입력해주세요.')).toHaveLength(1);
    expect(kbet.client.partner.ask).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/제목/), { target: { value: '출금 문의' } });
    fireEvent.change(screen.getByLabelText(/문의내용/), {
      target: { value: '하부 출금 확인 부탁드립니다.' },
    });
    fireEvent.click(screen.getByRole('button', { name: '문의하기' }));
    await vi.waitFor(() =>
      expect(kbet.client.partner.ask).toHaveBeenCalledWith({
        title: '출금 문의',
        questionContents: '하부 출금 확인 부탁드립니다.',
      }),
    );
  });
});
