import type { CombinationMatrix } from '@kbet/sdk';
import type { Kbet } from '@kbet/sdk/app';
import { useEffect } from 'react';
import { useKbetApp } from '@/lib/kbetApp';

/**
 * Applies the operator's same-fixture matrix to every sports slip of `kbet`, so the slip refuses a correlated pick
 * with the server's own rule before the member presses bet.
 * @example applyOperatorCombinations(kbet, rules.combinations);
 */
export function applyOperatorCombinations(kbet: Kbet, matrix: CombinationMatrix): void {
  for (const store of Object.values(kbet.stores.slips)) store.setCombinations(matrix);
}

/**
 * Applies the operator's same-fixture matrix to the page's sports slips once it has arrived.
 * @example useOperatorCombinations(rules?.combinations);
 */
export function useOperatorCombinations(matrix: CombinationMatrix | undefined): void {
  const kbet = useKbetApp();
  useEffect(() => {
    if (matrix) applyOperatorCombinations(kbet, matrix);
  }, [kbet, matrix]);
}
