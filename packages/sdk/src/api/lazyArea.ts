import type { Send } from './createSend';

/** Builds an area's calls over one `send` (e.g. `sports` in api/sports.ts). */
export type AreaFactory<A> = (send: Send) => A;

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
  const at = (path: readonly string[]): unknown =>
    new Proxy(() => undefined, {
      get: (_target, key) => (typeof key !== 'string' || key === 'then' ? undefined : at([...path, key])),
      apply: async (_target, _this, args: unknown[]) => {
        const send = sendNow();
        loaded ??= load();
        let owner: unknown = (await loaded)(send);
        for (const key of path.slice(0, -1)) owner = (owner as Record<string, unknown>)[key];
        const call = (owner as Record<string, unknown>)[path[path.length - 1] ?? ''];
        if (typeof call !== 'function') throw new TypeError(`kbet client: ${path.join('.')} is not a call`);
        return call(...args);
      },
    });
  return at([]) as A;
}
