import { lazy, Suspense, useEffect, useState } from 'react';
import { runIdleSteps } from '@/lib/runIdleSteps';
import { ExclusionBanner } from './ExclusionBanner';

// The layout renders the layer for a member only: the reminder's dialog and store load after login.
const RealityCheckReminder = lazy(() =>
  import('./RealityCheckReminder').then((m) => ({ default: m.RealityCheckReminder })),
);

/**
 * What the layout shows a member on every page for responsible gambling (compliance §4): the exclusion banner and
 * the reality-check reminder. The reminder shows nothing before the member's interval has passed (its store times
 * it in an effect, from the session's start), so neither the server's HTML nor hydration renders it: its chunk, its
 * store and its timer start in an idle callback once the page's own work is done, instead of its chunk's evaluation
 * and its hydration running among the page's first tasks.
 * @example <ResponsibleGamblingLayer />
 */
export function ResponsibleGamblingLayer() {
  const [idle, setIdle] = useState(false);
  useEffect(() => runIdleSteps([() => setIdle(true)]), []);
  return (
    <>
      <ExclusionBanner />
      {idle && (
        <Suspense fallback={null}>
          <RealityCheckReminder />
        </Suspense>
      )}
    </>
  );
}
