import type { BetSlipStore } from '../stores/betSlipStore';

/** What the live client needs of a bet slip. */
export type LiveSlip = Pick<BetSlipStore, 'get' | 'suspend' | 'resume'>;

/**
 * Several slips seen as one by the live client: a suspension applies to whichever slip holds the odds, and the
 * selections read are all of theirs (the first slip's settings otherwise).
 * @example const live = createLiveClient({ url, betSlip: slipGroup([prematch, inplay]) });
 */
export function slipGroup(stores: readonly [BetSlipStore, ...BetSlipStore[]]): LiveSlip {
  const [first] = stores;
  return {
    get: () => {
      const snapshot = first.get();
      const selections = stores.flatMap((store) => store.get().slip.selections);
      return { ...snapshot, slip: { ...snapshot.slip, selections } };
    },
    suspend: (ids) => {
      for (const store of stores) store.suspend(ids);
    },
    resume: (ids) => {
      for (const store of stores) store.resume(ids);
    },
  };
}
