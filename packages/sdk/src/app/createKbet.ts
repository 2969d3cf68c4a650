import { computed, signal } from '@preact/signals-core';
import { createKbetClient, type KbetClient } from '../api/createKbetClient';
import { isApiError } from '../errors/apiError';
import { createKbetEvents, type KbetEventBus } from '../events';
import type { Locale } from '../i18n/setLocale';
import { createLazyLiveClient } from '../live/createLazyLiveClient';
import type { LiveClient, LiveClientOptions } from '../live/createLiveClient';
import type { BettingSettings } from '../schemas/settings';
import { type BetSlipStore, createBetSlipStore, type SlipAccount } from '../stores/betSlipStore';
import { createResourceCache, type ResourceCache } from '../stores/createResourceCache';
import { createRouletteStore, type RouletteStore } from '../stores/createRouletteStore';
import {
  createSessionStore,
  type HydratedSession,
  type KeyValueStorage,
  type SessionStore,
} from '../stores/createSessionStore';
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

export interface KbetOptions {
  /**
   * Where the kbet server answers, e.g. 'http://localhost:3000' (it serves its API at the root, no /api). The
   * web app passes '/api', which its dev server and production proxy forward to that root.
   */
  readonly baseURL: string;
  /** Keeps the session's member across reloads (localStorage fits); nothing is kept without it. */
  readonly storage?: KeyValueStorage;
  /** A fetch implementation for the API calls and the live stream; globalThis.fetch by default. */
  readonly fetch?: typeof fetch;
  /** How the live client connects; a browser EventSource (cookie) or a fetch stream (bearer token) by default. */
  readonly liveSource?: LiveClientOptions['source'];
  /** When the live push delivers the events it has received (a browser passes requestAnimationFrame); at once by default. */
  readonly liveSchedule?: LiveClientOptions['schedule'];
  /**
   * The language of the SDK's messages (setLocale): 'ko' unless given. Another language's catalogue loads on
   * demand, so a Korean app never bundles it; `ready()` settles once it is active.
   */
  readonly locale?: Locale;
  /**
   * How often a logged-in member's betting settings are re-read, so a limit staff change reaches them without a
   * new login (the server pushes no settings change); 60 s by default, 0 turns it off. A bet the server refuses
   * over a limit re-reads them at once.
   */
  readonly settingsRefreshMs?: number;
}

/** Refusals of the server that mean the slip's limits are older than the server's. */
const LIMIT_REFUSALS: ReadonlySet<string> = new Set(['BET_OVER_MAX', 'BET_OVER_MAX_WIN']);

/** A member's session as a server rendered it, for the browser to start from (`Kbet.dehydrate` / `hydrate`). */
export interface DehydratedMember {
  readonly session: HydratedSession;
  /** The member's betting settings the slips' limits showed, null when they had not arrived. */
  readonly settings: BettingSettings | null;
}

/** A member frontend's SDK client and stores, wired to each other. */
export interface Kbet {
  readonly client: KbetClient;
  readonly stores: KbetAppStores;
  /** For every failed resource load: session-ending answers end the session; maintenance re-reads the settings. */
  readonly onResourceError: (error: unknown) => void;
  /**
   * Settles once the slips know the member's limits (the site's betting settings are read after each login), the
   * chosen message language is active and a started live push has opened its stream (its code loads at its first
   * start), so a script that stakes right after `login` awaits this first (a page simply re-renders when they
   * arrive).
   */
  ready(): Promise<void>;
  /** The logged-in member's session and betting settings, for a server to embed in the page it rendered; null for a guest. */
  dehydrate(): DehydratedMember | null;
  /**
   * Starts from a member's page the server rendered (`SessionStore.hydrate`), with its betting settings, so
   * neither is read again; false when the session store refuses (this browser's stamp of the member expired).
   */
  hydrate(state: DehydratedMember): boolean;
  /** Stops the session's polling and the live stream, so a script can exit. */
  dispose(): void;
}

/**
 * The one entry point: the client and every store a member frontend needs, wired. A login keeps the token the
 * server returns and the client sends it as a bearer on every call (a logout forgets it); the session re-reads
 * the user every 5 s and ends on session-ending answers (spec §8); the slips take the member's limits and send
 * their bets themselves; the live push builds its stream URL from `baseURL`, follows the session (reconnecting
 * with the member's token at login and logout) and suspends slip selections it reports suspended.
 * @example
 * const kbet = createKbet({ baseURL: 'http://localhost:3000' });
 * await kbet.stores.session.login({ userId: 'member01', password: 'kbet1234' });
 * kbet.stores.live.start();
 */
export function createKbet(options: KbetOptions): Kbet {
  const { locale } = options;
  const language = locale
    ? import('../i18n/setLocale').then(({ setLocale }) => setLocale(locale))
    : Promise.resolve();
  const events = createKbetEvents();
  const late: { session?: SessionStore } = {};
  const client = createKbetClient({
    baseURL: options.baseURL,
    fetch: options.fetch,
    token: () => late.session?.token(),
    onUnauthorized: (error) => late.session?.handleError(error),
  });
  const session = createSessionStore(client, { storage: options.storage, events });
  late.session = session;
  const cache = createResourceCache();

  // The member's limits come from the user (cash, role) and the site's betting settings, read at each login,
  // every settingsRefreshMs after and when the server refuses a bet over a limit.
  const settings = signal<BettingSettings | null>(null);
  const account = computed<SlipAccount | null>(() => {
    const { user } = session.state.value;
    return user && { memberId: user.id, emoney: user.emoney, role: user.role, settings: settings.value };
  });
  const submit = (request: Parameters<KbetClient['sports']['bet']>[0]) =>
    client.sports.bet(request).catch((error: unknown) => {
      if (isApiError(error) && LIMIT_REFUSALS.has(error.code)) reloadSettings();
      throw error;
    });
  const slip = (style: 'EU' | 'KR' | 'EV') => createBetSlipStore({ style, events, account, submit });
  const slips: SportsSlips = {
    prematch: slip('EU'),
    korean: slip('KR'),
    inplay: slip('EU'),
    event: slip('EV'),
  };

  // The push: odds, scores, the member's balance and messages. Started by the pages that show live prices and
  // for members; a login or logout reconnects it, since the stream's channels follow the session. Its code loads
  // at its first start: a guest's first page without live prices does not carry it.
  const live = createLazyLiveClient({
    url: `${options.baseURL.replace(/\/+$/, '')}/live/stream`,
    token: () => session.token(),
    events,
    betSlip: slipGroup([slips.prematch, slips.korean, slips.inplay, slips.event]),
    source: options.liveSource,
    schedule: options.liveSchedule,
    fetch: options.fetch,
    resync: async () => {
      cache.invalidate('fixtures');
      await session.refresh();
    },
  });
  // The member's betting settings, read whenever the session's member changes (a login or a restored session).
  const loadSettings = (id: number | null): Promise<void> =>
    id === null
      ? Promise.resolve()
      : client.member.settings().then(
          (loaded) => {
            if (member === id) settings.value = loaded;
          },
          (error: unknown) => session.handleError(error),
        );
  let member = session.get().user?.id ?? null;
  let loading: Promise<void> = Promise.resolve();
  let inFlight: Promise<void> | null = null;
  let refreshTimer: ReturnType<typeof setInterval> | undefined;
  const refreshMs = options.settingsRefreshMs ?? 60_000;
  // One read at a time; a re-read keeps the limits in force until the new ones arrive.
  function readSettings() {
    const read = loadSettings(member).finally(() => {
      if (inFlight === read) inFlight = null;
    });
    inFlight = read;
    loading = read;
  }
  function reloadSettings() {
    if (inFlight === null && member !== null) readSettings();
  }
  // The settings a hydrated page came with, taken in place of a read when its member's session starts.
  let seeded: { readonly id: number; readonly settings: BettingSettings } | null = null;
  const stopFollowing = session.subscribe(() => {
    const next = session.get().user?.id ?? null;
    if (next === member) return;
    member = next;
    if (seeded?.id === next) {
      settings.value = seeded.settings;
      loading = Promise.resolve();
    } else {
      settings.value = null;
      readSettings();
    }
    seeded = null;
    clearInterval(refreshTimer);
    if (next !== null && refreshMs > 0) refreshTimer = setInterval(reloadSettings, refreshMs);
    const running = live.state.value !== 'idle';
    if (running) live.stop();
    if (next !== null || running) live.start();
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
    ready: () => Promise.all([language, loading, live.loaded()]).then(() => undefined),
    dehydrate() {
      const { status, user, unreadCount } = session.get();
      if (status !== 'member' || !user) return null;
      return { session: { user, unreadCount }, settings: member === user.id ? settings.value : null };
    },
    hydrate(state) {
      if (state.settings) seeded = { id: state.session.user.id, settings: state.settings };
      const started = session.hydrate(state.session);
      seeded = null;
      return started;
    },
    dispose() {
      stopFollowing();
      clearInterval(refreshTimer);
      live.stop();
      session.dispose();
      for (const each of Object.values(slips)) each.dispose();
    },
  };
}
