/** How many lazy chunks (pages' and lazy parts') are on their way, and who hears when one has arrived. */
let loading = 0;
const arrivals = new Set<() => void>();

/**
 * Counts a lazy page's or part's chunk as on its way until `load` settles, and tells `onChunkArrived`'s listeners
 * when it has: replayBlockedClicks dispatches again a tap React dropped on a server-rendered page or part that could
 * not hydrate without it.
 * @example const request = trackChunk(import('./TopBar'));
 */
export function trackChunk<T>(load: Promise<T>): Promise<T> {
  loading++;
  // Heard a task later: React.lazy reads the module in a reaction of its own, which has run by then, so a page or
  // part a listener taps again hydrates at once.
  const arrived = () =>
    setTimeout(() => {
      loading--;
      for (const listener of arrivals) listener();
    }, 0);
  load.then(arrived, arrived);
  return load;
}

/** Whether a lazy page's or part's chunk is still on its way. */
export const chunksLoading = (): boolean => loading > 0;

/**
 * Calls `listener` each time a lazy page's or part's chunk has arrived (or failed), once React can render it.
 * @example const stop = onChunkArrived(() => retry());
 */
export function onChunkArrived(listener: () => void): () => void {
  arrivals.add(listener);
  return () => void arrivals.delete(listener);
}
