import { describe, expect, it } from 'vitest';
import { threadTimeTrace } from './threadTimeTrace.mjs';
import { topLevelTasks } from './topLevelTasks.mjs';

const isTask = (event) => event.name === 'RunTask';
const main = { pid: 1, tid: 1 };
const event = (name, ph, ts, extra = {}) => ({ name, ph, ts, ...main, ...extra });

describe('topLevelTasks', () => {
  it('keeps the outermost tasks of the given threads, in start order', () => {
    const outer = event('RunTask', 'X', 1000, { dur: 400, tdur: 100 });
    const nested = event('RunTask', 'X', 1100, { dur: 100, tdur: 50 });
    const later = event('RunTask', 'X', 1400, { dur: 50, tdur: 50 });
    const elsewhere = { ...event('RunTask', 'X', 1200, { dur: 10, tdur: 10 }), tid: 2 };
    const child = event('FunctionCall', 'X', 1010, { dur: 20, tdur: 20 });
    const tasks = topLevelTasks([later, nested, elsewhere, child, outer], new Set(['1:1']), isTask);
    expect(tasks).toEqual([outer, later]);
  });
});

describe('threadTimeTrace', () => {
  const task = event('RunTask', 'X', 1000, { dur: 400, tdur: 100 });
  const child = event('FunctionCall', 'X', 1100, { dur: 200, tdur: 60 });
  const instant = event('firstContentfulPaint', 'I', 1300);
  const next = event('RunTask', 'X', 1400, { dur: 50, tdur: 50 });
  const between = event('TimerFire', 'I', 1500);
  const otherThread = { ...event('Paint', 'X', 1100, { dur: 200 }), tid: 2 };
  const trace = {
    metadata: { source: 'test' },
    traceEvents: [task, child, instant, next, between, otherThread],
  };

  it('gives each task its thread time and scales its events toward its start', () => {
    const rewritten = threadTimeTrace(trace, [task, next]);
    const [t, c, i, n, b, o] = rewritten.traceEvents;
    expect(t).toMatchObject({ ts: 1000, dur: 100, tdur: 100 });
    expect(c).toMatchObject({ ts: 1025, dur: 50, tdur: 60 });
    expect(i).toMatchObject({ ts: 1075 });
    // A task that starts where the one before ended keeps its start; one already on thread time is as recorded.
    expect(n).toBe(next);
    expect(b).toBe(between);
    expect(o).toBe(otherThread);
    expect(rewritten.metadata).toBe(trace.metadata);
  });

  it('leaves the recorded trace as it was', () => {
    threadTimeTrace(trace, [task, next]);
    expect(task).toMatchObject({ ts: 1000, dur: 400 });
    expect(child).toMatchObject({ ts: 1100, dur: 200 });
    expect(trace.traceEvents[2]).toBe(instant);
  });

  it('never lengthens a task, and keeps one without a thread duration as recorded', () => {
    const slow = event('RunTask', 'X', 1000, { dur: 100, tdur: 150 });
    const untimed = event('RunTask', 'X', 2000, { dur: 100 });
    const inside = event('FunctionCall', 'X', 2050, { dur: 20 });
    const rewritten = threadTimeTrace({ traceEvents: [slow, untimed, inside] }, [slow, untimed]);
    expect(rewritten.traceEvents).toEqual([slow, untimed, inside]);
  });
});
