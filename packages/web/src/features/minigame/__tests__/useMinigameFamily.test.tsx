import { MINIGAME_FAMILIES, type MinigameFamilyId } from '@kbet/sdk';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useMinigameFamily } from '../hooks/useMinigameFamily';

afterEach(cleanup);

const seen: unknown[] = [];

function FirstMarket({ id }: { readonly id: MinigameFamilyId }) {
  const family = useMinigameFamily(id);
  seen.push(family);
  return <p>{family.markets[0]?.label}</p>;
}

const board = (id: MinigameFamilyId) => (
  <Suspense fallback={<p>loading</p>}>
    <FirstMarket id={id} />
  </Suspense>
);

describe('useMinigameFamily', () => {
  it("loads the family's module on first use and gives the catalogue's family object, at once the next time", async () => {
    // Awaited act: React waits there for what the render suspended on (the family's module).
    const first = await act(async () => render(board('ladder')));
    const label = MINIGAME_FAMILIES.ladder.markets[0]?.label ?? '';
    expect(screen.getByText(label)).toBeTruthy();
    expect(seen.at(-1)).toBe(MINIGAME_FAMILIES.ladder);
    first.unmount();

    // Loaded once: a later render, not awaited, reads it without suspending.
    render(board('ladder'));
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByText(label)).toBeTruthy();
  });
});
