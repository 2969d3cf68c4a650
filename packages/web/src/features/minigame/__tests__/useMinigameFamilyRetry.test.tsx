import { MINIGAME_FAMILIES, type MinigameFamilyId } from '@kbet/sdk';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const load = vi.hoisted(() => vi.fn());
vi.mock('@kbet/sdk', async (original) => ({
  ...(await original<typeof import('@kbet/sdk')>()),
  loadMinigameFamily: load,
}));

const { useMinigameFamily } = await import('../hooks/useMinigameFamily');

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

class Failed extends Component<{ readonly children: ReactNode }, { readonly failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>failed</p> : this.props.children;
  }
}

function FirstMarket({ id }: { readonly id: MinigameFamilyId }) {
  return <p>{useMinigameFamily(id).markets[0]?.label}</p>;
}

const board = (id: MinigameFamilyId) => (
  <Failed>
    <Suspense fallback={<p>loading</p>}>
      <FirstMarket id={id} />
    </Suspense>
  </Failed>
);

describe('useMinigameFamily after a failed load', () => {
  it('asks for the family again on the next render instead of keeping the failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const first = await act(async () => render(board('roulette')));
    expect(screen.getByText('failed')).toBeTruthy();
    first.unmount();
    const failedCalls = load.mock.calls.length;

    load.mockResolvedValue(MINIGAME_FAMILIES.roulette);
    await act(async () => render(board('roulette')));
    expect(load.mock.calls.length).toBeGreaterThan(failedCalls);
    expect(screen.getByText(MINIGAME_FAMILIES.roulette.markets[0]?.label ?? '')).toBeTruthy();
  });
});
