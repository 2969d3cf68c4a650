import { chunksLoading, onChunkArrived } from './chunkArrivals';

/**
 * Keeps a click React could not deliver and dispatches it again when a lazy page's or part's chunk arrives. React 19
 * hydrates the part of a server-rendered page a click lands in before delivering it, but a page or part still
 * waiting for its chunk (lazyPage, lazyPart) cannot hydrate: React then stops the click's propagation and drops it
 * (it replays only pointer moves and focus, never a click), so a tap on the top bar's 로그인 before its chunk came
 * did nothing, nor did a tap on a page's tab while a slow phone was still fetching the page's chunk, after the shell
 * had hydrated. Dispatched again once the chunk is there, the click makes React hydrate the page or part at once and
 * reach its handler; dropped again (another chunk still loading), it waits for the next chunk. A link is left alone: the browser has
 * followed it. The listener goes on the root after hydrateRoot's, so it runs after React's own on the same node.
 * @example hydrateRoot(root, app); replayBlockedClicks(root);
 */
export function replayBlockedClicks(root: HTMLElement): void {
  let blocked: { target: Element; click: MouseEvent } | null = null;
  root.addEventListener(
    'click',
    (event) => {
      // Only React's listener has run on the way down (the app has no capture-phase click handlers): a stopped
      // click here is one it dropped.
      if (!event.cancelBubble || !chunksLoading() || !(event.target instanceof Element)) return;
      if (event.target.closest('a[href]')) return;
      blocked = { target: event.target, click: event };
    },
    true,
  );
  onChunkArrived(() => {
    const again = blocked;
    blocked = null;
    // A new event with the first one's position, button and keys (an event is read as its own init dictionary).
    if (again?.target.isConnected) again.target.dispatchEvent(new MouseEvent('click', again.click));
  });
}
