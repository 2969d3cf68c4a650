import { useUser } from '@kbet/react';
import { activeExclusion, type Exclusion } from '@kbet/sdk';

/**
 * The member's running time-out or self-exclusion, or null (compliance §4): what closes betting, roulette and
 * attendance before the member presses anything, as the deposit page does.
 * @example const exclusion = useActiveExclusion(); <Button disabled={exclusion !== null}>…</Button>
 */
export function useActiveExclusion(): Exclusion | null {
  return activeExclusion(useUser(), Date.now());
}
