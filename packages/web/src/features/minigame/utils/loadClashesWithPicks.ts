import type { clashesWithPicks } from './clashesWithPicks';

let request: Promise<typeof clashesWithPicks> | undefined;

/**
 * clashesWithPicks, loaded on demand: the SDK's check reads sample draws of the game, and the draw's hashing
 * (SHA-256, HMAC: about 4 KB gzipped) would otherwise weigh on the page's first JavaScript, while only a second
 * pick needs it. Loaded once; a failure is forgotten, so the next pick loads it again.
 * @example const clashes = await loadClashesWithPicks(); clashes('donghang', picked, 'power-even')
 */
export function loadClashesWithPicks(): Promise<typeof clashesWithPicks> {
  request ??= import('./clashesWithPicks').then(
    (m) => m.clashesWithPicks,
    (error: unknown) => {
      request = undefined;
      throw error;
    },
  );
  return request;
}
