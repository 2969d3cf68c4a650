import { lazy, Suspense } from 'react';
import { ExclusionBanner } from './ExclusionBanner';

// The layout renders the layer for a member only: the reminder's dialog and store load after login.
const RealityCheckReminder = lazy(() =>
  import('./RealityCheckReminder').then((m) => ({ default: m.RealityCheckReminder })),
);

/**
 * What the layout shows a member on every page for responsible gambling (compliance §4): the exclusion banner and
 * the reality-check reminder.
 * @example <ResponsibleGamblingLayer />
 */
export function ResponsibleGamblingLayer() {
  return (
    <>
      <ExclusionBanner />
      <Suspense fallback={null}>
        <RealityCheckReminder />
      </Suspense>
    </>
  );
}
