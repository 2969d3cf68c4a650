/**
 * Wraps a lazy load (a dynamic import) so every call shares one load while it is pending or done, and a failed load
 * is forgotten, so the next call asks again: a dropped connection or a deploy that removed the build's file must not
 * leave a store refusing for the rest of the visit. The stores load the parts only some pages use this way.
 * @example const loadLoginChecks = retryableLoad(() => import('../validation/validateLogin'));
 */
export function retryableLoad<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    if (pending) return pending;
    const next = load();
    // Also marks `next` as handled: a caller that only warms the load (`void load()`) leaves no unhandled rejection.
    next.catch(() => {
      if (pending === next) pending = undefined;
    });
    pending = next;
    return next;
  };
}
