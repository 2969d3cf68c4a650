import { CLOCK_TICK_MS } from '@kbet/sdk/constants';
import { useSyncExternalStore } from 'react';

// One timer for every clock on screen, running only while one is shown.
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, CLOCK_TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/**
 * The current time, updated every second (spec §9 clock 1 s).
 * @example const now = useNow(); formatKst(now, 'clock')
 */
export const useNow = (): number =>
  useSyncExternalStore(
    subscribe,
    () => now,
    () => now,
  );
