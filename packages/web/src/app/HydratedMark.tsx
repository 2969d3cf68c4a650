import { useEffect } from 'react';
import { useHydrating } from '@/lib/useHydrating';

/**
 * Marks the document (`<html data-hydrated>`) once the page answers taps: after hydration and the render that
 * follows it, which opens what waits for the browser (the operator popups). Browser tests wait for it before
 * their first tap, as a member taps a page they have seen settle; a tap during hydration is replayed after it,
 * behind whatever opened meanwhile.
 * @example <HydratedMark />
 */
export function HydratedMark() {
  const hydrating = useHydrating();
  useEffect(() => {
    if (!hydrating) document.documentElement.dataset.hydrated = '';
  }, [hydrating]);
  return null;
}
