import { applyLiveToFixtures, type FixtureSummary } from '@kbet/sdk';
import { useRef } from 'react';
import { useKbetEvent } from './useKbetEvent';
import type { ResourceView } from './useResource';

/**
 * Keeps a loaded fixture list current with the live push: odds, suspensions, scores and statuses are applied
 * to the cached data as they arrive, until the next load replaces it.
 * @example useLiveFixturePatch(page, (p) => p.items, (p, items) => ({ ...p, items }));
 */
export function useLiveFixturePatch<T>(
  resource: ResourceView<T>,
  read: (data: T) => readonly FixtureSummary[],
  write: (data: T, fixtures: readonly FixtureSummary[]) => T,
): void {
  // Events can arrive faster than renders: build on what this hook last wrote while the view still shows its base.
  const written = useRef<{ readonly base: T; readonly data: T } | null>(null);
  useKbetEvent('live:event', (event) => {
    const shown = resource.data;
    if (shown === undefined) return;
    const data = written.current?.base === shown ? written.current.data : shown;
    const fixtures = read(data);
    const next = applyLiveToFixtures(fixtures, event);
    if (next === fixtures) return;
    const patched = write(data, next);
    written.current = { base: shown, data: patched };
    resource.set(patched);
  });
}
