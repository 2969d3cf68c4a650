import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { kbet } from '@/lib/kbet';
import { createKbetHarness } from '@/test/renderWithKbet';
import { EuropePage } from '../components/EuropePage';
import { fixture } from './testFixtures';

afterEach(cleanup);

const page = {
  items: [
    fixture(1, 102, '맨시티', '리버풀'),
    fixture(2, 102, '아스널', '첼시'),
    fixture(3, 201, '울산', '전북'),
  ],
  total: 31,
};

async function setup(url: string) {
  const harness = await createKbetHarness({
    client: {
      sports: {
        sports: vi.fn(async () => [{ sport_id: 6046, name: 'Football', name_korean: '축구', cnt: 31 }]),
        fixtures: vi.fn(async () => page),
        fixture: vi.fn(async () => page.items[0] ?? {}),
      },
    },
  });
  await harness.renderRoutes([{ path: '/europe', Component: EuropePage }], url);
  return harness;
}

beforeEach(() => {
  kbet.stores.slips.prematch.clear();
  kbet.stores.slips.korean.clear();
});

describe('EuropePage', () => {
  it('asks for the fixtures the query names, 15 a page', async () => {
    const { client } = await setup(
      '/europe?game_type=kr&Football=1&league=102&location_id=2&search=맨&time=24&mtpt=1',
    );
    await screen.findAllByRole('button', { name: /맨시티 승/ });
    expect(client.sports.fixtures).toHaveBeenCalledWith(
      {
        gameType: 'KR',
        sportId: 6046,
        league: 102,
        locationId: 2,
        search: '맨',
        time: 24,
        page: 1,
        itemsPerPage: 15,
      },
      expect.anything(),
    );
  });

  it('groups the fixtures by league with prices floored to 2 decimals, each a labelled toggle', async () => {
    await setup('/europe');
    const premier = await screen.findByRole('region', { name: '축구 잉글랜드 프리미어리그' });
    expect(within(premier).getByRole('heading', { level: 2 }).textContent).toBe('잉글랜드프리미어리그2');
    expect(within(premier).getAllByRole('group', { name: /승무패/ })).toHaveLength(2);
    expect(screen.getByRole('region', { name: '축구 잉글랜드 K리그1' })).toBeTruthy();
    const home = screen.getByRole('button', { name: '맨시티 승 1.85' });
    expect(home.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(home);
    expect(home.getAttribute('aria-pressed')).toBe('true');
    expect(kbet.stores.slips.prematch.get().slip.selections).toMatchObject([
      { id: '1_1_100', betPrice: '1.859', slipName: '맨시티 vs 리버풀', homeName: '맨시티' },
    ]);
    fireEvent.click(home);
    expect(kbet.stores.slips.prematch.get().count).toBe(0);
  });

  it('a pick replacing another in its market un-presses it, and clearing the slip un-presses the pick', async () => {
    await setup('/europe');
    const home = await screen.findByRole('button', { name: '맨시티 승 1.85' });
    const draw = screen.getAllByRole('button', { name: / 3\.40$/ })[0] as HTMLElement;
    fireEvent.click(home);
    fireEvent.click(draw);
    expect(kbet.stores.slips.prematch.get().slip.selections.map((s) => s.id)).toEqual(['1_1_101']);
    expect(home.getAttribute('aria-pressed')).toBe('false');
    expect(draw.getAttribute('aria-pressed')).toBe('true');
    act(() => kbet.stores.slips.prematch.clear());
    expect(draw.getAttribute('aria-pressed')).toBe('false');
  });

  it('locks suspended prices and shows the main handicap line signed', async () => {
    await setup('/europe');
    const suspended = await screen.findAllByRole('button', { name: '리버풀 승 베팅 중지' });
    expect((suspended[0] as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByRole('button', { name: '리버풀 +0.75 1.76' })[0]?.textContent).toContain('+0.75');
  });

  it('lists every handicap line in the Korean view and fills the Korean slip', async () => {
    await setup('/europe?game_type=KR');
    await screen.findAllByRole('button', { name: '맨시티 -1.25 2.50' });
    expect(screen.getAllByText('핸디캡')).toHaveLength(6);
    fireEvent.click(screen.getAllByRole('button', { name: '맨시티 -0.75 1.99' })[0] as HTMLElement);
    expect(kbet.stores.slips.korean.get().slip.selections.map((s) => s.id)).toEqual(['1_3_104']);
    expect(kbet.stores.slips.prematch.get().count).toBe(0);
  });

  it('moves a price when the live push says so, flashing its direction', async () => {
    const { events } = await setup('/europe');
    const home = await screen.findByRole('button', { name: '맨시티 승 1.85' });
    events.emit('live:event', {
      seq: 2,
      prev: 1,
      type: 'odds',
      data: {
        fixtureId: 1,
        changes: [{ oddsId: '1_1_100', marketId: 1, price: '1.95', version: 2, status: 1 }],
      },
    });
    await waitFor(() => expect(home.getAttribute('aria-label')).toBe('맨시티 승 1.95'));
    expect(home.className).toMatch(/up/);
  });

  it('opens the other markets of a fixture from its more button', async () => {
    const { client } = await setup('/europe');
    const more = await screen.findByRole('button', { name: '맨시티 vs 리버풀 전체 마켓 4개 더보기' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(client.sports.fixture).toHaveBeenCalledWith(1, expect.anything()));
    const handicap = await screen.findByRole('region', { name: '맨시티 vs 리버풀 핸디캡' });
    expect(within(handicap).getByRole('heading', { level: 3 }).textContent).toBe('핸디캡');
  });

  it('pages through the listing', async () => {
    const { client } = await setup('/europe');
    fireEvent.click(await screen.findByRole('button', { name: '3 페이지' }));
    await waitFor(() =>
      expect(client.sports.fixtures).toHaveBeenLastCalledWith(
        { gameType: 'EU', page: 3, itemsPerPage: 15 },
        expect.anything(),
      ),
    );
  });
});
