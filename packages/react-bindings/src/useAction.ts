import { type ActionOptions, type ActionState, createAction } from '@kbet/sdk';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useKbet } from './KbetProvider';

/** A write's state plus its controls. */
export interface ActionView<TVariables, TData> extends ActionState<TData> {
  /** Runs the write (ignored while one is in flight); resolves to the answer, or undefined when it failed. */
  run(variables: TVariables): Promise<TData | undefined>;
  reset(): void;
}

/**
 * A write (a tiny useMutation) over the SDK's createAction: pending, error and success state, and the resources
 * a success changes reloaded by name through the provider's cache and session.
 * @example
 * const deposit = useAction({ action: (body: ChargeCreate) => client.money.charge(body), invalidates: ['charges'], onError: reportError });
 * <Button loading={deposit.pending} onClick={() => void deposit.run(body)} />
 */
export function useAction<TVariables = void, TData = unknown>(
  options: ActionOptions<TVariables, TData>,
): ActionView<TVariables, TData> {
  const { stores } = useKbet();
  const [store] = useState(() => createAction(options, { cache: stores.cache, session: stores.session }));
  useEffect(() => store.setOptions(options));
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  return { ...state, run: store.run, reset: store.reset };
}
