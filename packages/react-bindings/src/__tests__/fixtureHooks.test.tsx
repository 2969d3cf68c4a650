import {
  createKbetEvents,
  createLiveClient,
  createResourceCache,
  createSessionStore,
  type FixtureSummary,
  type LiveEvent,
  type LiveMessage,
  type LiveSource,
  stubKbetClient,
} from '@kbet/sdk';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureKey } from '../fixtureKey';
import { KbetProvider, useFixture, useFixtures, useInplayFixtures } from '../index';

afterEach(cleanup);

const fixture = (fixtureId: number): FixtureSummary => ({
  fixtureId,
  sportId: 6046,
  sportName: 'Football',
  sportNameKorean: '축구',
  locationId: 2,
  locationName: 'England',
  locationNameKorean: '잉글랜드',
  leagueId: 102,
  leagueName: 'Premier League',
  leagueNameKorean: '프리미어리그',
  startDate: '2026-03-01T12:00:00.000Z',
  status: 2,
  home: { id: 1, name: 'Man City', nameKorean: '맨시티' },
  away: { id: 2, name: 'Liverpool', nameKorean: '리버풀' },
  livescore: { period: 10, clockSeconds: 60, homeScore: 0, awayScore: 0, periods: [] },
  marketCount: 1,
  markets: [
    {
      marketId: 1,
      name: '1X2',
      nameKorean: '승무패',
      period: 100,
      odds: [
        {
          id: `${fixtureId}_1_100`,
          fixtureId,
          sportId: 6046,
          marketId: 1,
          betPrice: '1.85',
          version: '1',
          betName: '1',
          betLine: null,
          marketName: '1X2',
          marketNameKorean: '승무패',
          status: 1,
        },
      ],
    },
  ],
});

function setup() {
  const client = {
    sports: {
      fixtures: vi.fn(async () => ({ items: [fixture(1), fixture(2)], total: 2 })),
      inplay: vi.fn(async () => ({ items: [fixture(3)], total: 1 })),
      fixture: vi.fn(async (id: number) => fixture(id)),
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

const odds = (fixtureId: number, price: string, version: number, status = 1): LiveEvent => ({
  seq: version,
  prev: version - 1,
  type: 'odds',
  data: { fixtureId, changes: [{ oddsId: `${fixtureId}_1_100`, marketId: 1, price, version, status }] },
});

describe('fixtureKey', () => {
  it('keys a query by its defined entries in key order', () => {
    expect(fixtureKey('fixtures:list', { sport_id: 6046, page: 2, search: '', league: undefined })).toBe(
      'fixtures:list:page=2&sport_id=6046',
    );
    expect(fixtureKey('fixtures:list', { page: 2, sport_id: 6046 })).toBe(
      fixtureKey('fixtures:list', { sport_id: 6046, page: 2 }),
    );
  });
});

describe('useFixtures', () => {
  it('loads a page of the listing once per query and shares it', async () => {
    const { client, wrapper } = setup();
    const query = { gameType: 'KR' as const, sportId: 6046, page: 1 };
    const first = renderHook(() => useFixtures(query), { wrapper });
    const second = renderHook(() => useFixtures({ page: 1, sportId: 6046, gameType: 'KR' }), { wrapper });
    await waitFor(() => expect(first.result.current.data?.total).toBe(2));
    expect(second.result.current.data?.items).toHaveLength(2);
    expect(client.sports.fixtures).toHaveBeenCalledTimes(1);
    expect(client.sports.fixtures).toHaveBeenCalledWith(query, expect.anything());
  });

  it('loads nothing for a null query', () => {
    const { client, wrapper } = setup();
    const { result } = renderHook(() => useFixtures(null), { wrapper });
    expect(result.current.status).toBe('idle');
    expect(client.sports.fixtures).not.toHaveBeenCalled();
  });

  it('applies pushed odds to the loaded page, several events between renders included', async () => {
    const { events, wrapper } = setup();
    const { result } = renderHook(() => useFixtures({ page: 1 }), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    events.emit('live:event', odds(1, '1.90', 2));
    events.emit('live:event', odds(2, '2.10', 3, 2));
    await waitFor(() => expect(result.current.data?.items[1]?.markets[0]?.odds[0]?.status).toBe(2));
    expect(result.current.data?.items[0]?.markets[0]?.odds[0]).toMatchObject({
      betPrice: '1.90',
      version: '2',
    });
    expect(result.current.data?.items[1]?.markets[0]?.odds[0]).toMatchObject({
      betPrice: '2.10',
      version: '3',
    });
  });
});

describe('useInplayFixtures', () => {
  it('loads the fixtures in play and follows pushed scores', async () => {
    const { client, events, wrapper } = setup();
    const { result } = renderHook(() => useInplayFixtures({ sportId: 6046 }), { wrapper });
    await waitFor(() => expect(result.current.data?.items).toHaveLength(1));
    expect(client.sports.inplay).toHaveBeenCalledWith({ sportId: 6046 }, expect.anything());
    events.emit('live:event', {
      seq: 5,
      prev: 4,
      type: 'score',
      data: {
        fixtureId: 3,
        sportId: 6046,
        status: 2,
        period: 20,
        clockSeconds: 3000,
        homeScore: 1,
        awayScore: 0,
        periods: [],
      },
    });
    await waitFor(() => expect(result.current.data?.items[0]?.livescore.homeScore).toBe(1));
    expect(result.current.data?.items[0]?.livescore.period).toBe(20);
  });

  it('renders once for the events a scheduled live client delivers together, none before', async () => {
    const { client, events, wrapper } = setup();
    client.sports.inplay.mockResolvedValueOnce({ items: [fixture(3), fixture(4)], total: 2 });
    let renders = 0;
    const { result } = renderHook(
      () => {
        renders += 1;
        return useInplayFixtures({ sportId: 6046 });
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.data?.items).toHaveLength(2));
    const flushes: (() => void)[] = [];
    let source: LiveSource | undefined;
    const live = createLiveClient({
      url: 'http://api/live/stream',
      events,
      schedule: (flush) => void flushes.push(flush),
      source: () => {
        source = { onmessage: null, onerror: null, close() {} };
        return source;
      },
    });
    live.start();
    const send = (message: LiveMessage) => source?.onmessage?.({ data: JSON.stringify(message) });
    send({ type: 'ready', seq: 1, prev: 1 });
    send(odds(3, '1.90', 2));
    send(odds(4, '2.40', 3, 2));
    send(odds(3, '1.95', 4));
    const before = renders;
    await Promise.resolve();
    expect(renders).toBe(before);
    expect(result.current.data?.items[0]?.markets[0]?.odds[0]?.betPrice).toBe('1.85');
    expect(flushes).toHaveLength(1);
    flushes[0]?.();
    await waitFor(() => expect(result.current.data?.items[0]?.markets[0]?.odds[0]?.betPrice).toBe('1.95'));
    expect(result.current.data?.items[1]?.markets[0]?.odds[0]).toMatchObject({ betPrice: '2.40', status: 2 });
    expect(renders).toBe(before + 1);
    live.stop();
  });
});

describe('useFixture', () => {
  it('loads one fixture with all its markets when asked, and follows its odds', async () => {
    const { client, events, wrapper } = setup();
    const { result, rerender } = renderHook(({ id }: { id: number | null }) => useFixture(id), {
      wrapper,
      initialProps: { id: null as number | null },
    });
    expect(client.sports.fixture).not.toHaveBeenCalled();
    rerender({ id: 7 });
    await waitFor(() => expect(result.current.data?.fixtureId).toBe(7));
    events.emit('live:event', odds(7, '1.70', 4));
    await waitFor(() => expect(result.current.data?.markets[0]?.odds[0]?.betPrice).toBe('1.70'));
  });

  it('is reloaded by a live resync, which invalidates every fixtures: key', async () => {
    const { client, cache, wrapper } = setup();
    const { result } = renderHook(() => useFixture(7), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    cache.invalidate('fixtures');
    await waitFor(() => expect(client.sports.fixture).toHaveBeenCalledTimes(2));
  });
});
