import { testUser } from '@kbet/testkit/user';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createKbetHarness } from '@/test/renderWithKbet';
import { DownlineMembers } from '../components/DownlineMembers';
import { DownlineMoney } from '../components/DownlineMoney';
import { PartnerAnalysis } from '../components/PartnerAnalysis';
import { PartnerDashboard } from '../components/PartnerDashboard';
import { PartnerLayout } from '../components/PartnerLayout';
import { SettlementLines } from '../components/SettlementLines';
import { VerticalRolling } from '../components/VerticalRolling';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete document.documentElement.dataset.theme;
});

const partnerUser = testUser({ id: 9, userId: 'partner01', nickname: '총판01', type: 1 });

const terms = (losingBp: number, sports: number) => ({
  losingBp,
  rollingBp: { sports, minigame: 50, virtual: 40, casino: 30, slot: 20 },
  carryover: { mode: 'none' as const },
  effectiveFrom: '2026-03-02',
});

const me = {
  memberId: 9,
  nickname: '총판01',
  tier: 2 as const,
  code: 'P01',
  upline: [
    { tier: 1 as const, nickname: '본사', contract: terms(3000, 100) },
    { tier: 2 as const, nickname: '총판01', contract: terms(2000, 70) },
  ],
  members: 2,
};

const row = (key: string, over: Partial<Record<string, number>> = {}) => ({
  key,
  turnover: 0,
  payouts: 0,
  ggr: 0,
  bonuses: 0,
  ngr: 0,
  deposits: 0,
  withdrawals: 0,
  members: 0,
  ...over,
});

const downline = [
  {
    memberId: 21,
    userId: 'member21',
    nickname: '회원21',
    accountHolder: '홍*동',
    phone: '010-****-5678',
    bankAccount: '1234****',
    status: '정상',
    emoney: 15_000,
    createdAt: '2026-03-01T03:00:00.000Z',
  },
];

const line = {
  partnerId: 9,
  memberId: 21,
  kind: 'rolling' as const,
  vertical: 'sports' as const,
  base: 1_000_000,
  rateBp: 70,
  childRateBp: 50,
  amount: 2_000,
  computation: '1,000,000 × (0.7% − 0.5%) = 2,000',
  adjustsPeriodId: null,
  from: '2026-03-02',
  to: '2026-03-08',
};

const harness = () => {
  const report = vi.fn(async (query: { by: string }) =>
    query.by === 'vertical'
      ? {
          rows: [row('sports', { turnover: 1_000_000, payouts: 900_000, ggr: 100_000 })],
          total: row('total'),
        }
      : query.by === 'member'
        ? { rows: [row('21', { deposits: 50_000 }), row('22')], total: row('total') }
        : { rows: [], total: row('total', { turnover: 1_234_000, ngr: 56_000, members: 3 }) },
  );
  const client = {
    partner: {
      me: vi.fn(async () => me),
      members: vi.fn(async () => downline),
      report,
      settlements: vi.fn(async () => [
        line,
        { ...line, kind: 'losing' as const, vertical: null, amount: -500 },
      ]),
    },
    recommender: {
      members: vi.fn(async () => downline),
      report,
      settlements: vi.fn(async () => [{ ...line, kind: 'recommender' as const }]),
    },
  };
  return createKbetHarness<typeof client>({ user: partnerUser, client });
};

const renderRoute = async (element: React.ReactNode, at = '/partner') => {
  const kbet = await harness();
  await kbet.renderRoutes([{ path: '*', element }], at);
  return kbet;
};

describe('PartnerLayout (spec §2)', () => {
  it('shows the nickname, each tier’s contract, the rolling rates, the menu, the site and logout', async () => {
    await renderRoute(<PartnerLayout area="partner" />);
    const menu = await screen.findByRole('navigation', { name: '파트너 관리' });
    expect(within(menu).getByText('총판01')).toBeTruthy();
    const tiers = (await within(menu).findByLabelText('총판 계약 요율')).textContent;
    expect(tiers).toContain('1차 총판30%');
    expect(tiers).toContain('2차 총판20%');
    const rolling = within(menu).getByLabelText('롤링 요율').textContent;
    expect(rolling).toContain('스포츠0.7%');
    expect(rolling).toContain('슬롯0.2%');
    expect(within(menu).getByRole('link', { name: '스포츠 롤링' }).getAttribute('href')).toBe(
      '/partner/pt_sports',
    );
    expect(within(menu).getByRole('link', { name: '사이트로 이동' }).getAttribute('href')).toBe('/');
    expect(within(menu).getByRole('link', { name: '로그아웃' }).getAttribute('href')).toBe('/logout');
  });

  it('below tablet width puts the menu in a drawer under a top bar', async () => {
    // A tablet: the layout's width query is answered as one that always matches.
    const matchMedia = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
      matchMedia(query === '(max-width: 1023px)' ? '(min-width: 0px)' : query),
    );
    await renderRoute(<PartnerLayout area="partner" />);
    expect(screen.queryByRole('navigation')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '메뉴' }));
    expect(await screen.findByRole('navigation', { name: '파트너 관리' })).toBeTruthy();
  });

  it('forces the light theme in the recommender area, and gives the theme back on leaving', async () => {
    document.documentElement.dataset.theme = 'dark';
    const kbet = await renderRoute(<PartnerLayout area="recommender" />, '/recommender/pt');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(screen.queryByLabelText('총판 계약 요율')).toBeNull();
    expect(kbet.client.partner.me).not.toHaveBeenCalled();
    cleanup();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});

describe('partner pages', () => {
  it('the dashboard reports today, then 7 days, then yesterday, in Korean days', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2026-03-10T16:00:00Z')); // 2026-03-11 01:00 KST
    const kbet = await renderRoute(<PartnerDashboard />);
    expect((await screen.findByText('3명')).closest('dl')?.textContent).toMatch(
      /베팅금액1,234,000원.*NGR\+?56,000원/,
    );
    expect(kbet.client.partner.report).toHaveBeenLastCalledWith(
      { from: '2026-03-11', to: '2026-03-11', by: 'day' },
      expect.anything(),
    );
    fireEvent.click(screen.getByRole('tab', { name: '7일' }));
    expect(kbet.client.partner.report).toHaveBeenLastCalledWith(
      { from: '2026-03-05', to: '2026-03-11', by: 'day' },
      expect.anything(),
    );
    fireEvent.click(screen.getByRole('tab', { name: '이번 달' }));
    expect(kbet.client.partner.report).toHaveBeenLastCalledWith(
      { from: '2026-03-01', to: '2026-03-11', by: 'day' },
      expect.anything(),
    );
    expect(screen.getByText(/가입코드 P01/)).toBeTruthy();
  });

  it('a vertical’s rolling page shows that vertical with the partner’s own rate', async () => {
    await renderRoute(<VerticalRolling vertical="sports" />);
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]?.textContent).toMatch(/스포츠.*1,000,000원.*900,000원.*100,000원.*0\.7%/);
  });

  it('the member page lists the downline as the server masked it', async () => {
    await renderRoute(<DownlineMembers area="partner" />);
    const rows = await screen.findAllByRole('row');
    expect(rows[1]?.textContent).toMatch(
      /member21.*회원21.*홍\*동.*010-\*\*\*\*-5678.*1234\*\*\*\*.*정상.*15,000원/,
    );
  });

  it('the deposit page names each member who deposited', async () => {
    await renderRoute(<DownlineMoney area="partner" kind="deposits" />);
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]?.textContent).toMatch(/회원21 \(member21\).*50,000원/);
  });

  it('calc shows each settlement line with its computation', async () => {
    await renderRoute(<SettlementLines area="partner" title="정산 내역" />);
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toContain('1,000,000 × (0.7% − 0.5%) = 2,000');
    expect(rows[1]?.textContent).toMatch(/2026-03-02 ~ 2026-03-08.*롤링.*스포츠/);
    expect(rows[2]?.textContent).toMatch(/루징.*-500원/);
  });

  it('the recommender pages call the recommender API', async () => {
    const kbet = await renderRoute(
      <SettlementLines area="recommender" title="루징 정산" kinds={['recommender', 'losing']} />,
      '/recommender/pt',
    );
    expect((await screen.findAllByRole('row')).length).toBe(2);
    expect(kbet.client.recommender.settlements).toHaveBeenCalled();
    expect(kbet.client.partner.settlements).not.toHaveBeenCalled();
  });
});

describe('the period tabs of every partner report page (aria-controls)', () => {
  /** The panel the selected period tab names: it must exist, be a tab panel and be labelled by that tab. */
  const selectedPanel = () => {
    const tab = screen.getByRole('tab', { selected: true });
    const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
    expect(panel?.getAttribute('role')).toBe('tabpanel');
    expect(panel?.getAttribute('aria-labelledby')).toBe(tab.id);
    return panel as HTMLElement;
  };

  it.each([
    ['the dashboard', <PartnerDashboard key="d" />, '1,234,000원'],
    ['rolling', <VerticalRolling key="r" />, '900,000원'],
    ['deposits', <DownlineMoney key="m" area="partner" kind="deposits" />, '50,000원'],
    ['analysis', <PartnerAnalysis key="a" />, '베팅금액'],
  ])(
    '%s shows its report in the panel the selected tab points at, for every period',
    async (_page, element, shown) => {
      await renderRoute(element);
      await waitFor(() => expect(selectedPanel().textContent).toContain(shown));
      fireEvent.click(screen.getByRole('tab', { name: '7일' }));
      expect(screen.getByRole('tab', { selected: true }).textContent).toBe('7일');
      await waitFor(() => expect(selectedPanel().textContent).toContain(shown));
    },
  );
});
