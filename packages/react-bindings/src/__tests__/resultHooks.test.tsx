import {
  createKbetEvents,
  createResourceCache,
  createSessionStore,
  type FixtureResult,
  type FixtureSummary,
  stubKbetClient,
} from '@kbet/sdk';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KbetProvider, useFixtureResults, useScoreboard } from '../index';

afterEach(cleanup);

const names = {
  sportId: 6046,
  sportName: 'Football',
  sportNameKorean: '축구',
  locationId: 1,
  locationName: 'South Korea',
  locationNameKorean: '대한민국',
  leagueId: 101,
  leagueName: 'K League 1',
  leagueNameKorean: 'K리그1',
  startDate: '2026-01-01T03:00:00.000Z',
  home: { id: 1, name: 'Ulsan', nameKorean: '울산' },
  away: { id: 2, name: 'Seoul', nameKorean: '서울' },
};

const live = (fixtureId: number, status = 2): FixtureSummary => ({
  ...names,
  fixtureId,
  status,
  livescore: { period: 10, clockSeconds: 600, homeScore: 0, awayScore: 0, periods: [] },
  marketCount: 3,
  markets: [],
});

const result: FixtureResult = {
  ...names,
  fixtureId: 9,
  status: 3,
  state: 'finished',
  homeScore: 2,
  awayScore: 1,
  periods: [{ period: 10, homeScore: 1, awayScore: 1 }],
  markets: [],
};

function setup() {
  const client = {
    sports: {
      results: vi.fn(async () => ({ items: [result], total: 31 })),
      scoreboard: vi.fn(async () => ({ items: [live(1), live(2)] })),
    },
  };
  const kbetClient = stubKbetClient(client);
  const events = createKbetEvents();
  const cache = createResourceCache();
  const session = createSessionStore(stubKbetClient(), { events, pollMs: 0 });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <KbetProvider client={kbetClient} stores={{ session, events, cache }}>
      {children}
    </KbetProvider>
  );
  return { client, events, cache, wrapper };
}

describe('useFixtureResults', () => {
  it('loads a page of results once per query, whatever the key order, and a new page on a new query', async () => {
    const { client, wrapper } = setup();
    const query = { sportId: 6046, date: '2026-01-01', page: 1, perpage: 15 };
    const { result: first, rerender } = renderHook(({ q }) => useFixtureResults(q), {
      wrapper,
      initialProps: { q: query },
    });
    const second = renderHook(
      () => useFixtureResults({ perpage: 15, page: 1, date: '2026-01-01', sportId: 6046 }),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(first.current.data?.total).toBe(31));
    expect(second.result.current.data?.items[0]?.fixtureId).toBe(9);
    expect(client.sports.results).toHaveBeenCalledTimes(1);
    expect(client.sports.results).toHaveBeenCalledWith(query, expect.anything());
    rerender({ q: { ...query, page: 2 } });
    await waitFor(() => expect(client.sports.results).toHaveBeenCalledTimes(2));
    expect(client.sports.results).toHaveBeenLastCalledWith({ ...query, page: 2 }, expect.anything());
  });
});

describe('useFixtureResults with no query', () => {
  it('loads nothing for a null query (a day out of reach)', () => {
    const { client, wrapper } = setup();
    const { result: view } = renderHook(() => useFixtureResults(null), { wrapper });
    expect(view.current.status).toBe('idle');
    expect(client.sports.results).not.toHaveBeenCalled();
  });
});

describe('useScoreboard', () => {
  it('loads the board and follows pushed scores and statuses', async () => {
    const { client, events, wrapper } = setup();
    const { result: board } = renderHook(() => useScoreboard({ sportId: 6046 }), { wrapper });
    await waitFor(() => expect(board.current.data?.items).toHaveLength(2));
    expect(client.sports.scoreboard).toHaveBeenCalledWith({ sportId: 6046 }, expect.anything());
    events.emit('live:event', {
      seq: 2,
      prev: 1,
      type: 'score',
      data: {
        fixtureId: 2,
        sportId: 6046,
        status: 2,
        period: 20,
        clockSeconds: 3_000,
        homeScore: 2,
        awayScore: 1,
        periods: [
          { period: 10, home: 1, away: 1 },
          { period: 20, home: 1, away: 0 },
        ],
      },
    });
    events.emit('live:event', {
      seq: 3,
      prev: 2,
      type: 'fixture',
      data: { fixtureId: 1, sportId: 6046, status: 3, startDate: names.startDate },
    });
    await waitFor(() => expect(board.current.data?.items[0]?.status).toBe(3));
    expect(board.current.data?.items[1]?.livescore).toEqual({
      period: 20,
      clockSeconds: 3_000,
      homeScore: 2,
      awayScore: 1,
      periods: [
        { period: 10, homeScore: 1, awayScore: 1, isFinished: true },
        { period: 20, homeScore: 1, awayScore: 0, isFinished: false },
      ],
    });
  });

  it('is reloaded by a live resync, which invalidates every fixtures: key', async () => {
    const { client, cache, wrapper } = setup();
    const { result: board } = renderHook(() => useScoreboard({}), { wrapper });
    await waitFor(() => expect(board.current.data).toBeDefined());
    cache.invalidate('fixtures');
    await waitFor(() => expect(client.sports.scoreboard).toHaveBeenCalledTimes(2));
  });
});
