import { useKbet, useLive } from '@kbet/react';
import { type LiveState, POLL_INTERVAL_MS } from '@kbet/sdk';
import { useEffect, useRef } from 'react';

export interface LiveFeedOptions {
  /**
   * Re-read this often (ms) while the push is live too, for a page the push does not wholly keep current;
   * without it a live push stops the re-reading.
   */
  readonly liveRefreshMs?: number;
}

/**
 * Connects the live push while a page of live prices or scores is shown, and runs `refresh` every 5 seconds
 * whenever the push is not live (spec §9 polling, issue 4's fallback). Returns the push's state.
 * @example const live = useLiveFeed(() => inplay.refresh());
 */
export function useLiveFeed(refresh: () => unknown, { liveRefreshMs }: LiveFeedOptions = {}): LiveState {
  const { live } = useKbet().stores;
  const state = useLive();
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    live?.start();
  }, [live]);
  useEffect(() => {
    const every = state === 'live' ? liveRefreshMs : POLL_INTERVAL_MS;
    if (every === undefined) return;
    const timer = setInterval(() => void latest.current(), every);
    return () => clearInterval(timer);
  }, [state, liveRefreshMs]);
  return state;
}
