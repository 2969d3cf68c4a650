import { chunksLoading, onChunkArrived } from './chunkArrivals';

/**
 * Keeps a click or a select's change React could not deliver and dispatches it again when a lazy page's or part's
 * chunk arrives. React 19 hydrates the part of a server-rendered page a click lands in before delivering it, but a
 * page or part still waiting for its chunk (lazyPage, lazyPart) cannot hydrate: React then stops the event's
 * propagation and drops it (it replays only pointer moves and focus, never a click or a change), so a tap on the top
 * bar's 로그인 before its chunk came did nothing, nor did a tap on a page's tab while a slow phone was still fetching
 * the page's chunk, after the shell had hydrated, and a start time chosen in /europe's time select before the
 * filters' chunk came stayed on screen while the list was not filtered by it. Dispatched again once the chunk is
 * there, the event makes React hydrate the page or part at once and reach its handler (the select's DOM still holds
 * the choice: hydration does not write a select's value); dropped again (another chunk still loading), it waits for
 * the next chunk. A link is left alone: the browser has followed it. The listeners go on the root after
 * hydrateRoot's, so they run after React's own on the same node.
 * @example hydrateRoot(root, app); replayBlockedClicks(root);
 */
export function replayBlockedClicks(root: HTMLElement): void {
  let blocked: { target: Element; again: () => Event } | null = null;
  const keep = (event: Event, again: () => Event) => {
    // Only React's listener has run on the way down (the app has no capture-phase click or change handlers): a
    // stopped event here is one it dropped.
    if (!event.cancelBubble || !chunksLoading() || !(event.target instanceof Element)) return;
    blocked = { target: event.target, again };
  };
  root.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) return;
      // A new event with the first one's position, button and keys (an event is read as its own init dictionary).
      keep(event, () => new MouseEvent('click', event));
    },
    true,
  );
  root.addEventListener(
    'change',
    (event) => {
      if (event.target instanceof HTMLSelectElement)
        keep(event, () => new Event('change', { bubbles: true }));
    },
    true,
  );
  onChunkArrived(() => {
    const replay = blocked;
    blocked = null;
    if (replay?.target.isConnected) replay.target.dispatchEvent(replay.again());
  });
}
