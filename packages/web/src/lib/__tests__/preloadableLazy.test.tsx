import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadableLazy } from '../preloadableLazy';

afterEach(cleanup);

const Cart = ({ count }: { count: number }) => <p>{`담은 배당 ${count}`}</p>;

/** Renders `element` in one synchronous pass (as a tap's discrete update does) and reads the screen right after. */
function renderNow(element: React.ReactElement) {
  act(() => {
    render(<Suspense fallback={<p>불러오는 중</p>}>{element}</Suspense>);
  });
  return screen.getByRole('paragraph').textContent;
}

describe('preloadableLazy', () => {
  it('renders a preloaded component in the first pass, with no fallback', async () => {
    const load = vi.fn(async () => Cart);
    const Lazy = preloadableLazy(load);
    await Lazy.preload();
    await Lazy.preload();
    expect(renderNow(<Lazy count={2} />)).toBe('담은 배당 2');
    expect(load).toHaveBeenCalledOnce();
  });

  it('suspends on a component not loaded yet, then renders it', async () => {
    const Lazy = preloadableLazy(async () => Cart);
    expect(renderNow(<Lazy count={1} />)).toBe('불러오는 중');
    expect(await screen.findByText('담은 배당 1')).toBeTruthy();
  });

  it('forgets a failed load, so the next one tries again', async () => {
    const load = vi.fn<() => Promise<typeof Cart>>().mockRejectedValueOnce(new Error('chunk gone'));
    load.mockResolvedValue(Cart);
    const Lazy = preloadableLazy(load);
    await expect(Lazy.preload()).rejects.toThrow('chunk gone');
    await Lazy.preload();
    expect(renderNow(<Lazy count={3} />)).toBe('담은 배당 3');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
