import { testUser } from '@kbet/testkit/user';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithKbet } from '@/test/renderWithKbet';
import { PartnerAnalysis } from '../components/PartnerAnalysis';
import { daysBetween, MAX_CHART_DAYS } from '../utils/daysBetween';
import { reportRange } from '../utils/reportRange';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const row = (key: string, turnover: number, ggr: number, members: number) => ({
  key,
  turnover,
  payouts: turnover - ggr,
  ggr,
  bonuses: 0,
  ngr: ggr,
  deposits: 0,
  withdrawals: 0,
  members,
});

describe('partner report periods', () => {
  it('covers Korean days, across month ends', () => {
    const custom = { from: '2026-01-01', to: '2026-01-31' };
    expect(reportRange('yesterday', '2026-03-01', custom)).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(reportRange('week', '2026-03-03', custom)).toEqual({ from: '2026-02-25', to: '2026-03-03' });
    expect(reportRange('month', '2026-03-03', custom)).toEqual({ from: '2026-03-01', to: '2026-03-03' });
    expect(reportRange('custom', '2026-03-03', custom)).toBe(custom);
    expect(daysBetween('2026-02-27', '2026-03-01')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(daysBetween('1900-01-01', '2026-03-01')).toHaveLength(MAX_CHART_DAYS);
    expect(daysBetween('2026-03-02', '2026-03-01')).toEqual([]);
  });
});

describe('PartnerAnalysis (spec §2)', () => {
  it('draws a bar per day of the month for turnover, GGR and members, a loss below the line', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2026-03-03T03:00:00Z'));
    const report = vi.fn(async () => ({
      rows: [row('2026-03-01', 100_000, -20_000, 2), row('2026-03-03', 50_000, 5_000, 1)],
      total: row('total', 150_000, -15_000, 3),
    }));
    await renderWithKbet(<PartnerAnalysis />, {
      user: testUser({ type: 1 }),
      client: { partner: { report } },
    });
    const turnover = await screen.findByRole('img', { name: '베팅금액' });
    expect(report).toHaveBeenCalledWith(
      { from: '2026-03-01', to: '2026-03-03', by: 'day' },
      expect.anything(),
    );
    expect(turnover.querySelectorAll('rect')).toHaveLength(3);
    const ggr = screen.getByRole('img', { name: 'GGR' });
    const titles = [...ggr.querySelectorAll('title')].map((t) => t.textContent);
    expect(titles).toEqual(['2026-03-01 -20,000원', '2026-03-02 0원', '2026-03-03 5,000원']);
    const loss = ggr.querySelectorAll('rect')[0];
    expect(Number(loss?.getAttribute('y'))).toBe(80);
    expect(screen.getByRole('img', { name: '활동 회원' })).toBeTruthy();
  });
});
