import { useKbet, useLive } from '@kbet/react';
import { type LiveState, POLL_INTERVAL_MS } from '@kbet/sdk';
import { useEffect, useRef } from 'react';

/**
 * Connects the live push while a page of live prices is shown, and runs `refresh` every 5 seconds whenever the
 * push is not live (spec §9 polling, issue 4's fallback). Returns the push's state.
 * @example const live = useLiveFeed(() => inplay.refresh());
 */
export function useLiveFeed(refresh: () => unknown): LiveState {
  const { live } = useKbet().stores;
  const state = useLive();
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    live?.start();
  }, [live]);
  useEffect(() => {
    if (state === 'live') return;
    const timer = setInterval(() => void latest.current(), POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [state]);
  return state;
}
