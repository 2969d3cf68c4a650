import type {
  BetSlipStore,
  KbetClient,
  KbetEventBus,
  LiveClient,
  ResourceCache,
  ResourceStore,
  RouletteStore,
  SessionStore,
} from '@kbet/sdk';
import { createContext, type ReactNode, useContext } from 'react';

/** The SDK stores an app shares; build them once, outside React, with the SDK's create* functions. */
export interface KbetStores {
  readonly session: SessionStore;
  /** Every `useResource` store, by key; clear it at logout. */
  readonly cache: ResourceCache;
  readonly events?: KbetEventBus;
  /** The slip `useBetSlip()` reads when given none. */
  readonly betSlip?: BetSlipStore;
  readonly roulette?: RouletteStore;
  readonly live?: LiveClient;
}

export interface KbetContextValue {
  readonly client: KbetClient;
  readonly stores: KbetStores;
  /** Hears every failed resource load (e.g. to blank the page on 600); the client's onUnauthorized covers sessions. */
  readonly onError?: (error: unknown) => void;
  /**
   * A server render's loads: `useResource` suspends on the promise this gives for a store that has
   * no answer yet, so one render waits for its data (the same promise for the same store). Not in a browser.
   */
  readonly serverLoad?: (store: ResourceStore<unknown>) => PromiseLike<unknown>;
}

const KbetContext = createContext<KbetContextValue | null>(null);

export interface KbetProviderProps extends KbetContextValue {
  readonly children?: ReactNode;
}

/**
 * Makes an SDK client and its stores available to the hooks below it.
 * @example <KbetProvider client={client} stores={{ session, cache }}><App /></KbetProvider>
 */
export function KbetProvider({ client, stores, onError, serverLoad, children }: KbetProviderProps) {
  const value: KbetContextValue = {
    client,
    stores,
    ...(onError ? { onError } : {}),
    ...(serverLoad ? { serverLoad } : {}),
  };
  return <KbetContext value={value}>{children}</KbetContext>;
}

/**
 * The provider's client and stores.
 * @example const { stores } = useKbet();
 */
export function useKbet(): KbetContextValue {
  const value = useContext(KbetContext);
  if (!value) throw new Error('useKbet must be used inside <KbetProvider>.');
  return value;
}

/**
 * The SDK client, for calls and mutations.
 * @example const client = useKbetClient(); await client.money.pointToEmoney(body);
 */
export const useKbetClient = (): KbetClient => useKbet().client;
