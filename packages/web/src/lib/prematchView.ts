import type { SlipStyle } from '@kbet/sdk/constants';

/** The pre-match views of /europe: European (main lines) or Korean folders. */
export type PrematchView = Extract<SlipStyle, 'EU' | 'KR'>;

// The pre-match view last shown: the common sidebar and the cart show its slip, and a search opens it (spec §2).
let current: PrematchView = 'EU';
const listeners = new Set<() => void>();

/** The view in use: the one /europe last showed, European until then. */
export const prematchView = {
  get: (): PrematchView => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  /**
   * Makes the Korean or European view the one in use (the /europe page calls it for its view).
   * @example prematchView.select('KR')
   */
  select(view: PrematchView): void {
    if (view === current) return;
    current = view;
    for (const listener of listeners) listener();
  },
};
