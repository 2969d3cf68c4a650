import { type ReadonlySignal, signal } from '@preact/signals-core';
import { type SlipSelection, sameId } from '../betslip/betSlip';
import { POLL_INTERVAL_MS } from '../constants/timing';
import type { KbetEventBus } from '../events';
import type { BetSlipStore } from '../stores/betSlipStore';
import { isBonusSelection } from '../validation/validateBonusCombination';
import { type BackoffOptions, backoffDelay } from './backoffDelay';
import { createFetchSource } from './createFetchSource';
import type { LiveEvent, LiveMessage } from './liveEvent';
import type { LiveSource, LiveSourceFactory } from './liveSource';
import type { LiveState } from './liveState';
import { LIVE_STALE_MS } from './liveTiming';

export interface LiveResyncResult {
  /** Odds ids the fresh snapshots show suspended: they stay suspended in the slip. */
  readonly suspended?: readonly (string | number)[];
}

export interface LiveClientOptions {
  /** The stream, e.g. `${baseURL}/live/stream`; without a session only the public channels arrive. */
  readonly url: string;
  /**
   * Sent as a bearer header, read on every connection (pass a function to follow a session). Without a token a
   * browser's EventSource is used, which sends the session cookie.
   */
  readonly token?: string | (() => string | undefined);
  /** How to connect; defaults to EventSource when there is one and no token, else {@link createFetchSource}. */
  readonly source?: LiveSourceFactory;
  readonly onEvent?: (event: LiveEvent) => void;
  /**
   * Holds the events that arrive before `flush` is called and delivers them together then, in order: a browser
   * passes requestAnimationFrame, so the messages of one frame make one update of the views instead of a render each.
   * Without it every event is delivered as it arrives. Anything else the client does delivers what it holds first.
   */
  readonly schedule?: (flush: () => void) => void;
  /** Refetches the snapshots on screen (odds, user, slips) after a gap, a stale period or a feed resync. */
  readonly resync?: () => Promise<LiveResyncResult | undefined> | Promise<void>;
  /** The spec's 5-second refresh (user and message check), run while the stream is down. */
  readonly poll?: () => unknown;
  /** Gets 'live:state' and 'live:event', plus 'balance:changed' and 'message:new' from the pushed events. */
  readonly events?: KbetEventBus;
  /** Suspensions are applied here; while stale, the affected selections are suspended until a resync. */
  readonly betSlip?: Pick<BetSlipStore, 'get' | 'suspend' | 'resume'>;
  /** Which selections go stale with the stream; default every feed selection (not the bonus item). */
  readonly affects?: (selection: SlipSelection) => boolean;
  readonly staleAfterMs?: number;
  readonly pollIntervalMs?: number;
  readonly backoff?: BackoffOptions;
  readonly random?: () => number;
}

export interface LiveClient {
  readonly state: ReadonlySignal<LiveState>;
  /** The last sequence number received: a reconnect resumes after it. */
  readonly lastSeq: ReadonlySignal<number | null>;
  /** Connects. Load the first snapshots after calling it: whatever changes after that arrives as events. */
  start(): void;
  stop(): void;
}

// A browser's EventSource hands its handlers richer events than a LiveSource promises; the wrapper passes them on.
const eventSource = (url: string): LiveSource => {
  const native = new EventSource(url, { withCredentials: true });
  const source: LiveSource = { onmessage: null, onerror: null, close: () => native.close() };
  native.onmessage = (event) => source.onmessage?.(event);
  native.onerror = () => source.onerror?.();
  return source;
};

const defaultSource = (token: string | undefined): LiveSourceFactory =>
  token || typeof EventSource === 'undefined' ? createFetchSource() : eventSource;

type Timer = ReturnType<typeof setTimeout>;

/**
 * The live-push client: resumes after the last sequence number, reconnects with backoff and jitter, resyncs
 * on a gap, suspends the slip's selections while stale (resuming them after a resync), and polls every
 * 5 seconds while the stream is down.
 * @example
 * const live = createLiveClient({ url: `${api}/live/stream`, token, events, betSlip, resync, poll: refreshUser });
 * live.start();
 */
export function createLiveClient(options: LiveClientOptions): LiveClient {
  const { events, betSlip } = options;
  const affects = options.affects ?? ((selection: SlipSelection) => !isBonusSelection(selection));
  const { token: given } = options;
  const readToken = typeof given === 'function' ? given : () => given;
  const staleAfterMs = options.staleAfterMs ?? LIVE_STALE_MS;
  const state = signal<LiveState>('idle');
  const lastSeq = signal<number | null>(null);
  let source: LiveSource | undefined;
  // Counts connections, so a resync finishing after its connection dropped does not declare the next one live.
  let generation = 0;
  let attempt = 0;
  let staleTimer: Timer | undefined;
  let retryTimer: Timer | undefined;
  let pollTimer: ReturnType<typeof setInterval> | undefined;
  // What this client suspended for staleness (null: nothing), resumed after the next successful resync.
  let staleIds: (string | number)[] | null = null;
  let feedStale = false;
  // Something may have been missed (a gap, a stale period): resync before calling the stream live.
  let dirty = false;
  let resyncing = false;
  let again = false;
  // Events received and not delivered yet (only with `schedule`), and whether a flush is already asked for.
  const held: LiveEvent[] = [];
  let flushAsked = false;

  const setState = (next: LiveState) => {
    if (state.value !== next) {
      state.value = next;
      events?.emit('live:state', { state: next });
    }
    const down = next === 'reconnecting' || next === 'stale';
    if (down && !pollTimer && options.poll) {
      const poll = options.poll;
      pollTimer = setInterval(
        () =>
          void Promise.resolve()
            .then(poll)
            .catch(() => {}),
        options.pollIntervalMs ?? POLL_INTERVAL_MS,
      );
    } else if (!down && pollTimer) {
      clearInterval(pollTimer);
      pollTimer = undefined;
    }
  };

  const suspendAffected = () => {
    if (staleIds || !betSlip) return;
    staleIds = betSlip
      .get()
      .slip.selections.filter((s) => !s.suspended && affects(s))
      .map((s) => s.id);
    betSlip.suspend(staleIds);
  };

  const resumeAffected = (keep: readonly (string | number)[]) => {
    if (!staleIds || feedStale) return;
    const ids = staleIds.filter((id) => !keep.some((k) => sameId(k, id)));
    staleIds = null;
    betSlip?.resume(ids);
  };

  const drop = () => {
    if (!source) return;
    source.onmessage = null;
    source.onerror = null;
    source.close();
    source = undefined;
  };

  const armStale = () => {
    clearTimeout(staleTimer);
    staleTimer = setTimeout(goStale, staleAfterMs);
  };

  const reconnectLater = () => {
    if (retryTimer || state.value === 'closed') return;
    retryTimer = setTimeout(
      () => {
        retryTimer = undefined;
        connect();
      },
      backoffDelay(attempt++, options.backoff, options.random),
    );
  };

  const fail = () => {
    deliver();
    drop();
    if (state.value !== 'stale') setState('reconnecting');
    reconnectLater();
  };

  function goStale() {
    // A held event must not resume a selection after the stale period suspended it.
    deliver();
    suspendAffected();
    dirty = true;
    setState('stale');
    // A silent connection may be half-open: drop it and dial again; check again after another period.
    if (source) {
      drop();
      reconnectLater();
    }
    armStale();
  }

  const resync = () => {
    if (resyncing) {
      again = true;
      return;
    }
    resyncing = true;
    let forConnection = generation;
    const run = async () => {
      let result: LiveResyncResult | undefined;
      do {
        again = false;
        forConnection = generation;
        result = (await options.resync?.()) ?? undefined;
      } while (again);
      return result;
    };
    run().then(
      (result) => {
        resyncing = false;
        // Dropped meanwhile: the next connection's ready resyncs again.
        if (!source || forConnection !== generation) return;
        deliver();
        dirty = false;
        resumeAffected(result?.suspended ?? []);
        setState('live');
      },
      () => {
        resyncing = false;
        if (state.value !== 'closed') fail();
      },
    );
  };

  const stop = () => {
    deliver();
    drop();
    clearTimeout(staleTimer);
    clearTimeout(retryTimer);
    retryTimer = undefined;
    setState('closed');
  };

  const end = (status: number | undefined, code?: string, message?: string) => {
    stop();
    const reason = status === 555 ? 'otherDevice' : code === 'ERR_WITHDRAWN' ? 'withdrawn' : 'serverLogout';
    events?.emit('session:ended', message === undefined ? { reason } : { reason, message });
  };

  function dispatch(event: LiveEvent) {
    options.onEvent?.(event);
    events?.emit('live:event', event);
    if (event.type === 'odds') {
      const closed = event.data.changes.filter((c) => c.status !== 1).map((c) => c.oddsId);
      // A market the feed suspended stays suspended when the stale ones come back.
      if (staleIds) staleIds = staleIds.filter((id) => !closed.some((c) => sameId(c, id)));
      betSlip?.suspend(closed);
      betSlip?.resume(event.data.changes.filter((c) => c.status === 1).map((c) => c.oddsId));
    } else if (event.type === 'balance') {
      events?.emit('balance:changed', { emoney: event.data.emoney });
    } else if (event.type === 'message') {
      events?.emit('message:new', { unread: event.data.unread });
    } else if (event.type === 'feed') {
      feedStale = event.data.stale;
      if (feedStale) suspendAffected();
      else resync();
    } else if (event.type === 'resync') {
      resync();
    }
  }

  // One at a time off the front: a listener that throws leaves the rest for the next flush.
  function deliver() {
    for (let event = held.shift(); event; event = held.shift()) dispatch(event);
  }

  const receive = (event: LiveEvent) => {
    const { schedule } = options;
    if (!schedule) return dispatch(event);
    held.push(event);
    if (flushAsked) return;
    flushAsked = true;
    schedule(() => {
      flushAsked = false;
      deliver();
    });
  };

  const onMessage = ({ data }: { data: string }) => {
    let message: LiveMessage;
    try {
      message = JSON.parse(data) as LiveMessage;
    } catch {
      return fail();
    }
    armStale();
    const gap = lastSeq.value !== null && message.prev !== lastSeq.value;
    lastSeq.value = message.seq;
    if (gap) dirty = true;
    if (message.type === 'end') return end(message.data.status, message.data.code, message.data.message);
    if (message.type === 'ready') {
      deliver();
      attempt = 0;
      if (dirty) resync();
      else setState('live');
      return;
    }
    if (message.type !== 'heartbeat') receive(message);
    if (gap) {
      deliver();
      resync();
    }
  };

  function connect() {
    const since = lastSeq.value;
    const url =
      since === null ? options.url : `${options.url}${options.url.includes('?') ? '&' : '?'}since=${since}`;
    generation += 1;
    const token = readToken();
    const open = options.source ?? defaultSource(token);
    source = open(url, token ? { authorization: `Bearer ${token}` } : {});
    source.onmessage = onMessage;
    source.onerror = (event) => {
      const status = event?.status;
      if (status === 401 || status === 555 || status === 556) end(status);
      else fail();
    };
  }

  return {
    state,
    lastSeq,
    start() {
      if (state.value !== 'idle' && state.value !== 'closed') return;
      attempt = 0;
      setState('connecting');
      armStale();
      connect();
    },
    stop,
  };
}
