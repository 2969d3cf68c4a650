import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { kbet } from '@/lib/kbet';
import { sportIcon } from '@/lib/sportIcon';
import { MOBILE_QUERY } from '@/lib/useIsMobile';
import { createKbetHarness } from '@/test/renderWithKbet';
import { EuropePage } from '../components/EuropePage';
import { mainMarkets } from '../utils/fixtureMarkets';
import { fixture } from './testFixtures';

// Every render of a fixture row reads its main markets once: counting the calls counts the rows rendered.
vi.mock('../utils/fixtureMarkets', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../utils/fixtureMarkets')>();
  return { ...actual, mainMarkets: vi.fn(actual.mainMarkets) };
});
// Every render of a league group reads its sport's icon once (the sport tabs list no sports here).
vi.mock('@/lib/sportIcon', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/sportIcon')>();
  return { sportIcon: vi.fn(actual.sportIcon) };
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
beforeEach(() => {
  kbet.stores.slips.prematch.clear();
  kbet.stores.slips.korean.clear();
});

const page = {
  items: [
    fixture(1, 102, '맨시티', '리버풀'),
    fixture(2, 102, '아스널', '첼시'),
    fixture(3, 201, '울산', '전북'),
  ],
  total: 3,
};

/** The fixtures whose rows rendered since the last call. */
function rowsRendered(): number[] {
  const spy = vi.mocked(mainMarkets);
  const ids = spy.mock.calls.map(([rendered]) => rendered.fixtureId);
  spy.mockClear();
  return ids;
}

/** How many league groups rendered since the last call. */
function groupsRendered(): number {
  const spy = vi.mocked(sportIcon);
  const count = spy.mock.calls.length;
  spy.mockClear();
  return count;
}

async function setup(url: string) {
  const harness = await createKbetHarness({
    client: { sports: { sports: vi.fn(async () => []), fixtures: vi.fn(async () => page) } },
  });
  await harness.renderRoutes([{ path: '/europe', Component: EuropePage }], url);
  await screen.findByRole('button', { name: '맨시티 승 1.85' });
  rowsRendered();
  groupsRendered();
  return harness;
}

describe.each([
  ['European', '/europe'],
  ['Korean', '/europe?game_type=KR'],
])('the %s view renders only what changed', (_view, url) => {
  it('a pick renders no fixture again: only the buttons whose pressed state changed follow the slip', async () => {
    await setup(url);
    const [home] = screen.getAllByRole('button', { name: '맨시티 승 1.85' });
    fireEvent.click(home as HTMLElement);
    expect(home?.getAttribute('aria-pressed')).toBe('true');
    expect(rowsRendered()).toEqual([]);
    expect(groupsRendered()).toBe(0);
  });

  it("a live price renders only its fixture's row and league group", async () => {
    const { events } = await setup(url);
    events.emit('live:event', {
      seq: 2,
      prev: 1,
      type: 'odds',
      data: {
        fixtureId: 2,
        changes: [{ oddsId: '2_1_100', marketId: 1, price: '1.95', version: 2, status: 1 }],
      },
    });
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: '아스널 승 1.95' }).length).toBeGreaterThan(0),
    );
    expect(new Set(rowsRendered())).toEqual(new Set([2]));
    // Fixture 2's league (102) of the page's two; the other group keeps its fixtures' objects.
    expect(groupsRendered()).toBe(1);
  });
});

describe('on a phone', () => {
  it('renders no slip beside the fixtures (CSS hides that column; the footer cart shows the slip)', async () => {
    const matchMedia = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
      matchMedia(query === MOBILE_QUERY ? '(min-width: 0px)' : query),
    );
    await setup('/europe');
    const column = screen.getByRole('complementary', { name: '베팅카트' });
    expect(column.childElementCount).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: '맨시티 승 1.85' }));
    expect(kbet.stores.slips.prematch.get().count).toBe(1);
    expect(column.childElementCount).toBe(0);
  });
});
