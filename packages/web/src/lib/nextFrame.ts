/** How long a flush waits for a frame at most: a hidden tab draws none, and its held messages would pile up. */
const FRAME_WAIT_MS = 100;

/**
 * Runs `run` once, before the browser's next frame (or after FRAME_WAIT_MS, whichever comes first): the live push's
 * scheduler, so every message that arrives before a frame is drawn is applied in one update and one render, where
 * each made a render of its own (88-141 ms on /inplay at 4x CPU while the page loads).
 * @example createKbet({ baseURL, liveSchedule: nextFrame });
 */
export function nextFrame(run: () => void): void {
  let frame = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const once = () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    run();
  };
  frame = requestAnimationFrame(once);
  timer = setTimeout(once, FRAME_WAIT_MS);
}
