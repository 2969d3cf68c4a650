import { type ReadonlySignal, signal } from '@preact/signals-core';
import type { ResourceCache } from './createResourceCache';
import { invalidationPrefixes, type ResourceName } from './resourceKey';
import { subscribeSignal } from './subscribeSignal';

export type ActionStatus = 'idle' | 'pending' | 'success' | 'error';

export interface ActionState<TData> {
  readonly status: ActionStatus;
  /** The last successful run's answer. */
  readonly data: TData | undefined;
  /** The last failed run's error; cleared by the next run. */
  readonly error: unknown;
  /** A run is in flight (status 'pending'). */
  readonly pending: boolean;
}

/** What a success makes stale: resources by name, and 'session' for the member (balance, unread count). */
export type ActionInvalidation = ResourceName | 'session';

export interface ActionOptions<TVariables, TData> {
  /** The write; it throws (the SDK's typed errors) on failure. */
  readonly action: (variables: TVariables) => Promise<TData>;
  /** Reloaded after a success, before onSuccess: the session is re-read (awaited), resources invalidated. */
  readonly invalidates?: readonly ActionInvalidation[];
  readonly onSuccess?: (data: TData, variables: TVariables) => unknown;
  /** Hears the failure (e.g. to alert it), awaited before the run settles; the error is kept in the state. */
  readonly onError?: (error: unknown, variables: TVariables) => unknown;
}

/** Where invalidations go: the app's resource cache and session. */
export interface ActionContext {
  readonly cache?: Pick<ResourceCache, 'invalidate'>;
  readonly session?: {
    get(): { readonly user: { readonly id: number } | null };
    refresh(): Promise<void>;
  };
}

export interface ActionStore<TVariables, TData> {
  readonly state: ReadonlySignal<ActionState<TData>>;
  get(): ActionState<TData>;
  subscribe(listener: () => void): () => void;
  /**
   * Runs the write once: a run while one is in flight is ignored (a double-clicked submit sends once). Resolves
   * to the answer, or undefined when it failed or was ignored; it rejects only when onError itself throws.
   */
  run(variables: TVariables): Promise<TData | undefined>;
  /** Replaces the options (a view's latest callbacks). */
  setOptions(options: ActionOptions<TVariables, TData>): void;
  /** Back to idle, forgetting the last answer and error. */
  reset(): void;
}

const IDLE: ActionState<never> = { status: 'idle', data: undefined, error: undefined, pending: false };

/**
 * A framework-free write (TanStack Query's mutation, reduced): pending, error and success state, one run at a
 * time, and the resources a success changes invalidated by name.
 * @example
 * const deposit = createAction({ action: (body: ChargeCreate) => client.money.charge(body), invalidates: ['session', 'charges'] }, { cache, session });
 * await deposit.run(body);
 */
export function createAction<TVariables, TData>(
  initial: ActionOptions<TVariables, TData>,
  context: ActionContext = {},
): ActionStore<TVariables, TData> {
  let options = initial;
  const state = signal<ActionState<TData>>(IDLE);

  const succeed = async (data: TData, variables: TVariables) => {
    const names = options.invalidates ?? [];
    if (names.includes('session')) await context.session?.refresh();
    const resources = names.filter((name): name is ResourceName => name !== 'session');
    const memberId = context.session?.get().user?.id ?? null;
    for (const prefix of invalidationPrefixes(resources, memberId)) context.cache?.invalidate(prefix);
    await options.onSuccess?.(data, variables);
  };

  return {
    state,
    get: () => state.value,
    subscribe: (listener) => subscribeSignal(state, listener),
    async run(variables) {
      if (state.value.pending) return undefined;
      state.value = { status: 'pending', data: state.value.data, error: undefined, pending: true };
      try {
        const data = await options.action(variables);
        await succeed(data, variables);
        state.value = { status: 'success', data, error: undefined, pending: false };
        return data;
      } catch (error) {
        // Still pending while onError speaks (an alert), so the form cannot be sent again under it.
        try {
          await options.onError?.(error, variables);
        } finally {
          state.value = { status: 'error', data: state.value.data, error, pending: false };
        }
        return undefined;
      }
    },
    setOptions(next) {
      options = next;
    },
    reset() {
      state.value = IDLE;
    },
  };
}
