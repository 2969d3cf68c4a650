// Source text for a probe's server entry (a forked bench server, written out as a module): records the server's GC
// pauses in `gc` and its event-loop stalls (a 1 ms timer that fired more than 6 ms late) in `stalls`, each as
// { at, ms } in epoch milliseconds, and defines `epoch` for the entry's own records. The entry imports
// PerformanceObserver and performance from node:perf_hooks. One text for the betting and casino tail probes.
export const SERVER_STALL_RECORDER = `const epoch = (t) => performance.timeOrigin + t;
const gc = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) gc.push({ at: epoch(e.startTime), ms: e.duration, kind: e.detail?.kind });
}).observe({ entryTypes: ['gc'] });
const stalls = [];
let last = performance.now();
setInterval(() => { const now = performance.now(); if (now - last > 6) stalls.push({ at: epoch(last), ms: now - last }); last = now; }, 1).unref();
`;
