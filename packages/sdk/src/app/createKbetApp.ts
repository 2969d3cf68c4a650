import { createKbetClient, type KbetClient } from '../api/createKbetClient';
import { isApiError } from '../errors/apiError';
import { createKbetEvents, type KbetEventBus } from '../events';
import { createLiveClient, type LiveClient, type LiveClientOptions } from '../live/createLiveClient';
import { type BetSlipStore, createBetSlipStore } from '../stores/betSlipStore';
import { createResourceCache, type ResourceCache } from '../stores/createResourceCache';
import { createRouletteStore, type RouletteStore } from '../stores/createRouletteStore';
import { createSessionStore, type KeyValueStorage, type SessionStore } from '../stores/createSessionStore';
import { slipGroup } from './slipGroup';

/**
 * The bet slips of the sports areas (spec §2: the cart of the current area): pre-match European folders (the
 * provider's `betSlip`), Korean folders (two-selection market-family rule, spec §4) and in-play.
 */
export interface SportsSlips {
  readonly prematch: BetSlipStore;
  readonly korean: BetSlipStore;
  readonly inplay: BetSlipStore;
  /** Event folders (spec §2, §9: style EV, detail type 999, event max bet 5,001). */
  readonly event: BetSlipStore;
}

/** The stores a member frontend shares; they fit `@kbet/react`'s `KbetProvider` as they are. */
export interface KbetAppStores {
  readonly session: SessionStore;
  readonly cache: ResourceCache;
  readonly events: KbetEventBus;
  /** The pre-match slip, the one a view reads when it names none. */
  readonly betSlip: BetSlipStore;
  readonly slips: SportsSlips;
  readonly live: LiveClient;
  readonly roulette: RouletteStore;
}

export interface KbetAppOptions {
  /** Where the API lives, e.g. 'https://api.kbet.example' or '/api'. */
  readonly baseURL: string;
  /** Keeps the session across reloads (localStorage fits); nothing is kept without it. */
  readonly storage?: KeyValueStorage;
  /** A fetch implementation for the API calls; globalThis.fetch by default. */
  readonly fetch?: typeof fetch;
  /** How the live client connects; EventSource (or a fetch stream) by default. */
  readonly liveSource?: LiveClientOptions['source'];
}

/** A member frontend's SDK client and stores, wired to each other. */
export interface KbetApp {
  readonly client: KbetClient;
  readonly stores: KbetAppStores;
  /** For every failed resource load: session-ending answers end the session; maintenance re-reads the settings. */
  readonly onResourceError: (error: unknown) => void;
}

/**
 * Wires the SDK as every member frontend needs it: the client reports session-ending answers (spec §8) to the
 * session store, which re-reads the user every 5 s; the sports slips follow balance changes on the shared event
 * bus, and the live push (its suspensions applied to every slip) reconnects whenever the member changes.
 * @example
 * const kbet = createKbetApp({ baseURL: '/api', storage: localStorage });
 * void kbet.stores.session.restore();
 */
export function createKbetApp(options: KbetAppOptions): KbetApp {
  const events = createKbetEvents();
  const late: { session?: SessionStore } = {};
  const client = createKbetClient({
    baseURL: options.baseURL,
    fetch: options.fetch,
    onUnauthorized: (error) => late.session?.handleError(error),
  });
  const session = createSessionStore(client, { storage: options.storage, events });
  late.session = session;
  const cache = createResourceCache();
  const slips: SportsSlips = {
    prematch: createBetSlipStore({ style: 'EU', events }),
    korean: createBetSlipStore({ style: 'KR', events }),
    inplay: createBetSlipStore({ style: 'EU', events }),
    event: createBetSlipStore({ style: 'EV', events }),
  };
  // The push: odds, scores, the member's balance and messages. Started by the pages that show live prices and
  // for members; a login or logout reconnects it, since the stream's channels follow the session.
  const live = createLiveClient({
    url: `${options.baseURL}/live/stream`,
    events,
    betSlip: slipGroup([slips.prematch, slips.korean, slips.inplay, slips.event]),
    source: options.liveSource,
    resync: async () => {
      cache.invalidate('fixtures');
      await session.refresh();
    },
  });
  let liveMember = session.get().user?.id ?? null;
  session.subscribe(() => {
    const member = session.get().user?.id ?? null;
    if (member === liveMember) return;
    liveMember = member;
    const running = live.state.value !== 'idle';
    if (running) live.stop();
    if (member !== null || running) live.start();
  });
  const roulette = createRouletteStore(client, { memberId: () => session.get().user?.id ?? null });
  return {
    client,
    stores: { session, cache, events, betSlip: slips.prematch, slips, live, roulette },
    onResourceError(error) {
      session.handleError(error);
      // The server went into maintenance: re-read the settings so the guard sends everyone to /maintenance.
      if (isApiError(error) && error.code === 'ERR_SITE_MAINTENANCE') cache.invalidate('settings');
    },
  };
}
