import { useKbet, useLive } from '@kbet/react';
import { type LiveState, POLL_INTERVAL_MS } from '@kbet/sdk';
import { useEffect, useRef } from 'react';

/**
 * With the push live, the board is still re-read every 30 seconds: the push carries goals, periods and
 * statuses but not every tick of the match clock, nor fixtures the board did not list yet.
 */
const LIVE_REFRESH_MS = 30_000;

/**
 * Connects the live push while the scoreboard is shown (scores, periods and statuses arrive by push) and
 * re-reads the board every 5 seconds while the push is not live (spec §9 polling), every 30 seconds while it is.
 * Returns the push's state.
 * @example const live = useScoreboardFeed(() => board.refresh());
 */
export function useScoreboardFeed(refresh: () => unknown): LiveState {
  const { live } = useKbet().stores;
  const state = useLive();
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    live?.start();
  }, [live]);
  useEffect(() => {
    const timer = setInterval(
      () => void latest.current(),
      state === 'live' ? LIVE_REFRESH_MS : POLL_INTERVAL_MS,
    );
    return () => clearInterval(timer);
  }, [state]);
  return state;
}
