import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bonus, selection } from '../../betslip/__tests__/fixtures';
import { createKbetEvents, type KbetEvents } from '../../events';
import { createBetSlipStore } from '../../stores/betSlipStore';
import { createLiveClient, type LiveClientOptions, type LiveResyncResult } from '../createLiveClient';
import type { LiveEvent, LiveMessage } from '../liveEvent';
import type { LiveSource, LiveSourceFactory } from '../liveSource';
import { LIVE_STALE_MS } from '../liveTiming';

interface Opened {
  url: string;
  headers: Record<string, string>;
  source: LiveSource;
  closed: boolean;
}

/** A source factory whose connections the test drives by hand. */
const fakeSources = () => {
  const opened: Opened[] = [];
  const factory: LiveSourceFactory = (url, headers) => {
    const entry: Opened = {
      url,
      headers,
      closed: false,
      source: {
        onmessage: null,
        onerror: null,
        close: () => {
          entry.closed = true;
        },
      },
    };
    opened.push(entry);
    return entry.source;
  };
  const last = () => opened.at(-1) as Opened;
  return {
    opened,
    factory,
    last,
    send: (message: LiveMessage) => last().source.onmessage?.({ data: JSON.stringify(message) }),
    error: (status?: number) => last().source.onerror?.({ status }),
  };
};

const recorder = () => {
  const events = createKbetEvents();
  const seen: [keyof KbetEvents, unknown][] = [];
  events.on('*', (type, payload) => seen.push([type, payload]));
  return { events, seen, of: (type: keyof KbetEvents) => seen.filter(([t]) => t === type).map(([, p]) => p) };
};

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

const settle = () => vi.advanceTimersByTimeAsync(0);

const ready = (seq: number, prev = seq): LiveMessage => ({ type: 'ready', seq, prev });
const heartbeat = (seq: number, prev: number): LiveMessage => ({ type: 'heartbeat', seq, prev });
const odds = (seq: number, prev: number, changes: [oddsId: string, status: number][]): LiveEvent => ({
  type: 'odds',
  seq,
  prev,
  data: {
    fixtureId: 100,
    changes: changes.map(([oddsId, status]) => ({ oddsId, marketId: 1, price: '2.10', version: 2, status })),
  },
});

const setup = (overrides: Partial<LiveClientOptions> = {}) => {
  const sources = fakeSources();
  const bus = recorder();
  const store = createBetSlipStore({
    style: 'EU',
    limits: { emoney: 100_000, maxBet: 100_000, maxWin: 1_000_000 },
  });
  store.add(selection({ id: 1, fixtureId: 11 }));
  store.add(selection({ id: 2, fixtureId: 12 }));
  store.add(selection({ id: 3, fixtureId: 13 }));
  store.add(bonus('bonus_3', '1.03'));
  const onEvent = vi.fn();
  const resync = vi.fn<() => Promise<LiveResyncResult | undefined>>(async () => undefined);
  const poll = vi.fn();
  const client = createLiveClient({
    url: 'http://api/live/stream',
    source: sources.factory,
    events: bus.events,
    betSlip: store,
    onEvent,
    resync,
    poll,
    random: () => 0.5,
    ...overrides,
  });
  const suspended = () =>
    store
      .get()
      .slip.selections.filter((s) => s.suspended)
      .map((s) => s.id);
  return { sources, bus, store, onEvent, resync, poll, client, suspended };
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createLiveClient: connecting and events', () => {
  it('goes live on ready, hands events to onEvent and the bus, and maps balance and messages', () => {
    const { sources, bus, onEvent, client } = setup({ token: 'tok' });
    expect(client.state.value).toBe('idle');
    client.start();
    expect(client.state.value).toBe('connecting');
    expect(sources.last().url).toBe('http://api/live/stream');
    expect(sources.last().headers).toEqual({ authorization: 'Bearer tok' });
    sources.send(ready(7));
    expect(client.state.value).toBe('live');
    expect(client.lastSeq.value).toBe(7);

    const balance: LiveEvent = {
      type: 'balance',
      seq: 9,
      prev: 7,
      data: { emoney: 45_000, casinoMoney: 0, point: 10, comp: 0, transactionId: 3, kind: 'bet_stake' },
    };
    const message: LiveEvent = {
      type: 'message',
      seq: 12,
      prev: 9,
      data: { id: 5, title: '안내', unread: 2 },
    };
    sources.send(balance);
    sources.send(heartbeat(11, 9));
    sources.send({ ...message, prev: 11 });
    expect(onEvent.mock.calls).toEqual([[balance], [{ ...message, prev: 11 }]]);
    expect(bus.of('live:event')).toEqual([balance, { ...message, prev: 11 }]);
    expect(bus.of('balance:changed')).toEqual([{ emoney: 45_000 }]);
    expect(bus.of('message:new')).toEqual([{ unread: 2 }]);
    expect(bus.of('live:state')).toEqual([{ state: 'connecting' }, { state: 'live' }]);
    expect(client.lastSeq.value).toBe(12);
  });

  it('applies odds suspensions and re-openings to the slip', () => {
    const { sources, client, suspended } = setup();
    client.start();
    sources.send(ready(1));
    sources.send(
      odds(2, 1, [
        ['1', 2],
        ['2', 3],
        ['9', 2],
      ]),
    );
    expect(suspended()).toEqual([1, 2]);
    sources.send(odds(3, 2, [['1', 1]]));
    expect(suspended()).toEqual([2]);
  });

  it('resumes after the last sequence number, appending to a query string', () => {
    const { sources, client } = setup({ url: 'http://api/live/stream?x=1' });
    client.start();
    sources.send(ready(40));
    sources.error();
    vi.advanceTimersByTime(750);
    expect(sources.last().url).toBe('http://api/live/stream?x=1&since=40');
  });

  it('treats an unreadable frame as a broken connection', () => {
    const { sources, client } = setup();
    client.start();
    sources.last().source.onmessage?.({ data: 'not json' });
    expect(sources.last().closed).toBe(true);
    expect(client.state.value).toBe('reconnecting');
  });
});

describe('createLiveClient: reconnecting with backoff', () => {
  it('waits 0.75 s, 1.5 s, 3 s … (random 0.5) and starts over after a ready', () => {
    const { sources, client } = setup();
    client.start();
    sources.send(ready(3));
    const gaps: number[] = [];
    for (let i = 0; i < 6; i++) {
      const count = sources.opened.length;
      sources.error();
      expect(['reconnecting', 'stale']).toContain(client.state.value);
      let waited = 0;
      while (sources.opened.length === count) {
        vi.advanceTimersByTime(250);
        waited += 250;
      }
      gaps.push(waited);
    }
    // Going stale (12 s without a message) does not disturb the schedule.
    expect(gaps).toEqual([750, 1_500, 3_000, 6_000, 12_000, 22_500]);
    expect(sources.opened.slice(1).every((o) => o.url === 'http://api/live/stream?since=3')).toBe(true);
    sources.send(ready(3));
    sources.error();
    vi.advanceTimersByTime(749);
    const count = sources.opened.length;
    vi.advanceTimersByTime(1);
    expect(sources.opened.length).toBe(count + 1);
  });

  it('closes the old connection and never reconnects after stop()', () => {
    const { sources, client, bus } = setup();
    client.start();
    sources.send(ready(1));
    sources.error();
    client.stop();
    vi.advanceTimersByTime(120_000);
    expect(sources.opened).toHaveLength(1);
    expect(sources.opened[0]?.closed).toBe(true);
    expect(client.state.value).toBe('closed');
    expect(bus.of('live:state').at(-1)).toEqual({ state: 'closed' });
    client.start();
    expect(sources.opened).toHaveLength(2);
    expect(sources.last().url).toBe('http://api/live/stream?since=1');
  });
});

describe('createLiveClient: gaps', () => {
  it('resyncs once on a sequence jump, keeps the event and stays live', async () => {
    const { sources, client, resync, onEvent } = setup();
    client.start();
    sources.send(ready(10));
    sources.send(heartbeat(12, 10));
    expect(resync).not.toHaveBeenCalled();
    const jumped = odds(20, 15, [['1', 1]]);
    sources.send(jumped);
    expect(onEvent).toHaveBeenCalledWith(jumped);
    expect(resync).toHaveBeenCalledTimes(1);
    await settle();
    expect(client.state.value).toBe('live');
    sources.send(heartbeat(21, 20));
    await settle();
    expect(resync).toHaveBeenCalledTimes(1);
  });

  it('resyncs when the server could not resume after the last number (ready.prev differs)', async () => {
    const { sources, client, resync } = setup();
    client.start();
    sources.send(ready(10));
    sources.error();
    vi.advanceTimersByTime(750);
    const pending = deferred<undefined>();
    resync.mockReturnValueOnce(pending.promise);
    sources.send(ready(500, 480));
    expect(resync).toHaveBeenCalledTimes(1);
    expect(client.state.value).toBe('reconnecting');
    pending.resolve(undefined);
    await settle();
    expect(client.state.value).toBe('live');
  });

  it('runs one more resync when another gap arrives during one', async () => {
    const { sources, client, resync } = setup();
    client.start();
    sources.send(ready(1));
    const first = deferred<undefined>();
    resync.mockReturnValueOnce(first.promise);
    sources.send(heartbeat(5, 3));
    sources.send(heartbeat(9, 7));
    expect(resync).toHaveBeenCalledTimes(1);
    first.resolve(undefined);
    await settle();
    expect(resync).toHaveBeenCalledTimes(2);
    expect(client.state.value).toBe('live');
  });

  it('reconnects when the resync fails, and resyncs again on the next ready', async () => {
    const { sources, client, resync } = setup();
    client.start();
    sources.send(ready(1));
    resync.mockRejectedValueOnce(new Error('offline'));
    sources.send(heartbeat(5, 3));
    await settle();
    expect(client.state.value).toBe('reconnecting');
    expect(sources.last().closed).toBe(true);
    vi.advanceTimersByTime(750);
    sources.send(ready(5));
    expect(resync).toHaveBeenCalledTimes(2);
    await settle();
    expect(client.state.value).toBe('live');
  });
});

describe('createLiveClient: stale stream', () => {
  it('suspends the feed selections while stale, resyncs after reconnecting, then resumes them', async () => {
    const { sources, client, resync, suspended, bus } = setup();
    client.start();
    sources.send(ready(1));
    sources.send(odds(2, 1, [['3', 2]]));
    expect(suspended()).toEqual([3]);

    vi.advanceTimersByTime(LIVE_STALE_MS - 1);
    expect(client.state.value).toBe('live');
    vi.advanceTimersByTime(1);
    expect(client.state.value).toBe('stale');
    // Not the bonus item, and 3 was already suspended by the feed.
    expect(suspended()).toEqual([1, 2, 3]);
    expect(sources.opened[0]?.closed).toBe(true);

    vi.advanceTimersByTime(750);
    expect(sources.last().url).toBe('http://api/live/stream?since=2');
    const pending = deferred<LiveResyncResult>();
    resync.mockReturnValueOnce(pending.promise);
    sources.send(ready(2));
    expect(client.state.value).toBe('stale');
    expect(suspended()).toEqual([1, 2, 3]);
    pending.resolve({ suspended: ['2'] });
    await settle();
    expect(client.state.value).toBe('live');
    expect(suspended()).toEqual([2, 3]);
    expect(bus.of('live:state')).toEqual([
      { state: 'connecting' },
      { state: 'live' },
      { state: 'stale' },
      { state: 'live' },
    ]);
  });

  it('keeps a selection the feed suspended during the stale period', async () => {
    const { sources, client, suspended } = setup();
    client.start();
    sources.send(ready(1));
    vi.advanceTimersByTime(LIVE_STALE_MS);
    vi.advanceTimersByTime(750);
    sources.send(ready(1));
    sources.send(odds(2, 1, [['1', 2]]));
    await settle();
    expect(client.state.value).toBe('live');
    expect(suspended()).toEqual([1]);
  });

  it('goes stale when reconnects keep failing, and redials a connection that never answers', () => {
    const { sources, client, suspended } = setup();
    client.start();
    sources.send(ready(1));
    sources.error();
    vi.advanceTimersByTime(750);
    sources.error();
    vi.advanceTimersByTime(1_500);
    expect(client.state.value).toBe('reconnecting');
    const third = sources.last();
    vi.advanceTimersByTime(LIVE_STALE_MS - 2_250);
    expect(client.state.value).toBe('stale');
    expect(suspended()).toEqual([1, 2, 3]);
    // The silent third connection is dropped; the fourth, dialled 3 s later, hangs as well.
    expect(third.closed).toBe(true);
    vi.advanceTimersByTime(3_000);
    const fourth = sources.last();
    expect(fourth).not.toBe(third);
    vi.advanceTimersByTime(LIVE_STALE_MS - 3_001);
    expect(fourth.closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(fourth.closed).toBe(true);
  });

  it('suspends on a stale feed and resumes after the resync that follows its recovery', async () => {
    const { sources, client, resync, suspended } = setup();
    client.start();
    sources.send(ready(1));
    sources.send({ type: 'feed', seq: 2, prev: 1, data: { stale: true } });
    expect(suspended()).toEqual([1, 2, 3]);
    expect(client.state.value).toBe('live');
    sources.send({ type: 'feed', seq: 3, prev: 2, data: { stale: false } });
    expect(resync).toHaveBeenCalledTimes(1);
    await settle();
    expect(suspended()).toEqual([]);
    sources.send({ type: 'resync', seq: 4, prev: 3, data: {} });
    expect(resync).toHaveBeenCalledTimes(2);
  });
});

describe('createLiveClient: polling fallback', () => {
  it('polls every 5 s while the stream is down and stops once it is live again', async () => {
    const { sources, client, poll } = setup({ backoff: { baseMs: 20_000, maxMs: 20_000 } });
    client.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(poll).not.toHaveBeenCalled();
    sources.send(ready(1));
    sources.error();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(poll).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(poll).toHaveBeenCalledTimes(3);
    expect(sources.opened).toHaveLength(2);
    sources.send(ready(1));
    await settle();
    expect(client.state.value).toBe('live');
    await vi.advanceTimersByTimeAsync(LIVE_STALE_MS - 1);
    expect(poll).toHaveBeenCalledTimes(3);
  });

  it('swallows a failing poll', async () => {
    const poll = vi.fn(async () => {
      throw new Error('offline');
    });
    const { sources, client } = setup({ poll });
    client.start();
    sources.error();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(poll).toHaveBeenCalledTimes(1);
  });
});

describe('createLiveClient: a scheduled delivery', () => {
  /** A scheduler the test runs by hand: the flushes asked for and not run yet. */
  const frames = () => {
    const asked: (() => void)[] = [];
    return {
      asked,
      schedule: (flush: () => void) => void asked.push(flush),
      run: () => {
        for (const flush of asked.splice(0)) flush();
      },
    };
  };

  it('delivers the events received before a flush together, in order, asking for one flush a batch', () => {
    const frame = frames();
    const { sources, client, onEvent, bus, suspended } = setup({ schedule: frame.schedule });
    client.start();
    sources.send(ready(1));
    const first = odds(2, 1, [['1', 2]]);
    const second = odds(3, 2, [['2', 2]]);
    const third = odds(5, 4, [['1', 1]]);
    sources.send(first);
    sources.send(second);
    sources.send(heartbeat(4, 3));
    sources.send(third);
    expect(onEvent).not.toHaveBeenCalled();
    expect(suspended()).toEqual([]);
    expect(client.lastSeq.value).toBe(5);
    expect(frame.asked).toHaveLength(1);
    frame.run();
    expect(onEvent.mock.calls).toEqual([[first], [second], [third]]);
    expect(bus.of('live:event')).toEqual([first, second, third]);
    expect(suspended()).toEqual([2]);
    sources.send(odds(6, 5, [['3', 2]]));
    expect(frame.asked).toHaveLength(1);
    frame.run();
    expect(suspended()).toEqual([2, 3]);
  });

  it('delivers what it holds before the stream goes stale, so a held re-opening does not undo the suspension', () => {
    const frame = frames();
    const { sources, client, suspended } = setup({ schedule: frame.schedule });
    client.start();
    sources.send(ready(1));
    sources.send(odds(2, 1, [['1', 1]]));
    vi.advanceTimersByTime(LIVE_STALE_MS);
    expect(client.state.value).toBe('stale');
    frame.run();
    expect(suspended()).toEqual([1, 2, 3]);
  });

  it('delivers what it holds before a gap resyncs, a ready and a stop', async () => {
    const frame = frames();
    const seenAtResync: number[] = [];
    const { sources, client, onEvent, resync } = setup({ schedule: frame.schedule });
    resync.mockImplementation(async () => {
      seenAtResync.push(onEvent.mock.calls.length);
      return undefined;
    });
    client.start();
    sources.send(ready(1));
    sources.send(odds(2, 1, [['1', 1]]));
    sources.send(odds(9, 5, [['2', 1]]));
    expect(seenAtResync).toEqual([2]);
    await settle();

    sources.send(odds(10, 9, [['3', 1]]));
    sources.error();
    expect(onEvent).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(750);
    sources.send(ready(10));
    sources.send(odds(11, 10, [['1', 2]]));
    client.stop();
    expect(onEvent).toHaveBeenCalledTimes(4);
    frame.run();
    expect(onEvent).toHaveBeenCalledTimes(4);
  });
});

describe('createLiveClient: the session ends', () => {
  it('closes on an end frame and announces why', () => {
    const { sources, client, bus } = setup();
    client.start();
    sources.send(ready(1));
    sources.send({
      type: 'end',
      seq: 1,
      prev: 1,
      data: { status: 555, code: 'ERR_OTHER_DEVICE', message: 'm' },
    });
    expect(client.state.value).toBe('closed');
    expect(sources.last().closed).toBe(true);
    expect(bus.of('session:ended')).toEqual([{ reason: 'otherDevice', message: 'm' }]);
    vi.advanceTimersByTime(60_000);
    expect(sources.opened).toHaveLength(1);
  });

  it('maps a withdrawn member and a refused connection', () => {
    const first = setup();
    first.client.start();
    first.sources.send({
      type: 'end',
      seq: 0,
      prev: 0,
      data: { status: 556, code: 'ERR_WITHDRAWN', message: 'w' },
    });
    expect(first.bus.of('session:ended')).toEqual([{ reason: 'withdrawn', message: 'w' }]);

    const second = setup();
    second.client.start();
    second.sources.error(556);
    expect(second.client.state.value).toBe('closed');
    expect(second.bus.of('session:ended')).toEqual([{ reason: 'serverLogout' }]);
  });
});

describe('createLiveClient: default source', () => {
  it('uses EventSource with the session cookie when there is no token, fetch when there is one', () => {
    const created: [string, unknown][] = [];
    const natives: FakeEventSource[] = [];
    class FakeEventSource {
      onmessage: ((event: { data: string; lastEventId: string }) => void) | null = null;
      onerror: ((event: object) => void) | null = null;
      closed = false;
      constructor(url: string, init: unknown) {
        created.push([url, init]);
        natives.push(this);
      }
      close() {
        this.closed = true;
      }
    }
    const fetch = vi.fn(() => new Promise(() => {}));
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.stubGlobal('fetch', fetch);
    try {
      const cookie = createLiveClient({ url: 'http://api/live/stream' });
      cookie.start();
      expect(created).toEqual([['http://api/live/stream', { withCredentials: true }]]);
      // The browser's events, richer than a LiveSource's, reach the client through its wrapper.
      natives[0]?.onmessage?.({ data: JSON.stringify(ready(3)), lastEventId: '3' });
      expect(cookie.state.value).toBe('live');
      natives[0]?.onerror?.({ type: 'error' });
      expect(cookie.state.value).toBe('reconnecting');
      expect(natives[0]?.closed).toBe(true);
      createLiveClient({ url: 'http://api/live/stream', token: 't' }).start();
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(created).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
