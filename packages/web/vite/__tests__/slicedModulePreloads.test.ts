// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LINKS_PER_TASK, sliceModulePreloads } from '../slicedModulePreloads';

/** The minified shape of Vite's preload helper's append: a link, and a stylesheet's wait for its load. */
const HELPER =
  'export function add(t,i){if(t.rel=i?`stylesheet`:`modulepreload`,document.head.appendChild(t),i)return new Promise(r=>r(t))}';

interface Link {
  rel: string;
}

/** Runs a rewritten helper chunk with a head that records appends and timers run one at a time by the test. */
function run(code: string) {
  const head: Link[] = [];
  const timers: (() => void)[] = [];
  const module = new Function(
    'document',
    'setTimeout',
    `${code.replace('export function add', 'function add')}\nreturn add;`,
  );
  const add: (link: Link, isCss: boolean) => unknown = module(
    { head: { appendChild: (l: Link) => head.push(l) } },
    (fn: () => void) => timers.push(fn),
  );
  const nextTask = () => (timers.shift() ?? (() => expect.fail('no task queued')))();
  return { head, timers, add, nextTask };
}

describe('sliceModulePreloads', () => {
  it('appends module preloads a few per task after the call, stylesheets at once', () => {
    const code = sliceModulePreloads(HELPER);
    expect(code).toBeDefined();
    const { head, timers, add, nextTask } = run(code as string);
    const css = { rel: 'stylesheet' };
    expect(add(css, true)).toBeInstanceOf(Promise);
    expect(head).toEqual([css]);
    const scripts = Array.from({ length: 10 }, (_, i) => ({ rel: `modulepreload ${i}` }));
    for (const link of scripts) expect(add(link, false)).toBeUndefined();
    expect(head).toEqual([css]);
    expect(timers).toHaveLength(1);
    nextTask();
    expect(head).toEqual([css, ...scripts.slice(0, LINKS_PER_TASK)]);
    nextTask();
    expect(head).toEqual([css, ...scripts.slice(0, 2 * LINKS_PER_TASK)]);
    nextTask();
    expect(head).toEqual([css, ...scripts]);
    expect(timers).toHaveLength(0);
    // A later call starts a new round.
    const late = { rel: '' };
    add(late, false);
    expect(timers).toHaveLength(1);
    nextTask();
    expect(head.at(-1)).toBe(late);
  });

  it('leaves a chunk without the helper alone and refuses a chunk with two', () => {
    expect(sliceModulePreloads('export const a=1;document.head.appendChild(x);')).toBeUndefined();
    expect(() => sliceModulePreloads(`${HELPER}\n${HELPER.replace('add', 'again')}`)).toThrow(
      /more than one/,
    );
  });
});
