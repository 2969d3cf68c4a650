import { useSyncExternalStore } from 'react';

export interface SharedState<T> {
  /** The current value; the component re-renders when it changes. */
  use(): T;
  get(): T;
  set(next: T): void;
}

/**
 * A value several components of the page share (a page and the footer's dialog showing the same cart), held
 * outside React so a dialog opened from anywhere reads what the page picked.
 * @example const picks = createSharedState<readonly string[]>([]); const value = picks.use();
 */
export function createSharedState<T>(initial: T): SharedState<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const get = () => value;
  return {
    use: () => useSyncExternalStore(subscribe, get, get),
    get,
    set(next) {
      value = next;
      for (const listener of listeners) listener();
    },
  };
}
