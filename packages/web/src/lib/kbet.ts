import type { KbetStores } from '@kbet/react';
import {
  createBetSlipStore,
  createKbetClient,
  createKbetEvents,
  createResourceCache,
  createRouletteStore,
  createSessionStore,
  isApiError,
  type KeyValueStorage,
  type SessionStore,
} from '@kbet/sdk';
import { API_URL } from '@/config/env';

/** The site's SDK client and stores, made once at start-up. */
export interface KbetApp {
  readonly client: ReturnType<typeof createKbetClient>;
  readonly stores: KbetStores & { readonly session: SessionStore };
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
 * user every 5 s; the bet slip follows balance changes on the shared event bus.
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
  const stores = {
    session,
    cache,
    events,
    betSlip: createBetSlipStore({ style: 'EU', events }),
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
