import { CLOCK_TICK_MS } from '@kbet/sdk/constants';
import { createContext, useContext, useSyncExternalStore } from 'react';
import { useHydrating } from './useHydrating';

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

/** When the server rendered the page: its clocks and countdowns show this time until hydration is done. */
export const RenderTimeContext = createContext<number | null>(null);

/**
 * The current time, updated every second (spec §9 clock 1 s); the render time on the server and while hydrating.
 * @example const now = useNow(); formatKst(now, 'clock')
 */
export function useNow(): number {
  const rendered = useContext(RenderTimeContext);
  return useSyncExternalStore(
    subscribe,
    () => now,
    () => rendered ?? now,
  );
}

/**
 * The time of this render, for what a view computes from "now" without ticking (e.g. which fixtures start soon):
 * the server's render time on the server and while hydrating its page, so both render the same; Date.now() after.
 * @example const soon = startingSoon(items, useRenderTime(), 5);
 */
export function useRenderTime(): number {
  const rendered = useContext(RenderTimeContext);
  const hydrating = useHydrating();
  return hydrating && rendered !== null ? rendered : Date.now();
}
