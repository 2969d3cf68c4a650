import { type ReadonlySignal, subscribeSignal } from '@kbet/sdk';
import type { ExternalStore } from './useStore';

const sources = new WeakMap<ReadonlySignal<unknown>, ExternalStore<unknown>>();

/**
 * A signal as an `{ get(), subscribe() }` store, one per signal so `subscribe` keeps its identity across renders.
 * @example const state = useStore(signalSource(live.state));
 */
export function signalSource<T>(signal: ReadonlySignal<T>): ExternalStore<T> {
  let source = sources.get(signal);
  if (!source) {
    source = { get: () => signal.value, subscribe: (listener) => subscribeSignal(signal, listener) };
    sources.set(signal, source);
  }
  return source as ExternalStore<T>;
}
