import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * True on the server and while the browser hydrates a server-rendered page, false after (and in a page rendered
 * in the browser): what depends on the browser alone (localStorage, the exact time) renders once it is false,
 * so hydration meets the server's HTML. A component using it renders once more right after hydration.
 * @example if (useHydrating()) return null;
 */
export const useHydrating = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
