import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextFrame } from '../nextFrame';

describe('nextFrame', () => {
  let frames: Map<number, () => void>;
  beforeEach(() => {
    vi.useFakeTimers();
    frames = new Map();
    let id = 0;
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => {
      id += 1;
      frames.set(id, callback);
      return id;
    });
    vi.stubGlobal('cancelAnimationFrame', (handle: number) => frames.delete(handle));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
  const drawFrame = () => {
    const due = [...frames.values()];
    frames.clear();
    for (const callback of due) callback();
  };

  it('runs once, at the next frame, and not again when the wait ends', () => {
    const run = vi.fn();
    nextFrame(run);
    expect(run).not.toHaveBeenCalled();
    drawFrame();
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs after 100 ms when no frame comes (a hidden tab), and not again at the next frame', () => {
    const run = vi.fn();
    nextFrame(run);
    vi.advanceTimersByTime(99);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    drawFrame();
    expect(run).toHaveBeenCalledTimes(1);
  });
});
