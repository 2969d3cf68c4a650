import { createKbet, type Kbet } from '@kbet/sdk/app';
import type { KeyValueStorage } from '@kbet/sdk/stores';
import { API_URL } from '@/config/env';
import { nextFrame } from './nextFrame';

/** localStorage, or nothing where the browser refuses it (private modes). */
function browserStorage(): KeyValueStorage | undefined {
  try {
    const probe = '__kbet__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The one instance of the site: the SDK's client and stores, wired by createKbet. The live push applies the messages
 * of one frame together (nextFrame).
 */
export const kbet: Kbet = createKbet({
  baseURL: API_URL,
  storage: browserStorage(),
  liveSchedule: nextFrame,
});
