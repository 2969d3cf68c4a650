import type { Send } from './createSend';

/** Builds an area's calls over one `send` (e.g. `sports` in api/sports.ts). */
export type AreaFactory<A> = (send: Send) => A;

/** Each stand-in's loader, for preloadArea. */
const loaders = new WeakMap<object, () => Promise<unknown>>();

/**
 * An area of the client whose module (its calls and the zod schemas they check answers with) loads on the first
 * call, so an app pays, at start-up and in its first bundle, only for the areas its first page calls. The
 * stand-in has the area's type: any path (`board.messages.unreadCount`) is a function that takes its `send` from
 * `sendNow` at once (so the call carries the token of the moment it was made, as an eager call does: a logout
 * still carries the token it ends), awaits the module, then calls the real one over that send. Every call of an
 * area returns a promise, so waiting for the module is invisible. `then` reads as absent, so awaiting the
 * stand-in by mistake does not call anything.
 * @example const sports = lazyArea(pinnedSend, () => import('./sports').then((m) => m.sports));
 */
export function lazyArea<A extends object>(sendNow: () => Send, load: () => Promise<AreaFactory<A>>): A {
  let loaded: Promise<AreaFactory<A>> | undefined;
  const ensure = () => {
    loaded ??= load();
    return loaded;
  };
  const at = (path: readonly string[]): unknown =>
    new Proxy(() => undefined, {
      get: (_target, key) => (typeof key !== 'string' || key === 'then' ? undefined : at([...path, key])),
      apply: async (_target, _this, args: unknown[]) => {
        const send = sendNow();
        let owner: unknown = (await ensure())(send);
        for (const key of path.slice(0, -1)) owner = (owner as Record<string, unknown>)[key];
        const call = (owner as Record<string, unknown>)[path[path.length - 1] ?? ''];
        if (typeof call !== 'function') throw new TypeError(`kbet client: ${path.join('.')} is not a call`);
        return call(...args);
      },
    });
  const area = at([]) as A;
  loaders.set(area, ensure);
  return area;
}

/**
 * Loads a lazy area's module ahead of its first call (its evaluation then runs in a task of its own, not after a
 * call's); settles once it has loaded or failed (a call then fails as it would have). Anything else, e.g. a
 * test's plain object, is already loaded.
 * @example await preloadArea(client.member); // the next client.member.get(7) only sends
 */
export function preloadArea(area: object): Promise<void> {
  const load = loaders.get(area);
  return load
    ? load().then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}
