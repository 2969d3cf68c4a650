import { useSession } from '@kbet/react';
import { lazy, Suspense } from 'react';
import { ExclusionBanner } from './ExclusionBanner';

// Only a member gets reminders (guests are the server-rendered pages): its dialog and store load after login.
const RealityCheckReminder = lazy(() =>
  import('./RealityCheckReminder').then((m) => ({ default: m.RealityCheckReminder })),
);

/**
 * What the layout shows on every page for responsible gambling (compliance §4): the exclusion banner and the
 * reality-check reminder.
 * @example <ResponsibleGamblingLayer />
 */
export function ResponsibleGamblingLayer() {
  const member = useSession().status === 'member';
  return (
    <>
      <ExclusionBanner />
      {member && (
        <Suspense fallback={null}>
          <RealityCheckReminder />
        </Suspense>
      )}
    </>
  );
}
