// Lighthouse's simulation (Lantern) takes each renderer main-thread task's wall duration and multiplies it by the
// CPU slowdown. On this 2-core machine a task's wall time includes the time the renderer waited for a core beside
// the server, PostgreSQL, Chromium's other processes and Lighthouse itself, so the recorded TBT counts the
// machine's waiting as the page's work. Audited on this rewrite of the trace, TBT is the page's own main-thread
// work: the eleventh pass's probe, kept.

/**
 * `trace` with each of `tasks` (top-level main-thread tasks, from topLevelTasks) lasting its thread time: the task's
 * wall duration becomes its thread duration, and every event of its thread inside it (children, instants, the
 * ends of begin/end pairs) is moved toward the task's start and shortened by the same factor (thread ÷ wall, at
 * most 1), so the children stay inside their task in order. Events between tasks and on other threads stay as
 * recorded; the input is not changed.
 * @template {{ traceEvents: Array<{ ph: string, ts: number, dur?: number, pid: number, tid: number }> }} T
 * @param {T} trace
 * @param {Array<{ ts: number, dur?: number, tdur?: number, pid: number, tid: number }>} tasks
 * @returns {T}
 */
export function threadTimeTrace(trace, tasks) {
  const byThread = new Map();
  for (const task of tasks) {
    const wall = task.dur ?? 0;
    if (wall <= 0 || task.tdur === undefined) continue;
    const thread = `${task.pid}:${task.tid}`;
    if (!byThread.has(thread)) byThread.set(thread, []);
    byThread.get(thread).push({ start: task.ts, end: task.ts + wall, factor: Math.min(1, task.tdur / wall) });
  }
  for (const spans of byThread.values()) spans.sort((a, b) => a.start - b.start);
  const traceEvents = trace.traceEvents.map((event) => {
    const spans = byThread.get(`${event.pid}:${event.tid}`);
    const span = spans && containing(spans, event.ts);
    if (!span || span.factor === 1) return event;
    const scaled = { ...event, ts: span.start + (event.ts - span.start) * span.factor };
    if (event.dur !== undefined) scaled.dur = event.dur * span.factor;
    return scaled;
  });
  return { ...trace, traceEvents };
}

/** The span (sorted by start, not overlapping) that holds `ts` (its start included, its end not: the next task may
 * start there), found by bisection. */
function containing(spans, ts) {
  let low = 0;
  let high = spans.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const span = spans[middle];
    if (ts < span.start) high = middle - 1;
    else if (ts >= span.end) low = middle + 1;
    else return span;
  }
  return undefined;
}
