import { retryableLoad } from './retryableLoad';

/**
 * The login form's checks (validateLogin, with its texts), loaded at the first login: every page's entry builds the
 * session store, and most visits restore a session or stay a guest. The load rejects when it fails, and is asked again next time.
 */
export const loadLoginChecks = retryableLoad(() => import('../validation/validateLogin'));

/**
 * Loads the session store's login checks ahead of the first `login()`, e.g. as a login form opens, so the submit does
 * not wait for their chunk. Resolves when they are in; a failed load rejects and is asked again by `login()`.
 * @example useEffect(() => void preloadLogin().catch(() => {}), []);
 */
export async function preloadLogin(): Promise<void> {
  await loadLoginChecks();
}
