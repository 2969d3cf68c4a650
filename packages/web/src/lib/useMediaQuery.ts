import { useContext, useSyncExternalStore } from 'react';
import { matchesViewport, ViewportGuessContext } from './viewportGuess';

/**
 * Whether a media query matches, following changes. On the server, and while hydrating its page, it answers for
 * the viewport the server guessed, so the first client render matches the server's HTML.
 * @example const mobile = useMediaQuery('(max-width: 767px)');
 */
export function useMediaQuery(query: string): boolean {
  const guess = useContext(ViewportGuessContext);
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => matchesViewport(query, guess),
  );
}
