import { findVirtualLeague, type VirtualLeague, virtualEventMarkets } from '@kbet/sdk';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createKbetHarness } from '@/test/renderWithKbet';
import { VirtualLeaguePage } from '../components/VirtualLeaguePage';
import { VirtualResultsPage } from '../components/VirtualResultsPage';
import { virtualRoundOf } from './virtualFixtures';

afterEach(cleanup);

const SOCCER = 'soccer/premierships';
const soccer = findVirtualLeague(SOCCER) as VirtualLeague;
// Far ahead, so the open round's countdown is still running whatever the machine's clock says.
const FUTURE = '2099-01-01T00:03:00.000Z';

function PremiershipPage() {
  return <VirtualLeaguePage league={soccer} />;
}

describe('VirtualLeaguePage', () => {
  it('lists the open round with countdowns, prices its markets from the SDK and fills the cart', async () => {
    const open = virtualRoundOf(SOCCER, 3, { status: 'open', startAt: FUTURE });
    const settled = virtualRoundOf(SOCCER, 2, { status: 'settled', startAt: '2026-01-01T00:00:00.000Z' });
    const fixtures = vi.fn(async () => [...open.events, ...settled.events]);
    const harness = await createKbetHarness({ client: { games: { virtual: { fixtures } } } });
    await harness.renderRoutes(
      [{ path: '/bet365/soccer/premierships', Component: PremiershipPage }],
      '/bet365/soccer/premierships',
    );

    const events = await screen.findByRole('list', { name: '경기 목록' });
    expect(within(events).getAllByRole('timer')).toHaveLength(4);
    const odds = virtualEventMarkets(soccer, 3, 0);
    const home = odds.find((m) => m.id === '1x2:home');
    const button = screen.getByRole('button', { name: `${home?.label} ${home?.odds}` });
    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    const cart = screen.getByRole('list', { name: '선택한 항목' });
    expect(cart.textContent).toContain(home?.odds);
    // The settled round's replay is drawn and its results are listed.
    expect(screen.getByRole('img', { name: /'$|\d+'/ })).toBeTruthy();
    expect(fixtures).toHaveBeenCalledWith({ sportsType: 'soccer', league: SOCCER }, expect.anything());
  });
});

describe('VirtualResultsPage', () => {
  it("lists a league's finished rounds and verifies each proof in the browser", async () => {
    const results = vi.fn(async () => [
      virtualRoundOf('dog/goldenhillparks', 5, { status: 'settled', startAt: '2026-01-01T00:10:00.000Z' }),
      virtualRoundOf('dog/goldenhillparks', 4, {
        status: 'settled',
        startAt: '2026-01-01T00:08:00.000Z',
        tamper: true,
      }),
    ]);
    const harness = await createKbetHarness({ client: { games: { virtual: { results } } } });
    await harness.renderRoutes(
      [{ path: '/game_result/virtuals', Component: VirtualResultsPage }],
      '/game_result/virtuals?league=dog/goldenhillparks&day=2026-01-01',
    );
    const list = await screen.findByRole('list', { name: '골든힐 파크 경기 결과' });
    const rows = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.textContent?.includes('회차'));
    expect(rows[0]?.textContent).toContain('검증 완료');
    expect(rows[1]?.textContent).toContain('검증 실패');
    expect(results).toHaveBeenCalledWith(
      { league: 'dog/goldenhillparks', day: '2026-01-01' },
      expect.anything(),
    );
  });
});
