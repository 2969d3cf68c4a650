import { ExclusionBanner } from './ExclusionBanner';
import { RealityCheckReminder } from './RealityCheckReminder';

/**
 * What the layout shows on every page for responsible gambling (compliance §4): the exclusion banner and the
 * reality-check reminder.
 * @example <ResponsibleGamblingLayer />
 */
export function ResponsibleGamblingLayer() {
  return (
    <>
      <ExclusionBanner />
      <RealityCheckReminder />
    </>
  );
}
