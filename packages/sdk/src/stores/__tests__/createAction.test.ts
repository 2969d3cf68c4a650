import { describe, expect, it, vi } from 'vitest';
import { createAction } from '../createAction';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

const context = (memberId: number | null = 7) => {
  const invalidated: string[] = [];
  return {
    invalidated,
    cache: { invalidate: (prefix?: string) => void invalidated.push(prefix ?? '') },
    session: {
      get: () => ({ user: memberId === null ? null : { id: memberId } }),
      refresh: vi.fn(async () => {}),
    },
  };
};

describe('createAction', () => {
  it('goes idle → pending → success, with the answer', async () => {
    const answer = deferred<string>();
    const store = createAction({ action: (n: number) => answer.promise.then((s) => `${s}${n}`) });
    const seen: string[] = [];
    const off = store.subscribe(() => seen.push(store.get().status));
    expect(store.get()).toEqual({ status: 'idle', data: undefined, error: undefined, pending: false });
    const run = store.run(1);
    expect(store.get().pending).toBe(true);
    answer.resolve('ok');
    expect(await run).toBe('ok1');
    expect(store.get()).toEqual({ status: 'success', data: 'ok1', error: undefined, pending: false });
    expect(seen).toEqual(['pending', 'success']);
    off();
  });

  it('ignores a run while one is in flight (a double-clicked submit sends once)', async () => {
    const answer = deferred<number>();
    const action = vi.fn(() => answer.promise);
    const store = createAction({ action });
    const first = store.run(undefined);
    expect(await store.run(undefined)).toBeUndefined();
    answer.resolve(5);
    expect(await first).toBe(5);
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('keeps a failure in the state, tells onError, never rejects, and keeps the last answer', async () => {
    const failure = new Error('no');
    const onError = vi.fn();
    const onSuccess = vi.fn();
    const action = vi.fn(async (fail: boolean) => {
      if (fail) throw failure;
      return 'fine';
    });
    const store = createAction({ action, onError, onSuccess });
    await store.run(false);
    expect(await store.run(true)).toBeUndefined();
    expect(store.get()).toEqual({ status: 'error', data: 'fine', error: failure, pending: false });
    expect(onError).toHaveBeenCalledWith(failure, true);
    expect(onSuccess).toHaveBeenCalledTimes(1);
    store.reset();
    expect(store.get().status).toBe('idle');
  });

  it('re-reads the session and invalidates the named resources, for the member, before onSuccess', async () => {
    const ctx = context(7);
    const order: string[] = [];
    ctx.session.refresh.mockImplementation(async () => void order.push('session'));
    const store = createAction(
      {
        action: async () => 'done',
        invalidates: ['session', 'charges'],
        onSuccess: () => void order.push(`success:${ctx.invalidated.join(',')}`),
      },
      ctx,
    );
    await store.run(undefined);
    expect(order).toEqual(['session', 'success:charges,member:7:charges']);
  });

  it('invalidates site keys only for a guest, and nothing without a cache', async () => {
    const ctx = context(null);
    await createAction({ action: async () => 1, invalidates: ['fixtures'] }, ctx).run(undefined);
    expect(ctx.invalidated).toEqual(['fixtures']);
    expect(
      await createAction({ action: async () => 2, invalidates: ['session', 'fixtures'] }).run(undefined),
    ).toBe(2);
  });

  it('uses the latest options given', async () => {
    const store = createAction({ action: async () => 'old' });
    store.setOptions({ action: async () => 'new' });
    expect(await store.run(undefined)).toBe('new');
  });

  it('counts a throwing onSuccess as a failure', async () => {
    const failure = new Error('render');
    const store = createAction({
      action: async () => 1,
      onSuccess: () => {
        throw failure;
      },
    });
    expect(await store.run(undefined)).toBeUndefined();
    expect(store.get().error).toBe(failure);
  });
});
