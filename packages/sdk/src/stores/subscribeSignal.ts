import { effect, type ReadonlySignal, untracked } from '@preact/signals-core';

/**
 * `subscribe` for `useSyncExternalStore` over a signal: calls `listener` on every later change, not for the
 * current value, and returns the unsubscribe function.
 * @example const off = subscribeSignal(store.state, () => render());
 */
export function subscribeSignal(source: ReadonlySignal<unknown>, listener: () => void): () => void {
  let first = true;
  return effect(() => {
    source.value;
    if (first) {
      first = false;
      return;
    }
    untracked(listener);
  });
}
