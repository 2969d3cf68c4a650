import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMediaQuery } from '../useMediaQuery';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A matchMedia whose lists all follow one `matches`, flipped by `change()`. */
function fakeMatchMedia() {
  let matches = false;
  const lists: { listeners: Set<() => void> }[] = [];
  const matchMedia = vi.fn((media: string) => {
    const listeners = new Set<() => void>();
    lists.push({ listeners });
    return {
      media,
      get matches() {
        return matches;
      },
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    };
  });
  const change = (next: boolean) => {
    matches = next;
    for (const { listeners } of lists) for (const listener of listeners) listener();
  };
  return { matchMedia, change };
}

function Wide({ name }: { readonly name: string }) {
  return <p>{`${name} ${useMediaQuery('(min-width: 1280px)') ? 'wide' : 'narrow'}`}</p>;
}

describe('useMediaQuery', () => {
  it('makes one list per query for all its callers and renders, and follows its changes', () => {
    const { matchMedia, change } = fakeMatchMedia();
    vi.stubGlobal('matchMedia', matchMedia);
    const { rerender } = render(
      <>
        <Wide name="a" />
        <Wide name="b" />
      </>,
    );
    rerender(
      <>
        <Wide name="a" />
        <Wide name="b" />
      </>,
    );
    expect(screen.getByText('a narrow')).toBeTruthy();
    act(() => change(true));
    expect(screen.getByText('a wide')).toBeTruthy();
    expect(screen.getByText('b wide')).toBeTruthy();
    // Two callers, three renders each, one list: no query made again per render or per subscription.
    expect(matchMedia).toHaveBeenCalledOnce();
  });
});
