import type { KbetStores } from '@kbet/react';
import {
  type BetSlipStore,
  createBetSlipStore,
  createKbetClient,
  createKbetEvents,
  createLiveClient,
  createResourceCache,
  createRouletteStore,
  createSessionStore,
  isApiError,
  type KeyValueStorage,
  type LiveClient,
  type SessionStore,
} from '@kbet/sdk';
import { API_URL } from '@/config/env';

/**
 * The bet slips of the sports areas (spec §2: the cart of the current area): pre-match European folders (the
 * provider's `betSlip`), Korean folders (two-selection market-family rule, spec §4) and in-play.
 */
export interface SportsSlips {
  readonly prematch: BetSlipStore;
  readonly korean: BetSlipStore;
  readonly inplay: BetSlipStore;
}

/** The live client sees the sports slips as one: a suspension applies to whichever slip holds the odds. */
const slipGroup = (stores: readonly BetSlipStore[]): Pick<BetSlipStore, 'get' | 'suspend' | 'resume'> => {
  const [first] = stores as [BetSlipStore];
  return {
    get: () => {
      const snapshot = first.get();
      const selections = stores.flatMap((store) => store.get().slip.selections);
      return { ...snapshot, slip: { ...snapshot.slip, selections } };
    },
    suspend: (ids) => {
      for (const store of stores) store.suspend(ids);
    },
    resume: (ids) => {
      for (const store of stores) store.resume(ids);
    },
  };
};

/** The site's SDK client and stores, made once at start-up. */
export interface KbetApp {
  readonly client: ReturnType<typeof createKbetClient>;
  readonly stores: KbetStores & {
    readonly session: SessionStore;
    readonly slips: SportsSlips;
    readonly live: LiveClient;
  };
  /** For the provider: every failed resource load. */
  readonly onResourceError: (error: unknown) => void;
}

/** localStorage, or nothing where the browser refuses it (private modes). */
function browserStorage(): KeyValueStorage | undefined {
  try {
    const probe = '__kbet__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Wires the SDK: the client reports session-ending answers (spec §8) to the session store, which re-reads the
 * user every 5 s; the sports slips follow balance changes on the shared event bus, and the live push (its
 * suspensions applied to every slip) reconnects whenever the member changes.
 * @example const kbet = createKbetApp(); <KbetProvider client={kbet.client} stores={kbet.stores} />
 */
export function createKbetApp(options: { baseURL?: string; storage?: KeyValueStorage } = {}): KbetApp {
  const events = createKbetEvents();
  const late: { session?: SessionStore } = {};
  const client = createKbetClient({
    baseURL: options.baseURL ?? API_URL,
    onUnauthorized: (error) => late.session?.handleError(error),
  });
  const session = createSessionStore(client, { storage: options.storage ?? browserStorage(), events });
  late.session = session;
  const cache = createResourceCache();
  const slips: SportsSlips = {
    prematch: createBetSlipStore({ style: 'EU', events }),
    korean: createBetSlipStore({ style: 'KR', events }),
    inplay: createBetSlipStore({ style: 'EU', events }),
  };
  // The push (issue 4): odds, scores, the member's balance and messages. Started by the pages that show live
  // prices and for members; a login or logout reconnects it, since the stream's channels follow the session.
  const live = createLiveClient({
    url: `${options.baseURL ?? API_URL}/live/stream`,
    events,
    betSlip: slipGroup(Object.values(slips)),
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
  const stores = {
    session,
    cache,
    events,
    betSlip: slips.prematch,
    slips,
    live,
    roulette: createRouletteStore(client, { memberId: () => session.get().user?.id ?? null }),
  };
  return {
    client,
    stores,
    onResourceError(error) {
      session.handleError(error);
      // The server went into maintenance: re-read the settings so the guard sends everyone to /maintenance.
      if (isApiError(error) && error.code === 'ERR_SITE_MAINTENANCE') cache.invalidate('settings');
    },
  };
}

/** The one instance of the site. */
export const kbet: KbetApp = createKbetApp();
