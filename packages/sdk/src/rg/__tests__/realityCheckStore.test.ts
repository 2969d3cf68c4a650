import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealityCheckStatus } from '../../schemas/responsibleGambling';
import { createRealityCheckStore } from '../createRealityCheckStore';

const MIN = 60_000;
const start = Date.parse('2025-03-01T12:00:00Z');
const status = (over: Partial<RealityCheckStatus> = {}): RealityCheckStatus => ({
  intervalMinutes: 30,
  sessionStartedAt: new Date(start).toISOString(),
  netResult: -20_000,
  ...over,
});

const setup = (answers: Array<RealityCheckStatus | Error>) => {
  const realityCheck = vi.fn(async () => {
    const next = answers.shift() ?? status();
    if (next instanceof Error) throw next;
    return next;
  });
  const store = createRealityCheckStore({ rg: { realityCheck } });
  return { store, realityCheck };
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(start + 10 * MIN);
});
afterEach(() => vi.useRealTimers());

describe('createRealityCheckStore', () => {
  it('starts off', () => {
    const { store } = setup([]);
    expect(store.get()).toEqual({ intervalMinutes: null, nextAt: null, reminder: null });
  });

  it('shows the session time and fresh net result at each interval, until dismissed', async () => {
    const { store, realityCheck } = setup([status({ netResult: -35_000 })]);
    const seen: unknown[] = [];
    store.subscribe(() => seen.push(store.get().reminder));
    store.configure(status());
    expect(store.get()).toEqual({ intervalMinutes: 30, nextAt: start + 30 * MIN, reminder: null });

    await vi.advanceTimersByTimeAsync(20 * MIN - 1);
    expect(realityCheck).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(realityCheck).toHaveBeenCalledOnce();
    expect(store.get().reminder).toEqual({ elapsedMinutes: 30, netResult: -35_000 });
    expect(store.get().nextAt).toBe(start + 60 * MIN);
    expect(seen).toContainEqual({ elapsedMinutes: 30, netResult: -35_000 });

    store.dismiss();
    expect(store.get().reminder).toBeNull();
    await vi.advanceTimersByTimeAsync(30 * MIN);
    expect(store.get().reminder).toEqual({ elapsedMinutes: 60, netResult: -20_000 });
  });

  it('refreshes an open reminder instead of stacking a second one', async () => {
    const { store } = setup([status({ netResult: 1_000 }), status({ netResult: 2_000 })]);
    store.configure(status());
    await vi.advanceTimersByTimeAsync(50 * MIN);
    expect(store.get().reminder).toEqual({ elapsedMinutes: 60, netResult: 2_000 });
  });

  it('follows a changed interval, and stops when turned off', async () => {
    const { store, realityCheck } = setup([]);
    store.configure(status());
    store.configure(status({ intervalMinutes: 15 }));
    expect(store.get().nextAt).toBe(start + 15 * MIN);
    store.configure(status({ intervalMinutes: null }));
    expect(store.get()).toEqual({ intervalMinutes: null, nextAt: null, reminder: null });
    await vi.advanceTimersByTimeAsync(3 * 60 * MIN);
    expect(realityCheck).not.toHaveBeenCalled();
  });

  it('takes a turn-off read at reminder time without showing a reminder', async () => {
    const { store } = setup([status({ intervalMinutes: null })]);
    store.configure(status());
    await vi.advanceTimersByTimeAsync(20 * MIN);
    expect(store.get()).toEqual({ intervalMinutes: null, nextAt: null, reminder: null });
  });

  it('skips a reminder whose read fails and times the next one', async () => {
    const { store, realityCheck } = setup([new Error('offline')]);
    store.configure(status());
    await vi.advanceTimersByTimeAsync(20 * MIN);
    expect(store.get().reminder).toBeNull();
    expect(store.get().nextAt).toBe(start + 60 * MIN);
    await vi.advanceTimersByTimeAsync(30 * MIN);
    expect(realityCheck).toHaveBeenCalledTimes(2);
    expect(store.get().reminder).toEqual({ elapsedMinutes: 60, netResult: -20_000 });
  });

  it('drops a read that answers after logout (configure null) or dispose', async () => {
    let release: (value: RealityCheckStatus) => void = () => {};
    const realityCheck = vi.fn(
      () =>
        new Promise<RealityCheckStatus>((resolve) => {
          release = resolve;
        }),
    );
    const store = createRealityCheckStore({ rg: { realityCheck } });
    store.configure(status());
    await vi.advanceTimersByTimeAsync(20 * MIN);
    store.configure(null);
    release(status());
    await vi.advanceTimersByTimeAsync(0);
    expect(store.get()).toEqual({ intervalMinutes: null, nextAt: null, reminder: null });

    store.configure(status());
    await vi.advanceTimersByTimeAsync(30 * MIN);
    store.dispose();
    release(status({ netResult: 9 }));
    await vi.advanceTimersByTimeAsync(60 * MIN);
    expect(store.get().reminder).toBeNull();
    expect(realityCheck).toHaveBeenCalledTimes(2);
  });
});
