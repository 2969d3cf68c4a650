import { useContext, useSyncExternalStore } from 'react';
import { matchesViewport, ViewportGuessContext } from './viewportGuess';

type MatchMedia = typeof window.matchMedia;

interface Query {
  readonly list: MediaQueryList;
  readonly subscribe: (onChange: () => void) => () => void;
}

/**
 * One MediaQueryList and one subscribe function per query, shared by every component that asks. With a
 * `matchMedia(query)` per snapshot and a new subscribe function per render, each render of each caller made and
 * evaluated a new list, and React unsubscribed and subscribed anew after it (a new list again): work inside a tap's
 * frame (the bet slip's opening renders several callers) and a page's hydration. A list's `matches` follows the
 * viewport by itself. Keyed by the `matchMedia` in place too, so one replaced later (a test's stub) gets its own.
 */
const queries = new WeakMap<MatchMedia, Map<string, Query>>();

function queryOf(query: string): Query {
  const matchMedia = window.matchMedia;
  let byText = queries.get(matchMedia);
  if (!byText) {
    byText = new Map();
    queries.set(matchMedia, byText);
  }
  let entry = byText.get(query);
  if (!entry) {
    const list = window.matchMedia(query);
    entry = {
      list,
      subscribe(onChange) {
        list.addEventListener('change', onChange);
        return () => list.removeEventListener('change', onChange);
      },
    };
    byText.set(query, entry);
  }
  return entry;
}

/**
 * Whether a media query matches, following changes. On the server, and while hydrating its page, it answers for
 * the viewport the server guessed, so the first client render matches the server's HTML.
 * @example const mobile = useMediaQuery('(max-width: 767px)');
 */
export function useMediaQuery(query: string): boolean {
  const guess = useContext(ViewportGuessContext);
  // Not on the server: its render has no window, and only the third function runs there.
  const entry = typeof window === 'undefined' ? undefined : queryOf(query);
  return useSyncExternalStore(
    entry?.subscribe ?? noSubscription,
    () => (entry ? entry.list.matches : matchesViewport(query, guess)),
    () => matchesViewport(query, guess),
  );
}

const noSubscription = () => () => {};
