// The renderer main thread's top-level tasks in a Chromium trace: what Lighthouse's simulation (Lantern) turns into
// its CPU nodes and what TBT is summed over. A task nested in another (a nested message loop) is part of the outer
// one, so only the outermost tasks of each thread are kept.

/**
 * The outermost complete (`X`) task events of `threads` (`pid:tid` keys), sorted by start, with their wall
 * duration (`dur`) and thread duration (`tdur`, µs). Tasks without a thread duration are kept (Chromium leaves it
 * out when the thread's clock is not read) and keep their wall time wherever it is used. `isTask` tells a task
 * event by name (Lighthouse's TraceProcessor.isScheduleableTask).
 * @param {Array<{ name: string, ph: string, ts: number, dur?: number, tdur?: number, pid: number, tid: number }>} events
 * @param {Set<string>} threads
 * @param {(event: { name: string }) => boolean} isTask
 */
export function topLevelTasks(events, threads, isTask) {
  const candidates = events
    .filter((e) => e.ph === 'X' && (e.dur ?? 0) > 0 && isTask(e) && threads.has(`${e.pid}:${e.tid}`))
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const ends = new Map();
  const tasks = [];
  for (const task of candidates) {
    const thread = `${task.pid}:${task.tid}`;
    if (task.ts < (ends.get(thread) ?? Number.NEGATIVE_INFINITY)) continue;
    ends.set(thread, task.ts + (task.dur ?? 0));
    tasks.push(task);
  }
  return tasks;
}
