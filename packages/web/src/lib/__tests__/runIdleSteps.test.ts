import { afterEach, describe, expect, it, vi } from 'vitest';
import { runIdleSteps } from '../runIdleSteps';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Idle callbacks held until the test says the page has gone idle; each run of `goIdle` is one idle period. */
function fakeIdle() {
  const queue: IdleRequestCallback[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => queue.push(callback));
  vi.stubGlobal('cancelIdleCallback', (handle: number) => queue.splice(handle - 1, 1, () => {}));
  const flush = () => new Promise<void>((resolve) => queueMicrotask(resolve)).then(() => undefined);
  return {
    pending: () => queue.length,
    async goIdle() {
      for (const callback of queue.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
      // The steps' promises settle in microtasks.
      for (let i = 0; i < 5; i++) await flush();
    },
  };
}

describe('runIdleSteps', () => {
  it('runs each step in an idle callback of its own, the next once the one before has settled', async () => {
    const idle = fakeIdle();
    let finishFirst: () => void = () => {};
    const first = vi.fn(() => new Promise<void>((resolve) => (finishFirst = resolve)));
    const second = vi.fn();
    runIdleSteps([first, second]);
    expect(first).not.toHaveBeenCalled();
    await idle.goIdle();
    expect(first).toHaveBeenCalledOnce();
    expect(idle.pending()).toBe(0);
    finishFirst();
    await idle.goIdle();
    expect(second).not.toHaveBeenCalled();
    expect(idle.pending()).toBe(1);
    await idle.goIdle();
    expect(second).toHaveBeenCalledOnce();
  });

  it('sets the done mark once the last step has settled, and not before', async () => {
    const idle = fakeIdle();
    const mark = vi.spyOn(performance, 'mark');
    let finishLast: () => void = () => {};
    runIdleSteps([vi.fn(), () => new Promise<void>((resolve) => (finishLast = resolve))], {
      doneMark: 'test:done',
    });
    await idle.goIdle();
    await idle.goIdle();
    expect(mark).not.toHaveBeenCalledWith('test:done');
    finishLast();
    await idle.goIdle();
    expect(mark).toHaveBeenCalledWith('test:done');
    expect(idle.pending()).toBe(0);
  });

  it('goes on after a failed step, and runs nothing more once cancelled', async () => {
    const idle = fakeIdle();
    const failing = vi.fn(async () => {
      throw new Error('offline');
    });
    const second = vi.fn();
    const third = vi.fn();
    const mark = vi.spyOn(performance, 'mark');
    const cancel = runIdleSteps([failing, second, third], { doneMark: 'test:done' });
    await idle.goIdle();
    await idle.goIdle();
    expect(second).toHaveBeenCalledOnce();
    cancel();
    await idle.goIdle();
    expect(third).not.toHaveBeenCalled();
    expect(mark).not.toHaveBeenCalledWith('test:done');
  });
});
