import type { CombinationMatrix } from '@kbet/sdk';
import { useEffect } from 'react';
import { kbet } from '@/lib/kbet';

/**
 * Applies the operator's same-fixture matrix to every sports slip, so the slip refuses a correlated pick with
 * the server's own rule before the member presses bet.
 * @example useOperatorCombinations(rules?.combinations);
 */
export function useOperatorCombinations(matrix: CombinationMatrix | undefined): void {
  useEffect(() => {
    if (!matrix) return;
    for (const store of Object.values(kbet.stores.slips)) store.setCombinations(matrix);
  }, [matrix]);
}
