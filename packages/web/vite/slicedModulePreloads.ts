import type { Plugin } from 'vite';
import { clientChunksPlugin } from './clientChunksPlugin';

/**
 * Vite's preload helper's one append, as the minifier writes it: `document.head.appendChild(link),isCss)return new
 * Promise(…)`, the promise that waits for a stylesheet's load (vite's preload helper, `preload`).
 */
const APPEND = /document\.head\.appendChild\(([\w$]+)\),([\w$]+)\)return new Promise\(/g;

/**
 * Module preload links appended per task. Each costs Chromium ~0.6 ms of main-thread CPU (its request starts inside
 * appendChild), ~2.5-4.5 ms with the helper's own work on the 4x slower phone profile: 4 keep a task under ~20 ms.
 */
export const LINKS_PER_TASK = 4;

/**
 * What the helper calls in place of appending a module preload: a queue emptied LINKS_PER_TASK links a task. Added
 * at the chunk's end as function declarations (hoisted, the queue a property of one), so the helper can call them
 * while the chunk still evaluates, and the chunk's first line stays lazyPreloadTable's preamble.
 */
const QUEUE =
  `\nfunction kbetAppendLinks(){const q=kbetQueueLink.q;for(const l of q.splice(0,${LINKS_PER_TASK}))document.head.appendChild(l);` +
  'if(q.length>0)setTimeout(kbetAppendLinks,0)}' +
  'function kbetQueueLink(l){if((kbetQueueLink.q??=[]).push(l)===1)setTimeout(kbetAppendLinks,0)}\n';

/**
 * Rewrites the chunk that holds Vite's preload helper so that a lazy import's module preload links are appended a
 * few per task after the import has started, instead of all in the task that imports. Returns undefined when
 * the chunk has no helper. The helper appended every link of a chunk's list (17 for the SDK sports area, 10 for
 * the member and board areas of a member's first session poll) in one task: 45-120 ms of CPU on the 4x phone
 * profile, most of it inside appendChild, which starts each link's request. The import still starts at once and
 * the links follow within a few tasks, long before the chunk has arrived and named its imports, so a lazy part's
 * files still load side by side (no waterfall on a tap). Stylesheets are appended at once: the import waits for
 * them, so a part never renders unstyled.
 * @example sliceModulePreloads(code) // the chunk with kbetQueueLink for module preloads
 */
export function sliceModulePreloads(code: string): string | undefined {
  const found = [...code.matchAll(APPEND)];
  if (found.length === 0) return undefined;
  if (found.length > 1) throw new Error("more than one of Vite's preload helper's appends in one chunk");
  const rewritten = code.replace(
    APPEND,
    (_append, link: string, isCss: string) =>
      `(${isCss}?document.head.appendChild(${link}):kbetQueueLink(${link})),${isCss})return new Promise(`,
  );
  return rewritten + QUEUE;
}

/** The client build's preload helper with sliced module preloads (sliceModulePreloads), after minification. */
export function slicedModulePreloads(): Plugin {
  return clientChunksPlugin('kbet:sliced-module-preloads', (chunks) => {
    let helpers = 0;
    for (const chunk of chunks) {
      const sliced = sliceModulePreloads(chunk.code);
      if (sliced === undefined) continue;
      chunk.code = sliced;
      helpers += 1;
    }
    if (helpers !== 1) throw new Error(`Vite's preload helper found in ${helpers} chunks, not 1`);
  });
}
