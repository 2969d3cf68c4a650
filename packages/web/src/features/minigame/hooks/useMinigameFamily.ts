import {
  loadMinigameFamily,
  type MinigameFamily,
  type MinigameFamilyId,
  type MinigameOutcome,
} from '@kbet/sdk';
import { use } from 'react';

/** The families loaded so far, and each family's load in progress or done, started once while it has not failed. */
const loaded = new Map<MinigameFamilyId, MinigameFamily<MinigameOutcome>>();
const loads = new Map<MinigameFamilyId, Promise<MinigameFamily<MinigameOutcome>>>();

function loadOnce(id: MinigameFamilyId): Promise<MinigameFamily<MinigameOutcome>> {
  let load = loads.get(id);
  if (!load) {
    load = loadMinigameFamily(id).then(
      (family) => {
        loaded.set(id, family);
        return family;
      },
      (error: unknown) => {
        // A chunk that did not arrive (a dropped connection) is asked for again on the next render, where a kept
        // rejection would fail every later board of this family until the page reloads.
        loads.delete(id);
        throw error;
      },
    );
    loads.set(id, load);
  }
  return load;
}

/**
 * One mini-game family (its markets and their labels), loaded alone on first use: the page's first JavaScript holds
 * no family, where `minigameFamily(id)` would bring all twelve (about 6 KB gzipped). The first render of a game
 * whose family has not arrived suspends on it inside the page's Suspense boundary, the same boundary that waits for
 * the page's own chunk, so hydration keeps the server's HTML until both are in; later renders read it at once.
 * @example const family = useMinigameFamily(game.family);
 */
export function useMinigameFamily(id: MinigameFamilyId): MinigameFamily<MinigameOutcome> {
  return loaded.get(id) ?? use(loadOnce(id));
}
