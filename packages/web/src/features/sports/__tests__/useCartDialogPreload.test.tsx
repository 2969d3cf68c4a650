import { type BettingRules, createResourceStore, preloadPlaceRules } from '@kbet/sdk';
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAvailableDialogs } from '@/lib/dialogs';
import { kbet } from '@/lib/kbet';
import { MOBILE_QUERY } from '@/lib/useIsMobile';
import { createKbetHarness } from '@/test/renderWithKbet';
import { CART_PRELOADED_MARK, useCartDialogPreload } from '../hooks/useCartDialogPreload';

vi.mock('@kbet/sdk', async (original) => ({
  ...(await original<typeof import('@kbet/sdk')>()),
  preloadPlaceRules: vi.fn(async () => {}),
}));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.mocked(preloadPlaceRules).mockClear();
  vi.unstubAllGlobals();
});

const rules: BettingRules = {
  combinations: { allowed: [['winDrawLose', 'overUnder']] },
  bonusItems: [],
  products: ['sports'],
};

function Page() {
  useCartDialogPreload();
  return <p>유럽형</p>;
}

async function setup(phone: boolean) {
  const matchMedia = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
    matchMedia(query === MOBILE_QUERY && phone ? '(min-width: 0px)' : query),
  );
  // The idle callbacks the hook asks for, run when the test says the page has gone idle.
  const idle: IdleRequestCallback[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => {});
  const preload = vi.fn(async () => {});
  setAvailableDialogs(['betSlip'], async () => ({ betSlip: { preload } }));
  const setCombinations = vi.spyOn(kbet.stores.slips.korean, 'setCombinations');
  const harness = await createKbetHarness({ client: { sports: { rules: vi.fn(async () => rules) } } });
  await harness.render(<Page />);
  const goIdle = () =>
    act(async () => {
      for (const callback of idle.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
    });
  return { ...harness, preload, setCombinations, goIdle };
}

describe('useCartDialogPreload', () => {
  it("on a phone, loads the cart's code, then in a later idle callback the rules: the slips take the matrix, the dialog's resource starts with them", async () => {
    const { client, cache, preload, setCombinations, goIdle } = await setup(true);
    const mark = vi.spyOn(performance, 'mark');
    expect(preload).not.toHaveBeenCalled();
    await goIdle();
    expect(preload).toHaveBeenCalledOnce();
    // Not in the same idle task: the rules' SDK area (zod's evaluation) waits for an idle callback of its own.
    expect(client.sports.rules).not.toHaveBeenCalled();
    expect(mark).not.toHaveBeenCalledWith(CART_PRELOADED_MARK);
    await goIdle();
    await waitFor(() => expect(setCombinations).toHaveBeenCalledWith(rules.combinations));
    // The slips' placing code in an idle callback of its own, so the first pick does not load it inside its tap.
    expect(preloadPlaceRules).not.toHaveBeenCalled();
    expect(mark).not.toHaveBeenCalledWith(CART_PRELOADED_MARK);
    await goIdle();
    expect(preloadPlaceRules).toHaveBeenCalledOnce();
    // The page's idle work is over: the signal web.bench's INP waits for.
    await waitFor(() => expect(mark).toHaveBeenCalledWith(CART_PRELOADED_MARK));
    expect(preload).toHaveBeenCalledOnce();
    expect(client.sports.rules).toHaveBeenCalledOnce();
    const fetcher = vi.fn(async () => rules);
    expect(cache.get('rules', () => createResourceStore(fetcher)).get()).toMatchObject({
      status: 'success',
      data: rules,
    });
  });

  it('on a desktop loads only the placing code, once idle: the slip column beside the list reads the rules itself', async () => {
    const { client, preload, goIdle } = await setup(false);
    const mark = vi.spyOn(performance, 'mark');
    expect(preloadPlaceRules).not.toHaveBeenCalled();
    await goIdle();
    expect(preloadPlaceRules).toHaveBeenCalledOnce();
    await goIdle();
    expect(preload).not.toHaveBeenCalled();
    expect(client.sports.rules).not.toHaveBeenCalled();
    expect(mark).not.toHaveBeenCalledWith(CART_PRELOADED_MARK);
  });
});
